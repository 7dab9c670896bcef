import { useQuery } from '@tanstack/react-query';
import { Trash2, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { oddsPolicies, type OddsPolicy } from '../../src/domain/sportsbook-model.js';
import { getTickets, ticketsQueryKey } from '../api/get-tickets';
import { errorMessageOf } from '../lib/error-message';
import { marketNameOf } from '../lib/market-names';
import { formatMoney, stakeMinorOf, stakeTextOf } from '../lib/format-money';
import { oddsTextOf } from '../lib/odds-display';
import { useOddsFormat, useOddsFormatLabels } from '../lib/odds-format-preference';
import { useSession } from '../lib/session-context';
import {
  parlayOddsOf,
  parlayProblemOf,
  parlayReturnOf,
  selectionKeyOf,
  selectionsProblemOf,
  singleReturnOf,
  stakeProblemOf,
  type SlipProblem,
  type SlipSelection,
} from './slip-maths';
import { parlayStakeKey, useSlip, type SlipMode } from './slip-store';
import { usePlaceTickets, type SlipReceipt } from './use-place-tickets';

function SelectionLine({ selection, onRemove }: { selection: SlipSelection; onRemove: () => void }) {
  const { t } = useTranslation();
  const { format } = useOddsFormat();
  const now = oddsTextOf(selection.oddsMilli, format, selection.marketType);
  const before = oddsTextOf(selection.acceptedOddsMilli, format, selection.marketType);
  const moved = selection.oddsMilli !== selection.acceptedOddsMilli;
  return (
    <div className={`slip-line ${selection.locked ? 'slip-line-locked' : ''}`} data-testid="slip-line">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="slip-outcome">
            {selection.outcomeLabel} <span className="slip-line-label">{selection.lineLabel}</span>
          </p>
          <p className="slip-market">{marketNameOf(t, selection.marketType)}</p>
          <p className="slip-event">{selection.eventName}</p>
          {selection.scoreAtBet && (
            <p className="slip-score" data-testid="slip-score">
              {t('slip.countsFromScore', { home: selection.scoreAtBet.home, away: selection.scoreAtBet.away })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {moved && <span className="slip-odds-old">{before.text}</span>}
          <span
            className={`slip-odds ${now.negative ? 'odds-negative' : ''} ${
              moved ? (selection.oddsMilli > selection.acceptedOddsMilli ? 'odds-up' : 'odds-down') : ''
            }`}
          >
            {selection.locked ? t('board.locked') : now.text}
          </span>
          <button type="button" className="icon-button" onClick={onRemove} aria-label={t('slip.remove')}>
            <X size={16} />
          </button>
        </div>
      </div>
    </div>
  );
}

function StakeBox({ stakeKey, returnOf }: { stakeKey: string; returnOf: (stake: bigint) => bigint | undefined }) {
  const { t } = useTranslation();
  const slip = useSlip();
  const session = useSession();
  const text = slip.stakes[stakeKey] ?? '';
  const stake = stakeMinorOf(text);
  const potentialReturn = stake !== undefined ? returnOf(stake) : undefined;
  return (
    <div className="stake-box">
      <label className="stake-label">
        <span>{t('slip.stake')}</span>
        <input
          inputMode="decimal"
          className="stake-input"
          value={text}
          placeholder={t('slip.minimumStake', { amount: formatMoney(session.minimumStake, session.currency) })}
          onChange={(event) => slip.setStake(stakeKey, event.target.value.replace(/[^\d.]/g, ''))}
        />
      </label>
      <div className="stake-presets">
        {session.stakePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="stake-preset"
            onClick={() => slip.setStake(stakeKey, stakeTextOf(BigInt(preset)))}
          >
            {stakeTextOf(BigInt(preset))}
          </button>
        ))}
      </div>
      {potentialReturn !== undefined && stake !== undefined && (
        <dl className="slip-figures">
          <div>
            <dt>{t('slip.toWin')}</dt>
            <dd data-testid="slip-to-win">{formatMoney(potentialReturn - stake, session.currency)}</dd>
          </div>
          <div>
            <dt>{t('slip.potentialReturn')}</dt>
            <dd data-testid="slip-return">{formatMoney(potentialReturn, session.currency)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}

function ReceiptLine({ receipt }: { receipt: SlipReceipt }) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const state =
    receipt.status === 'PENDING'
      ? t('slip.receipt.waiting')
      : receipt.status === 'REJECTED'
        ? t('slip.receipt.refused', { reason: errorMessageOf(t, receipt.rejectionCode ?? 'BET_REFUSED') })
        : t('slip.receipt.accepted');
  return (
    <li
      className={`receipt receipt-${receipt.status.toLowerCase()}`}
      data-testid="slip-receipt"
      data-status={receipt.status}
    >
      <span className="receipt-reference">{t('slip.receipt.reference', { reference: receipt.reference })}</span>
      <span>{formatMoney(receipt.stake, currency)}</span>
      <span className="receipt-state" aria-live="polite">
        {receipt.status === 'PENDING' && <span className="spinner" aria-hidden="true" />}
        {state}
      </span>
      {receipt.status === 'PENDING' && <span className="receipt-note">{t('slip.receipt.pendingNote')}</span>}
    </li>
  );
}

/** Follows pending live tickets until the book accepts or refuses them (reference §7.3). */
function useFollowPending(receipts: SlipReceipt[], update: ReturnType<typeof usePlaceTickets>['updateReceipt']) {
  const waiting = receipts.some((receipt) => receipt.status === 'PENDING');
  const open = useQuery({
    queryKey: ticketsQueryKey('open'),
    queryFn: ({ signal }) => getTickets('open', signal),
    enabled: waiting,
    refetchInterval: waiting ? 1000 : false,
  });
  const settled = useQuery({
    queryKey: ticketsQueryKey('settled'),
    queryFn: ({ signal }) => getTickets('settled', signal),
    enabled: waiting,
    refetchInterval: waiting ? 1500 : false,
  });
  useEffect(() => {
    const known = [...(open.data?.tickets ?? []), ...(settled.data?.tickets ?? [])];
    for (const receipt of receipts) {
      if (receipt.status !== 'PENDING') continue;
      const ticket = known.find((candidate) => candidate.ticketId === receipt.ticketId);
      if (ticket && ticket.status !== 'PENDING') update(ticket);
    }
  }, [open.data, settled.data, receipts, update]);
}

export function SlipPanel() {
  const { t } = useTranslation();
  const slip = useSlip();
  const session = useSession();
  const { format } = useOddsFormat();
  const oddsFormatLabels = useOddsFormatLabels();
  const placing = usePlaceTickets();
  useFollowPending(placing.receipts, placing.updateReceipt);
  const balance = BigInt(session.balance);
  const minimum = BigInt(session.minimumStake);

  const problem: SlipProblem | undefined = (() => {
    if (slip.selections.length === 0) return undefined;
    const fromSelections = selectionsProblemOf(slip.selections, slip.oddsPolicy);
    if (fromSelections) return fromSelections;
    if (slip.mode === 'parlay') {
      return (
        parlayProblemOf(slip.selections) ??
        stakeProblemOf(stakeMinorOf(slip.stakes[parlayStakeKey] ?? ''), minimum, balance)
      );
    }
    let total = 0n;
    for (const selection of slip.selections) {
      const stake = stakeMinorOf(slip.stakes[selectionKeyOf(selection)] ?? '');
      const stakeProblem = stakeProblemOf(stake, minimum, balance);
      if (stakeProblem) return stakeProblem;
      total += stake ?? 0n;
    }
    return total > balance ? 'INSUFFICIENT_FUNDS' : undefined;
  })();

  const parlayOdds = slip.mode === 'parlay' ? parlayOddsOf(slip.selections) : undefined;
  const modes: { mode: SlipMode; label: string }[] = [
    { mode: 'single', label: t('slip.singles') },
    { mode: 'parlay', label: t('slip.parlay') },
  ];
  const policyLabels: Record<OddsPolicy, string> = {
    NONE: t('slip.policy.NONE'),
    BETTER: t('slip.policy.BETTER'),
    ANY: t('slip.policy.ANY'),
  };

  return (
    <section className="slip" aria-label={t('slip.title')}>
      <div className="slip-modes" role="tablist">
        {modes.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            role="tab"
            aria-selected={slip.mode === mode}
            className={`slip-mode ${slip.mode === mode ? 'slip-mode-active' : ''}`}
            onClick={() => slip.setMode(mode)}
          >
            {label}
          </button>
        ))}
      </div>
      {slip.selections.length === 0 && placing.receipts.length === 0 && (
        <p className="empty-state">{t('slip.empty')}</p>
      )}
      {slip.selections.map((selection) => (
        <div key={selectionKeyOf(selection)}>
          <SelectionLine selection={selection} onRemove={() => slip.remove(selectionKeyOf(selection))} />
          {slip.mode === 'single' && (
            <StakeBox
              stakeKey={selectionKeyOf(selection)}
              returnOf={(stake) =>
                selection.oddsMilli > 1000 ? singleReturnOf(stake, selection.oddsMilli) : undefined
              }
            />
          )}
          {placing.errors[selectionKeyOf(selection)] && (
            <p role="alert" className="slip-error">
              {errorMessageOf(t, placing.errors[selectionKeyOf(selection)] ?? 'BET_REFUSED')}
            </p>
          )}
        </div>
      ))}
      {slip.mode === 'parlay' && slip.selections.length > 0 && (
        <div className="slip-parlay">
          <p className="slip-parlay-odds">
            {t('slip.parlayOdds', { count: slip.selections.length })}{' '}
            <strong data-testid="parlay-odds">
              {parlayOdds ? oddsTextOf(parlayOdds, 'decimal', 'ft_1x2').text : '–'}
            </strong>
          </p>
          <StakeBox
            stakeKey={parlayStakeKey}
            returnOf={(stake) =>
              slip.selections.length >= 2 && slip.selections.every((selection) => selection.oddsMilli > 1000)
                ? parlayReturnOf(stake, slip.selections)
                : undefined
            }
          />
          {placing.errors[parlayStakeKey] && (
            <p role="alert" className="slip-error">
              {errorMessageOf(t, placing.errors[parlayStakeKey] ?? 'BET_REFUSED')}
            </p>
          )}
        </div>
      )}
      {slip.selections.length > 0 && (
        <div className="slip-footer">
          <label className="slip-policy">
            <span>{t('slip.policy.label')}</span>
            <select value={slip.oddsPolicy} onChange={(event) => slip.setOddsPolicy(event.target.value as OddsPolicy)}>
              {oddsPolicies.map((policy) => (
                <option key={policy} value={policy}>
                  {policyLabels[policy]}
                </option>
              ))}
            </select>
          </label>
          {problem && problem !== 'STAKE_MISSING' && problem !== 'ODDS_CHANGED' && (
            <p role="alert" className="slip-error" data-testid="slip-problem">
              {errorMessageOf(t, problem)}
            </p>
          )}
          <div className="flex gap-2">
            <button type="button" className="button-secondary" onClick={slip.clear} aria-label={t('slip.clear')}>
              <Trash2 size={16} />
            </button>
            {problem === 'ODDS_CHANGED' ? (
              <button type="button" className="button-primary flex-1" onClick={slip.acceptChanges}>
                {t('slip.acceptChanges')}
              </button>
            ) : (
              <button
                type="button"
                className="button-primary flex-1"
                disabled={problem !== undefined || placing.placing}
                onClick={placing.place}
              >
                {placing.placing ? t('slip.placing') : t('slip.place')}
              </button>
            )}
          </div>
          {format !== 'decimal' && (
            <p className="slip-format-note">{t('slip.formatNote', { format: oddsFormatLabels[format] })}</p>
          )}
        </div>
      )}
      {placing.receipts.length > 0 && (
        <div className="slip-receipts">
          <div className="flex items-center justify-between">
            <h3 className="section-title">{t('slip.receipt.title')}</h3>
            <button type="button" className="link-button" onClick={placing.dismissReceipts}>
              {t('slip.receipt.dismiss')}
            </button>
          </div>
          <ul>
            {placing.receipts.map((receipt) => (
              <ReceiptLine key={receipt.ticketId} receipt={receipt} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

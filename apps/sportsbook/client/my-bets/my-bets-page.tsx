import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '../../src/api/player-api.js';
import type { TicketResult, TicketStatus } from '../../src/domain/sportsbook-model.js';
import { cashOut } from '../api/cash-out';
import { sessionQueryKey } from '../api/get-session';
import { getTickets, ticketsQueryKey, type TicketsState } from '../api/get-tickets';
import { clientErrorCodeOf } from '../api/player-api-error';
import { ErrorNotice } from '../layout/error-notice';
import { errorMessageOf } from '../lib/error-message';
import { formatDateTime } from '../lib/format-date';
import { formatMoney } from '../lib/format-money';
import { oddsTextOf } from '../lib/odds-display';
import { useOddsFormat } from '../lib/odds-format-preference';
import { useSession } from '../lib/session-context';
import { marketNameOf } from '../lib/market-names';
import { translatedLabel } from '../lib/outcome-label';

type LegResult = NonNullable<TicketView['legs'][number]['result']>;

function useTicketLabels() {
  const { t } = useTranslation();
  const status: Record<TicketStatus, string> = {
    PENDING: t('bets.status.PENDING'),
    OPEN: t('bets.status.OPEN'),
    REJECTED: t('bets.status.REJECTED'),
    SETTLED: t('bets.status.SETTLED'),
    CANCELLED: t('bets.status.CANCELLED'),
    CASHED_OUT: t('bets.status.CASHED_OUT'),
  };
  const result: Record<TicketResult, string> = {
    WON: t('bets.result.WON'),
    LOST: t('bets.result.LOST'),
    HALF_WON: t('bets.result.HALF_WON'),
    HALF_LOST: t('bets.result.HALF_LOST'),
    PUSH: t('bets.result.PUSH'),
    VOID: t('bets.result.VOID'),
    PARTIAL_WON: t('bets.result.PARTIAL_WON'),
    PARTIAL_LOST: t('bets.result.PARTIAL_LOST'),
  };
  const legResult: Record<LegResult, string> = {
    WON: result.WON,
    LOST: result.LOST,
    HALF_WON: result.HALF_WON,
    HALF_LOST: result.HALF_LOST,
    PUSH: result.PUSH,
    VOID: result.VOID,
  };
  return { status, result, legResult };
}

function CashOutControl({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: (offer: { offerId: string; amount: string }) => cashOut(ticket.ticketId, offer.offerId, offer.amount),
    onSettled: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  if (ticket.status !== 'OPEN') return null;
  const offer = ticket.cashOut;
  if (!offer) {
    return (
      <p className="cash-out-unavailable" data-testid="cash-out-unavailable">
        {t('bets.cashOutUnavailable')}
      </p>
    );
  }
  const aboveStake = BigInt(offer.amount) >= BigInt(ticket.stake);
  const amount = formatMoney(offer.amount, currency);
  return (
    <div className="cash-out">
      {mutation.isError && (
        <p role="alert" className="slip-error">
          {errorMessageOf(t, clientErrorCodeOf(mutation.error))}
        </p>
      )}
      {confirming ? (
        <div className="cash-out-confirm" role="group" aria-label={t('bets.cashOutConfirmTitle')}>
          <p>{t('bets.cashOutConfirm', { amount })}</p>
          <div className="flex gap-2">
            <button type="button" className="button-secondary flex-1" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button-primary flex-1"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(offer)}
            >
              {mutation.isPending ? t('bets.cashingOut') : t('bets.cashOutYes')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`cash-out-button ${aboveStake ? 'cash-out-above' : 'cash-out-below'}`}
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          {t('bets.cashOut', { amount })}
        </button>
      )}
    </div>
  );
}

export function TicketCard({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const { currency, timeZone } = useSession();
  const { format } = useOddsFormat();
  const labels = useTicketLabels();
  const headline =
    ticket.status === 'CASHED_OUT' && ticket.payout !== undefined
      ? t('bets.cashedOut', { amount: formatMoney(ticket.payout, currency) })
      : ticket.status === 'SETTLED' && ticket.result
        ? labels.result[ticket.result]
        : labels.status[ticket.status];
  const tone =
    ticket.status === 'CASHED_OUT'
      ? BigInt(ticket.payout ?? '0') >= BigInt(ticket.stake)
        ? 'tone-win'
        : 'tone-loss'
      : ticket.result === 'WON' || ticket.result === 'HALF_WON' || ticket.result === 'PARTIAL_WON'
        ? 'tone-win'
        : ticket.result === 'LOST' || ticket.result === 'HALF_LOST' || ticket.status === 'REJECTED'
          ? 'tone-loss'
          : 'tone-neutral';
  return (
    <article className="ticket" data-testid="ticket" data-reference={ticket.reference}>
      <header className="ticket-header">
        <span className="ticket-kind">
          {ticket.kind === 'parlay' ? t('bets.parlayOf', { count: ticket.legs.length }) : t('bets.single')}
        </span>
        <span className={`ticket-state ${tone}`}>{headline}</span>
      </header>
      <ul className="ticket-legs">
        {ticket.legs.map((leg, index) => (
          <li key={`${leg.eventId}-${index}`} className="ticket-leg">
            <div className="flex justify-between gap-2">
              <span className="slip-outcome">
                {translatedLabel(t, leg.outcomeLabel)} <span className="slip-line-label">{leg.lineLabel}</span>
              </span>
              <span className="tabular-nums">{oddsTextOf(leg.oddsMilli, format, leg.marketType).text}</span>
            </div>
            <p className="slip-market">
              {leg.marketLabel ? translatedLabel(t, leg.marketLabel) : marketNameOf(t, leg.marketType)}
            </p>
            <p className="slip-event">{leg.eventName}</p>
            {leg.scoreAtBet && (
              <p className="slip-score">
                {t('slip.countsFromScore', { home: leg.scoreAtBet.home, away: leg.scoreAtBet.away })}
              </p>
            )}
            {leg.result && <span className="leg-result">{labels.legResult[leg.result]}</span>}
          </li>
        ))}
      </ul>
      <dl className="ticket-figures">
        <div>
          <dt>{t('slip.stake')}</dt>
          <dd>{formatMoney(ticket.stake, currency)}</dd>
        </div>
        <div>
          <dt>{ticket.payout !== undefined ? t('bets.payout') : t('slip.potentialReturn')}</dt>
          <dd>{formatMoney(ticket.payout ?? ticket.potentialReturn, currency)}</dd>
        </div>
      </dl>
      <footer className="ticket-footer">
        <span>{t('slip.receipt.reference', { reference: ticket.reference })}</span>
        <span>{formatDateTime(ticket.placedAt, timeZone)}</span>
      </footer>
      {ticket.status === 'REJECTED' && ticket.rejectionCode && (
        <p className="slip-error">{errorMessageOf(t, ticket.rejectionCode)}</p>
      )}
      <CashOutControl ticket={ticket} />
    </article>
  );
}

export function MyBetsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<TicketsState>('open');
  const tickets = useQuery({
    queryKey: ticketsQueryKey(state),
    queryFn: ({ signal }) => getTickets(state, signal),
    // Cash-out offers follow the prices; the stream also invalidates this on every ticket change.
    refetchInterval: state === 'open' ? 5000 : false,
  });
  return (
    <div className="page">
      <div className="slip-modes" role="tablist">
        {(['open', 'settled'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={state === name}
            className={`slip-mode ${state === name ? 'slip-mode-active' : ''}`}
            onClick={() => setState(name)}
          >
            {name === 'open' ? t('bets.open') : t('bets.settled')}
          </button>
        ))}
      </div>
      {tickets.isPending && <p className="empty-state">{t('common.loading')}</p>}
      {tickets.isError && <ErrorNotice error={tickets.error} onRetry={() => void tickets.refetch()} />}
      {tickets.data?.tickets.length === 0 && <p className="empty-state">{t('bets.empty')}</p>}
      <div className="ticket-list">
        {tickets.data?.tickets.map((ticket) => (
          <TicketCard key={ticket.ticketId} ticket={ticket} />
        ))}
      </div>
    </div>
  );
}

import { formatMinor, parseMinor } from '@croupier/contracts';
import type { LotteryPlay, PlacedOrder, PlaceOrderBody, PrizeMode, PrizeTable } from '@croupier/contracts';
import { Info, ListPlus, Shuffle, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { useToast } from '@/components/ui/toast-provider';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePlaceOrder } from '../api/place-order';
import type { PickerSpec, PlayCode } from '../bet-type-pickers';
import { findPickerSpec, isPickWord, isPlayCode } from '../bet-type-pickers';
import type { SlipEntry, SlipListProblem, SlipTotals } from '../slip-list';
import { entryKey, entryOf, maxOrderBets, orderEntries, totalsOf } from '../slip-list';
import type { SlipQuote } from '../slip-quote';
import { quoteSlip } from '../slip-quote';
import { emptyPicks, quickPick } from '../selection';
import type { UnitMode } from '../stake';
import type { ChaseChoice } from './chase-controls';
import { ChaseControls } from './chase-controls';
import { NumberPicker } from './number-picker';
import { PrizeGroupControls, UnitStakeControls } from './stake-controls';
import type { SlipList } from './use-slip-list';

type KnownPlay = LotteryPlay & { code: PlayCode; spec: PickerSpec };

/** The plays the slip can build; a play the web does not know yet is left out rather than guessed at. */
export function knownPlays(plays: readonly LotteryPlay[]): KnownPlay[] {
  return plays.flatMap((play) => {
    const spec = findPickerSpec(play.code);
    return spec && isPlayCode(play.code) ? [{ ...play, code: play.code, spec }] : [];
  });
}

type BetSlipProps = {
  gameCode: string;
  /** The numero on sale, or null while none is (between draws, or a calendar game's off days). */
  numero: string | null;
  prizeMode: PrizeMode;
  table: PrizeTable;
  series: number;
  onSeriesChange: (series: number) => void;
  currency: string;
  onPlaced: (order: PlacedOrder) => void;
  /** The bets collected for one order; placed together with the current selection. */
  slip: SlipList;
};

/** The play's name in the player's language (the slip only builds plays it knows). */
function usePlayNameOf(): (code: string) => string {
  const { t } = useTranslation('lottery');
  return (code) => (isPlayCode(code) ? t(`plays.${code}`) : code);
}

/** A selection as the pickers label it: words (big, small, colours) in the player's language, numbers as they are. */
function useSelectionText(): (selection: string) => string {
  const { t } = useTranslation('lottery');
  return (selection) =>
    selection
      .split('|')
      .map((position) =>
        position
          .split(',')
          .map((pick) => (isPickWord(pick) ? t(`picks.${pick}`) : pick))
          .join(','),
      )
      .join('|');
}

/**
 * The bet slip: bet type tabs, the picker, the stake, an optional chase, the real total, confirm and place. Bets can
 * be collected on a list first and placed in one order with the current selection.
 */
export function BetSlip({
  gameCode,
  numero,
  prizeMode,
  table,
  series,
  onSeriesChange,
  currency,
  onPlaced,
  slip,
}: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const playNameOf = usePlayNameOf();
  const plays = knownPlays(table.plays);
  const [playCode, setPlayCode] = useState<PlayCode | null>(null);
  const play = plays.find((candidate) => candidate.code === playCode) ?? plays[0];
  const [picks, setPicks] = useState<string[][]>(() => (play ? emptyPicks(play.spec) : [[]]));
  const [unitStake, setUnitStake] = useState('10');
  const [multiple, setMultiple] = useState(1);
  const [mode, setMode] = useState<UnitMode>(1);
  const [chase, setChase] = useState<ChaseChoice>({ enabled: false, periods: 5, stopOnWin: true });
  const [confirming, setConfirming] = useState(false);

  if (!play) return <p className="text-sm text-text-3">{t('slip.noPlays')}</p>;

  const chasePeriods = chase.enabled ? chase.periods : null;
  const quote = quoteSlip(play, play.spec, picks, { unitStake, multiple, mode, series }, chasePeriods);

  const { spec } = play;
  const current = entryOf(quote);
  const planned = orderEntries(slip.entries, current);
  const listed = slip.entries.length > 0;
  // Picks with a stake the server would refuse are not left out silently: the player fixes or clears them first.
  const currentRefused = quote.problem !== null && quote.problem !== 'NO_SELECTION';
  const totals = totalsOf(planned.entries, chasePeriods);

  function choosePlay(next: KnownPlay) {
    setPlayCode(next.code);
    setPicks(emptyPicks(next.spec));
  }

  function addCurrent() {
    if (current && slip.add(current) === null) setPicks(emptyPicks(spec));
  }

  const order: PlaceOrderBody | null =
    numero && planned.entries.length > 0 && planned.problem === null && !currentRefused
      ? {
          gameCode,
          numero,
          prizeMode,
          bets: planned.entries.map((entry) => entry.bet),
          ...(chasePeriods === null ? {} : { chase: { periods: chasePeriods, stopOnWin: chase.stopOnWin } }),
        }
      : null;

  return (
    <section aria-labelledby="lottery-slip-title" className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <h2 id="lottery-slip-title" className="sr-only">
        {t('slip.title')}
      </h2>
      {slip.clearedCount > 0 ? (
        <p
          role="status"
          data-testid="lottery-slip-cleared-note"
          className="mb-3 flex items-start gap-2 rounded-control bg-info/10 px-3 py-2 text-[13px] text-text-2"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
          <span className="min-w-0 flex-1">{t('slip.list.clearedNote', { entries: slip.clearedCount })}</span>
          <button
            type="button"
            onClick={slip.dismissClearedNote}
            aria-label={t('slip.list.dismiss')}
            className="-my-1 -me-1 grid size-8 shrink-0 place-items-center rounded-control text-text-3 hover:text-text"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </p>
      ) : null}
      <div
        role="tablist"
        aria-label={t('slip.betTypes')}
        className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-2 scrollbar-none"
      >
        {plays.map((candidate) => {
          const selected = candidate.code === play.code;
          return (
            <button
              key={candidate.code}
              type="button"
              role="tab"
              aria-selected={selected}
              data-testid={`lottery-bet-type-${candidate.code}`}
              onClick={() => choosePlay(candidate)}
              className={`min-h-10 shrink-0 rounded-pill border px-3.5 text-[13px] font-semibold whitespace-nowrap transition-colors duration-150 ${selected ? 'border-accent bg-accent/10 text-accent' : 'border-border text-text-2 hover:border-text-3 hover:text-text'}`}
            >
              {t(`plays.${candidate.code}`)}
            </button>
          );
        })}
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <PlayPrice play={play} currency={currency} multiple={multiple} mode={mode} />
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPicks(quickPick(play.spec))}
            data-testid="lottery-quick-pick"
          >
            <Shuffle className="size-4" aria-hidden="true" />
            {t('slip.quickPick')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setPicks(emptyPicks(play.spec))}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('slip.clear')}
          </Button>
        </div>
      </div>

      <div className="mt-3">
        <NumberPicker key={play.code} spec={play.spec} picks={picks} onChange={setPicks} />
      </div>

      <div className="mt-4 space-y-3 border-t border-border pt-4">
        {play.pricing === 'fixed-odds' ? (
          <UnitStakeControls value={unitStake} onChange={setUnitStake} currency={currency} />
        ) : (
          <PrizeGroupControls
            multiple={multiple}
            onMultipleChange={setMultiple}
            mode={mode}
            onModeChange={setMode}
            series={series}
            onSeriesChange={onSeriesChange}
            range={table.series ?? { min: series, member: series, step: 1 }}
          />
        )}
        <ChaseControls value={chase} onChange={setChase} maximumPeriods={table.limits.maxChasePeriods} />
      </div>

      <SlipSummary
        quote={quote}
        currency={currency}
        costUnits={play.pricing === 'fixed-odds' ? play.costUnits : 1}
        periods={chasePeriods}
        list={
          listed
            ? {
                entries: slip.entries.length,
                listMinor: totalsOf(slip.entries, chasePeriods).totalMinor,
                currentMinor: planned.problem === null ? (current ? quote.totalMinor : null) : null,
                currentLeftOut: !current && picks.some((position) => position.length > 0),
                totals,
              }
            : null
        }
        listProblem={planned.problem}
      />
      {!numero ? <p className="mt-2 text-[13px] text-text-3">{t('slip.notOnSale')}</p> : null}
      <div className="mt-3 flex gap-2">
        <Button
          variant="outline"
          className="flex-1"
          data-testid="lottery-add-to-slip"
          disabled={current === null || planned.problem !== null}
          onClick={addCurrent}
        >
          <ListPlus className="size-4" aria-hidden="true" />
          {t('slip.list.add')}
        </Button>
        <Button
          className="flex-1"
          data-testid="lottery-submit"
          disabled={order === null}
          onClick={() => setConfirming(true)}
        >
          {listed ? t('slip.list.submit', { entries: planned.entries.length }) : t('slip.submit')}
        </Button>
      </div>

      {listed ? (
        <SlipListView entries={slip.entries} currency={currency} playNameOf={playNameOf} onRemove={slip.remove} />
      ) : null}

      {confirming && order ? (
        <ConfirmOrderDialog
          order={order}
          entries={planned.entries}
          playNameOf={playNameOf}
          totalMinor={totals.totalMinor}
          currency={currency}
          onClose={() => setConfirming(false)}
          onPlaced={(placed) => {
            setConfirming(false);
            setPicks(emptyPicks(play.spec));
            slip.clear();
            onPlaced(placed);
          }}
        />
      ) : null}
    </section>
  );
}

/** The price of the chosen play: fixed odds (the best level's when it has several), or the prize-group quote per bet. */
function PlayPrice({
  play,
  currency,
  multiple,
  mode,
}: {
  play: KnownPlay;
  currency: string;
  multiple: number;
  mode: UnitMode;
}) {
  const { t } = useTranslation('lottery');
  const prizes = play.prizes.map((prize) => prize.prize);
  if (prizes.length === 0) return <span />;
  if (play.pricing === 'fixed-odds') {
    const best = prizes.reduce((high, prize) => (Number(prize) > Number(high) ? prize : high));
    return (
      <span className="text-[13px] text-text-2" data-testid="lottery-odds">
        {t(prizes.length > 1 ? 'slip.oddsUpTo' : 'slip.odds', { odds: best })}
        {play.costUnits > 1 ? (
          <span className="ms-2 text-text-3">{t('slip.costUnits', { units: play.costUnits })}</span>
        ) : null}
      </span>
    );
  }
  const [first = '0'] = prizes;
  let perBet: bigint;
  try {
    perBet = (parseMinor(first) * BigInt(multiple)) / BigInt(mode);
  } catch {
    perBet = 0n;
  }
  return (
    <span className="text-[13px] text-text-2" data-testid="lottery-odds">
      {t('slip.prizePerBet')}{' '}
      <Money amount={formatMinor(perBet)} currency={currency} className="font-semibold text-text" />
    </span>
  );
}

/** The list's part of the total: how much is already on the list, and whether the current selection is in it. */
type ListSummary = {
  entries: number;
  listMinor: bigint;
  /** The current selection's share of the total; null when it is not part of the order. */
  currentMinor: bigint | null;
  /** Numbers are picked above but are not a bet yet, so the total leaves them out. */
  currentLeftOut: boolean;
  totals: SlipTotals;
};

/**
 * The bet count and total of what "Place bet" sends. With bets on the list that is the list plus the current selection
 * when it is complete, and a breakdown says which parts the total holds.
 */
function SlipSummary({
  quote,
  currency,
  costUnits,
  periods,
  list,
  listProblem,
}: {
  quote: SlipQuote;
  currency: string;
  costUnits: number;
  periods: number | null;
  list: ListSummary | null;
  listProblem: SlipListProblem | null;
}) {
  const { t } = useTranslation('lottery');
  const bets = list ? list.totals.bets : quote.bets;
  const totalMinor = list ? list.totals.totalMinor : quote.totalMinor;
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 rounded-control bg-bg/60 p-3 text-sm">
      <div>
        <dt className="text-xs text-text-3">{t('slip.betCount')}</dt>
        <dd data-testid="lottery-bet-count" className="text-lg font-bold tabular-nums">
          {bets}
        </dd>
      </div>
      <div className="text-end">
        <dt className="text-xs text-text-3">{periods ? t('slip.totalChase', { periods }) : t('slip.total')}</dt>
        <dd className="text-lg font-bold text-accent">
          {totalMinor === null ? (
            <span data-testid="lottery-total">—</span>
          ) : (
            <Money amount={totalMinor} currency={currency} testId="lottery-total" />
          )}
        </dd>
      </div>
      {list ? (
        <div
          className="col-span-2 space-y-1 border-t border-border/70 pt-2 text-[13px]"
          data-testid="lottery-total-parts"
        >
          <div className="flex justify-between gap-3">
            <dt className="text-text-2">{t('slip.list.inSlip', { entries: list.entries })}</dt>
            <dd>
              <Money amount={list.listMinor} currency={currency} className="font-semibold" />
            </dd>
          </div>
          {list.currentMinor !== null ? (
            <div className="flex justify-between gap-3">
              <dt className="text-text-2">{t('slip.list.current')}</dt>
              <dd>
                <Money amount={list.currentMinor} currency={currency} className="font-semibold" />
              </dd>
            </div>
          ) : null}
          {list.currentLeftOut ? <p className="text-xs text-text-3">{t('slip.list.currentLeftOut')}</p> : null}
        </div>
      ) : null}
      {costUnits > 1 && quote.bets > 0 ? (
        <p className="col-span-2 text-xs text-text-3">{t('slip.costUnitsNote', { units: costUnits })}</p>
      ) : null}
      {quote.problem && quote.problem !== 'NO_SELECTION' ? (
        <p className="col-span-2 text-[13px] text-danger" data-testid="lottery-slip-problem">
          {t(`slip.problems.${quote.problem}`)}
        </p>
      ) : null}
      {listProblem ? (
        <p role="alert" className="col-span-2 text-[13px] text-danger" data-testid="lottery-slip-list-problem">
          {t(`slip.list.problems.${listProblem}`, { maximum: maxOrderBets })}
        </p>
      ) : null}
    </dl>
  );
}

/** How a list entry was staked: bets × the price of one (fixed odds), or bets with multiple and unit (prize groups). */
function EntryWager({ entry, currency }: { entry: SlipEntry; currency: string }) {
  const { t } = useTranslation('lottery');
  if (entry.bet.pricing === 'prize-group') {
    return (
      <>
        {t('slip.list.prizeGroupWager', {
          bets: entry.bets,
          multiple: entry.bet.multiple,
          mode: t(`modes.${entry.bet.mode}`),
        })}
      </>
    );
  }
  return (
    <>
      {t('slip.list.fixedWager', { bets: entry.bets })}{' '}
      <Money amount={entry.perPeriodMinor / BigInt(Math.max(1, entry.bets))} currency={currency} />
    </>
  );
}

/** The bets collected for one order, each with its remove button. */
function SlipListView({
  entries,
  currency,
  playNameOf,
  onRemove,
}: {
  entries: readonly SlipEntry[];
  currency: string;
  playNameOf: (code: string) => string;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('lottery');
  const selectionText = useSelectionText();
  return (
    <div className="mt-4 border-t border-border pt-3">
      <h3 className="flex items-baseline justify-between gap-3 text-[13.5px] font-semibold text-text-2">
        {t('slip.list.title')}
        <span className="text-xs font-normal text-text-3 tabular-nums">
          {t('slip.list.count', { entries: entries.length, maximum: maxOrderBets })}
        </span>
      </h3>
      <ul data-testid="lottery-slip-list" className="mt-1 divide-y divide-border/70">
        {entries.map((entry, index) => {
          const name = playNameOf(entry.bet.betTypeCode);
          return (
            <li
              key={entryKey(entry)}
              data-testid="lottery-slip-item"
              data-bet-type={entry.bet.betTypeCode}
              className="flex items-center gap-2 py-2"
            >
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 text-[13px] font-semibold text-text">{name}</p>
                  <Money
                    amount={entry.perPeriodMinor}
                    currency={currency}
                    className="shrink-0 text-sm font-semibold text-text"
                  />
                </div>
                <p className="font-mono text-sm break-all text-text">{selectionText(entry.bet.selection)}</p>
                <p className="text-xs text-text-3 tabular-nums">
                  <EntryWager entry={entry} currency={currency} />
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                data-testid={`lottery-slip-remove-${index}`}
                aria-label={t('slip.list.remove', { play: name, selection: selectionText(entry.bet.selection) })}
                onClick={() => onRemove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ConfirmOrderDialog({
  order,
  entries,
  playNameOf,
  totalMinor,
  currency,
  onClose,
  onPlaced,
}: {
  order: PlaceOrderBody;
  entries: readonly SlipEntry[];
  playNameOf: (code: string) => string;
  totalMinor: bigint;
  currency: string;
  onClose: () => void;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const { keyFor, settle } = useIdempotencyKey();
  const place = usePlaceOrder();
  const [error, setError] = useState<string | null>(null);
  const selectionText = useSelectionText();

  function confirm() {
    setError(null);
    place.mutate(
      { order, idempotencyKey: keyFor(JSON.stringify(order)) },
      {
        onSuccess: (placed) => {
          settle();
          showToast(t('slip.placed', { orderNo: placed.orderNo }), 'success');
          onPlaced(placed);
        },
        onError: (failure) => {
          settle(failure);
          setError(errorMessage(failure));
        },
      },
    );
  }

  const [single] = entries;
  const rows: [string, string][] =
    entries.length === 1 && single
      ? [
          [t('confirm.numero'), order.numero],
          [t('confirm.play'), playNameOf(single.bet.betTypeCode)],
          [t('confirm.selection'), single.bet.selection],
          [t('confirm.bets'), String(single.bets)],
        ]
      : [
          [t('confirm.numero'), order.numero],
          [t('confirm.bets'), String(entries.reduce((sum, entry) => sum + entry.bets, 0))],
        ];
  return (
    <Modal
      open
      onClose={onClose}
      title={t('confirm.title')}
      size="sm"
      testId="lottery-confirm-dialog"
      footer={
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={onClose} disabled={place.isPending}>
            {t('confirm.back')}
          </Button>
          <Button className="flex-1" data-testid="lottery-confirm" busy={place.isPending} onClick={confirm}>
            {t('confirm.place')}
          </Button>
        </div>
      }
    >
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-text-3">{label}</dt>
            <dd className="min-w-0 text-end font-semibold break-all">{value}</dd>
          </div>
        ))}
        {entries.length > 1 ? (
          <div>
            <dt className="sr-only">{t('confirm.betList')}</dt>
            <dd>
              <ol
                data-testid="lottery-confirm-bets"
                className="max-h-64 divide-y divide-border/70 overflow-y-auto rounded-control border border-border/70 px-3"
              >
                {entries.map((entry) => (
                  <li key={entryKey(entry)} data-testid="lottery-confirm-bet" className="py-2">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 text-[13px] text-text-2">{playNameOf(entry.bet.betTypeCode)}</span>
                      <Money amount={entry.perPeriodMinor} currency={currency} className="shrink-0 font-semibold" />
                    </div>
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 font-mono font-semibold break-all">
                        {selectionText(entry.bet.selection)}
                      </span>
                      <span className="shrink-0 text-xs text-text-3 tabular-nums">
                        <EntryWager entry={entry} currency={currency} />
                      </span>
                    </div>
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ) : null}
        {order.chase ? (
          <div className="flex justify-between gap-4">
            <dt className="text-text-3">{t('confirm.chase')}</dt>
            <dd className="font-semibold">
              {t(order.chase.stopOnWin ? 'confirm.chaseStop' : 'confirm.chaseAll', { periods: order.chase.periods })}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-border pt-2">
          <dt className="text-text-2">{t('confirm.total')}</dt>
          <dd className="text-lg font-bold text-accent">
            <Money amount={totalMinor} currency={currency} />
          </dd>
        </div>
      </dl>
      {error ? (
        <p
          role="alert"
          data-testid="lottery-order-error"
          className="mt-3 rounded-control bg-danger/10 p-3 text-[13px] text-danger"
        >
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

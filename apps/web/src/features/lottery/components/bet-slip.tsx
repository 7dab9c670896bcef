import { formatMinor, parseMinor } from '@croupier/contracts';
import type { LotteryPlay, PlacedOrder, PlaceOrderBody, PrizeMode, PrizeTable } from '@croupier/contracts';
import { Shuffle, Trash2 } from 'lucide-react';
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
import { findPickerSpec, isPlayCode } from '../bet-type-pickers';
import type { SlipQuote } from '../slip-quote';
import { quoteSlip } from '../slip-quote';
import { emptyPicks, quickPick } from '../selection';
import type { UnitMode } from '../stake';
import type { ChaseChoice } from './chase-controls';
import { ChaseControls } from './chase-controls';
import { NumberPicker } from './number-picker';
import { PrizeGroupControls, UnitStakeControls } from './stake-controls';

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
};

/** The bet slip: bet type tabs, the picker, the stake, an optional chase, the real total, confirm and place. */
export function BetSlip({
  gameCode,
  numero,
  prizeMode,
  table,
  series,
  onSeriesChange,
  currency,
  onPlaced,
}: BetSlipProps) {
  const { t } = useTranslation('lottery');
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

  function choosePlay(next: KnownPlay) {
    setPlayCode(next.code);
    setPicks(emptyPicks(next.spec));
  }

  const order: PlaceOrderBody | null =
    quote.bet && numero
      ? {
          gameCode,
          numero,
          prizeMode,
          bets: [quote.bet],
          ...(chasePeriods === null ? {} : { chase: { periods: chasePeriods, stopOnWin: chase.stopOnWin } }),
        }
      : null;

  return (
    <section aria-labelledby="lottery-slip-title" className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <h2 id="lottery-slip-title" className="sr-only">
        {t('slip.title')}
      </h2>
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
      />
      {!numero ? <p className="mt-2 text-[13px] text-text-3">{t('slip.notOnSale')}</p> : null}
      <Button
        className="mt-3 w-full"
        data-testid="lottery-submit"
        disabled={order === null}
        onClick={() => setConfirming(true)}
      >
        {t('slip.submit')}
      </Button>

      {confirming && order ? (
        <ConfirmOrderDialog
          order={order}
          playName={t(`plays.${play.code}`)}
          quote={quote}
          currency={currency}
          onClose={() => setConfirming(false)}
          onPlaced={(placed) => {
            setConfirming(false);
            setPicks(emptyPicks(play.spec));
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

function SlipSummary({
  quote,
  currency,
  costUnits,
  periods,
}: {
  quote: SlipQuote;
  currency: string;
  costUnits: number;
  periods: number | null;
}) {
  const { t } = useTranslation('lottery');
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 rounded-control bg-bg/60 p-3 text-sm">
      <div>
        <dt className="text-xs text-text-3">{t('slip.betCount')}</dt>
        <dd data-testid="lottery-bet-count" className="text-lg font-bold tabular-nums">
          {quote.bets}
        </dd>
      </div>
      <div className="text-end">
        <dt className="text-xs text-text-3">{periods ? t('slip.totalChase', { periods }) : t('slip.total')}</dt>
        <dd className="text-lg font-bold text-accent">
          {quote.totalMinor === null ? (
            <span data-testid="lottery-total">—</span>
          ) : (
            <Money amount={quote.totalMinor} currency={currency} testId="lottery-total" />
          )}
        </dd>
      </div>
      {costUnits > 1 && quote.bets > 0 ? (
        <p className="col-span-2 text-xs text-text-3">{t('slip.costUnitsNote', { units: costUnits })}</p>
      ) : null}
      {quote.problem && quote.problem !== 'NO_SELECTION' ? (
        <p className="col-span-2 text-[13px] text-danger" data-testid="lottery-slip-problem">
          {t(`slip.problems.${quote.problem}`)}
        </p>
      ) : null}
    </dl>
  );
}

function ConfirmOrderDialog({
  order,
  playName,
  quote,
  currency,
  onClose,
  onPlaced,
}: {
  order: PlaceOrderBody;
  playName: string;
  quote: SlipQuote;
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

  const rows: [string, string][] = [
    [t('confirm.numero'), order.numero],
    [t('confirm.play'), playName],
    [t('confirm.selection'), quote.selection ?? ''],
    [t('confirm.bets'), String(quote.bets)],
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
            {quote.totalMinor === null ? null : <Money amount={quote.totalMinor} currency={currency} />}
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

import { formatMinor } from '@croupier/contracts';
import type { LotteryPlay, PlaceBet } from '@croupier/contracts';
import type { PickerSpec } from './bet-type-pickers';
import type { Picks } from './selection';
import { buildSelection, countBets } from './selection';
import type { UnitMode } from './stake';
import { chaseAmountMinor, fixedOddsAmountMinor, prizeGroupAmount, readUnitStake } from './stake';

export type SlipWager = { unitStake: string; multiple: number; mode: UnitMode; series: number };

export type SlipProblem = 'NO_SELECTION' | 'STAKE_INVALID' | 'AMOUNT_NOT_WHOLE';

export type SlipQuote = {
  selection: string | null;
  bets: number;
  /** What one numero costs; a chase debits it once per period. */
  perPeriodMinor: bigint | null;
  totalMinor: bigint | null;
  problem: SlipProblem | null;
  /** The bet as the order call takes it, once the slip holds a valid one. */
  bet: PlaceBet | null;
};

/** The slip's bet count, amount and the bet to send, priced the way the server prices it. */
export function quoteSlip(
  play: Pick<LotteryPlay, 'code' | 'pricing' | 'costUnits'>,
  spec: PickerSpec,
  picks: Picks,
  wager: SlipWager,
  chasePeriods: number | null,
): SlipQuote {
  const selection = buildSelection(spec, picks);
  const bets = countBets(spec, picks);
  const none = { selection, bets, perPeriodMinor: null, totalMinor: null, bet: null };
  if (selection === null) return { ...none, problem: 'NO_SELECTION' };
  const periods = chasePeriods ?? 1;
  if (play.pricing === 'fixed-odds') {
    const unitStakeMinor = readUnitStake(wager.unitStake);
    if (unitStakeMinor === null) return { ...none, problem: 'STAKE_INVALID' };
    const perPeriodMinor = fixedOddsAmountMinor(bets, unitStakeMinor, play.costUnits);
    return {
      selection,
      bets,
      perPeriodMinor,
      totalMinor: chaseAmountMinor(perPeriodMinor, periods),
      problem: null,
      bet: { pricing: 'fixed-odds', betTypeCode: play.code, selection, unitStake: formatMinor(unitStakeMinor) },
    };
  }
  const amount = prizeGroupAmount(bets, wager.multiple, wager.mode);
  if (!amount.ok) return { ...none, problem: amount.problem };
  return {
    selection,
    bets,
    perPeriodMinor: amount.minor,
    totalMinor: chaseAmountMinor(amount.minor, periods),
    problem: null,
    bet: {
      pricing: 'prize-group',
      betTypeCode: play.code,
      selection,
      multiple: wager.multiple,
      mode: wager.mode,
      series: wager.series,
    },
  };
}

import type { GameType, ProductFamily } from '@croupier/contracts';
import { zonedDateParts } from '@croupier/contracts';
import { startOfLocalDay } from '../../lib/time-zone.js';
import type { StoredPromotionLimits, StoredPromotionReward } from './promotions.tables.js';

/**
 * CASHBACK (decision 0080, engagement reference §2.5 and E2.2): a percentage of the period's net game loss by tiers,
 * capped. Pure arithmetic and calendar here; the reads are in cashback.repository.ts, the close of a period in
 * flows/close-cashback-periods.ts.
 */

type NetLossReward = Extract<StoredPromotionReward, { kind: 'percent_of_net_loss' }>;

const basisPointsWhole = 10_000n;

/**
 * The cashback a net loss earns, rounded down to the minor unit. `heap`: the whole loss at the rate of the highest
 * tier it reached; `tier`: each slice between two tier thresholds at its own rate, nothing below the lowest one
 * (E2.2: 15,000 with 5 % from 1,000 and 8 % from 10,000 earns 1,200 by heap and 450 + 400 = 850 by tier). A loss
 * below the lowest tier, or none, earns 0; the cap bounds both modes.
 */
export function cashbackMinor(reward: NetLossReward, netLossMinor: bigint): bigint {
  if (netLossMinor <= 0n) return 0n;
  const tiers = reward.tiers
    .map((tier) => ({ from: BigInt(tier.fromMinor), basisPoints: BigInt(tier.basisPoints) }))
    .sort((first, second) => (first.from < second.from ? -1 : first.from > second.from ? 1 : 0));
  let earned = 0n;
  if (reward.mode === 'heap') {
    const reached = tiers.filter((tier) => netLossMinor >= tier.from).at(-1);
    if (reached) earned = (netLossMinor * reached.basisPoints) / basisPointsWhole;
  } else {
    // Summed in basis-point minor units and divided once, so the slices' roundings never add up to more than the whole.
    let weighted = 0n;
    tiers.forEach((tier, index) => {
      if (netLossMinor <= tier.from) return;
      const next = tiers[index + 1];
      const top = next !== undefined && next.from < netLossMinor ? next.from : netLossMinor;
      weighted += (top - tier.from) * tier.basisPoints;
    });
    earned = weighted / basisPointsWhole;
  }
  const cap = BigInt(reward.capMinor);
  const capped = earned < cap ? earned : cap;
  return capped > 0n ? capped : 0n;
}

/** The loss the card shows as the level to reach: the lowest tier's threshold (0 with no tiers). */
export function lowestTierMinor(reward: NetLossReward): bigint {
  return (
    reward.tiers.reduce<bigint | null>((lowest, tier) => {
      const from = BigInt(tier.fromMinor);
      return lowest === null || from < lowest ? from : lowest;
    }, null) ?? 0n
  );
}

/**
 * The catalogue's categories of an offer's product family: sports betting (sports, e-sports, cockfight), lottery
 * (lottery and e-lottery), and casino for everything else (slots, live tables, fishing, card games).
 */
const sportsTypes: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];
const lotteryTypes: readonly GameType[] = ['LOTT', 'ELOTT'];
const casinoTypes: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];
export function gameTypesOf(family: ProductFamily): readonly GameType[] {
  return family === 'sports' ? sportsTypes : family === 'lottery' ? lotteryTypes : casinoTypes;
}

/** A cashback period: its instants in the brand's zone, `start` included, `end` excluded. */
export type CashbackPeriod = { start: Date; end: Date };
export type CashbackPeriodKind = Extract<StoredPromotionLimits['perPlayer'], 'daily' | 'weekly' | 'monthly'>;

/**
 * The period of `kind` that holds `at` in the brand's zone: the day, the ISO week (Monday to Monday) or the month,
 * from local midnight to local midnight.
 */
export function cashbackPeriodAt(kind: CashbackPeriodKind, at: Date, timeZone: string): CashbackPeriod {
  const parts = zonedDateParts(at, timeZone);
  const today = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  let first: Date;
  let next: Date;
  if (kind === 'daily') {
    first = new Date(today);
    next = new Date(today + 86_400_000);
  } else if (kind === 'weekly') {
    const weekday = new Date(today).getUTCDay() || 7;
    first = new Date(today - (weekday - 1) * 86_400_000);
    next = new Date(first.getTime() + 7 * 86_400_000);
  } else {
    first = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, 1));
    next = new Date(Date.UTC(Number(parts.year), Number(parts.month), 1));
  }
  const dayOf = (midnightUtc: Date) => midnightUtc.toISOString().slice(0, 10);
  return { start: startOfLocalDay(dayOf(first), timeZone), end: startOfLocalDay(dayOf(next), timeZone) };
}

/** The period that ended last before `at`'s period began. */
export function previousCashbackPeriod(kind: CashbackPeriodKind, at: Date, timeZone: string): CashbackPeriod {
  const current = cashbackPeriodAt(kind, at, timeZone);
  return cashbackPeriodAt(kind, new Date(current.start.getTime() - 1), timeZone);
}

/**
 * The last `count` periods that ended before `at`'s period began, oldest first: a job that did not run at a period's
 * end (no instance up) still closes it at its next pass, within this many periods.
 */
export function endedCashbackPeriods(kind: CashbackPeriodKind, at: Date, timeZone: string, count: number) {
  const periods: CashbackPeriod[] = [];
  let before = at;
  for (let index = 0; index < count; index += 1) {
    const period = previousCashbackPeriod(kind, before, timeZone);
    periods.unshift(period);
    before = period.start;
  }
  return periods;
}

/** The period kind a CASHBACK offer counts by: its `perPlayer`, a month for the kinds that are no period of play. */
export const cashbackPeriodKind = (perPlayer: StoredPromotionLimits['perPlayer']): CashbackPeriodKind =>
  perPlayer === 'daily' || perPlayer === 'weekly' ? perPlayer : 'monthly';

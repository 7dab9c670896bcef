import type { TableBet } from '../../src/tables/table-types.js';

export type SpotLimitMinor = { minMinor: number; maxMinor: number };
export type SlipLimits = { spots: ReadonlyMap<string, SpotLimitMinor>; roundMaxMinor: number; stepMinor: number };

/** One chip the player put down, in the order they did. */
export type PlacedChip = { spot: string; amountMinor: number };

/** The chips a player has put on the layout but not yet sent, for one round. */
export type BetSlip = { roundId: string; chips: readonly PlacedChip[] };

/** What else bounds a new chip: the bets the vendor already took this round, and the balance left. */
export type SlipContext = { limits: SlipLimits; confirmed: ReadonlyMap<string, number>; balanceMinor: number };

export type SlipLimit = 'spot' | 'round' | 'balance';
export type AddChipAnswer = { slip: BetSlip; addedMinor: number; limitedBy: SlipLimit | null };

export function emptySlip(roundId: string): BetSlip {
  return { roundId, chips: [] };
}

export function totalsBySpot(chips: readonly PlacedChip[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const chip of chips) totals.set(chip.spot, (totals.get(chip.spot) ?? 0) + chip.amountMinor);
  return totals;
}

export function slipTotal(slip: BetSlip): number {
  return slip.chips.reduce((total, chip) => total + chip.amountMinor, 0);
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Puts a chip on a spot. When the chip would break the spot's maximum, the round's maximum or the balance,
 * the part that fits (in whole bet steps) goes down instead and `limitedBy` says which limit cut it; when
 * nothing fits, the slip is unchanged.
 */
export function addChip(slip: BetSlip, spot: string, chipMinor: number, context: SlipContext): AddChipAnswer {
  const limit = context.limits.spots.get(spot);
  if (!limit) return { slip, addedMinor: 0, limitedBy: 'spot' };
  const pendingTotal = slipTotal(slip);
  const onSpot = (context.confirmed.get(spot) ?? 0) + (totalsBySpot(slip.chips).get(spot) ?? 0);
  const rooms: [SlipLimit, number][] = [
    ['spot', limit.maxMinor - onSpot],
    ['round', context.limits.roundMaxMinor - sum(context.confirmed.values()) - pendingTotal],
    ['balance', context.balanceMinor - pendingTotal],
  ];
  let addedMinor = chipMinor;
  let limitedBy: SlipLimit | null = null;
  for (const [name, room] of rooms) {
    const fitting = Math.floor(Math.max(0, room) / context.limits.stepMinor) * context.limits.stepMinor;
    if (fitting < addedMinor) {
      addedMinor = fitting;
      limitedBy = name;
    }
  }
  if (addedMinor <= 0) return { slip, addedMinor: 0, limitedBy };
  return { slip: { ...slip, chips: [...slip.chips, { spot, amountMinor: addedMinor }] }, addedMinor, limitedBy };
}

export function undoChip(slip: BetSlip): BetSlip {
  return { ...slip, chips: slip.chips.slice(0, -1) };
}

/** Puts last round's bets down again, each as far as the limits allow. */
export function repeatBets(slip: BetSlip, previous: readonly PlacedChip[], context: SlipContext): AddChipAnswer {
  let answer: AddChipAnswer = { slip, addedMinor: 0, limitedBy: null };
  for (const bet of previous) {
    const next = addChip(answer.slip, bet.spot, bet.amountMinor, context);
    answer = {
      slip: next.slip,
      addedMinor: answer.addedMinor + next.addedMinor,
      limitedBy: answer.limitedBy ?? next.limitedBy,
    };
  }
  return answer;
}

/** The first spot whose round total (taken plus pending) would stay under its minimum, if any. */
export function findShortSpot(slip: BetSlip, context: SlipContext): { spot: string; minMinor: number } | null {
  for (const [spot, pending] of totalsBySpot(slip.chips)) {
    const minMinor = context.limits.spots.get(spot)?.minMinor ?? 0;
    if (pending + (context.confirmed.get(spot) ?? 0) < minMinor) return { spot, minMinor };
  }
  return null;
}

/** The slip as the vendor takes it: one bet per spot, decimal amounts. */
export function slipBets(slip: BetSlip, toDecimal: (amountMinor: number) => string): TableBet[] {
  return [...totalsBySpot(slip.chips)].map(([spot, amountMinor]) => ({ spot, amount: toDecimal(amountMinor) }));
}

import type { TableBetMinor, TableKind } from './table-types.js';

/**
 * The even-money spots of each table that cover each other (issue #19): whatever is drawn, one side of a pair wins
 * what the other loses (a tie or a zero aside), so a player holding both risks nothing on the covered part and it is
 * no valid bet for rebates or bonus wagering.
 */
export const oppositeSpots: Record<TableKind, readonly (readonly [string, string])[]> = {
  baccarat: [['banker', 'player']],
  'dragon-tiger': [['dragon', 'tiger']],
  roulette: [
    ['red', 'black'],
    ['odd', 'even'],
    ['high', 'low'],
  ],
};

/**
 * The part of a player's bets in one round covered by opposite bets: for each opposite pair, twice the smaller side
 * (the covered part of both sides). Banker 300 and player 100 hedge 200.
 */
export function hedgedMinor(kind: TableKind, bets: readonly TableBetMinor[]): number {
  const totals = new Map<string, number>();
  for (const bet of bets) totals.set(bet.spot, (totals.get(bet.spot) ?? 0) + bet.amountMinor);
  return oppositeSpots[kind].reduce(
    (hedged, [first, second]) => hedged + 2 * Math.min(totals.get(first) ?? 0, totals.get(second) ?? 0),
    0,
  );
}

/**
 * The hedged part of one more bet of the round: what it adds to the round's hedged total, at most its own stake (the
 * wallet takes a stake's hedged part with that stake, and an earlier stake's part cannot be changed once sent).
 */
export function hedgedMinorOfPlacement(
  kind: TableKind,
  placedBets: readonly TableBetMinor[],
  betsAfter: readonly TableBetMinor[],
  stakeMinor: number,
): number {
  const added = hedgedMinor(kind, betsAfter) - hedgedMinor(kind, placedBets);
  return Math.max(0, Math.min(stakeMinor, added));
}

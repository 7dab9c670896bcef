/**
 * How a settled bet pays. A winning bet returns its stake plus `stake × numerator / denominator`; a push returns
 * the stake; a half loss (dragon-tiger's main bets on a tie) returns half the stake; a loss returns nothing.
 * Every return is rounded down to the minor unit, so a fraction of a minor unit always stays with the house;
 * with the tables' whole-unit bet step no default payout has such a fraction.
 */
export type SpotPayout = { id: string; numerator: number; denominator: number };

export type BetResult = 'win' | 'lose' | 'push' | 'half-loss';

/** A bet after its round: `returnMinor` is everything paid back to the player, stake included. */
export type SettledTableBet = { spot: string; amountMinor: number; result: BetResult; returnMinor: number };

export function returnFor(result: BetResult, amountMinor: number, payout: SpotPayout): number {
  switch (result) {
    case 'win':
      return amountMinor + Math.floor((amountMinor * payout.numerator) / payout.denominator);
    case 'push':
      return amountMinor;
    case 'half-loss':
      return Math.floor(amountMinor / 2);
    case 'lose':
      return 0;
  }
}

/** The payout as players read it on a layout: 1:1, 0.95:1, 35:1. */
export function formatPayout(payout: SpotPayout): string {
  const ratio = payout.numerator / payout.denominator;
  return `${Number(ratio.toFixed(4))}:1`;
}

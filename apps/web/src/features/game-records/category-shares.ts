import { parseMinor } from '@croupier/contracts';
import type { ProfitLoss } from '@croupier/contracts';

export type CategoryShare = ProfitLoss['categories'][number] & {
  /** The category's part of all stakes, in percent with one decimal (0 when nothing was staked at all). */
  share: number;
};

function minorOf(amount: string): bigint {
  try {
    return parseMinor(amount);
  } catch {
    return 0n;
  }
}

/**
 * The categories of a profit and loss answer, the biggest stake first, each with its share of the categories' summed
 * stake, so the bars together always make the whole.
 */
export function categoryShares(categories: ProfitLoss['categories']): CategoryShare[] {
  const stakes = categories.map((category) => minorOf(category.stake));
  const whole = stakes.reduce((sum, stake) => sum + (stake > 0n ? stake : 0n), 0n);
  return categories
    .map((category, index) => ({ category, stake: stakes[index] ?? 0n }))
    .sort((first, second) => (first.stake === second.stake ? 0 : first.stake > second.stake ? -1 : 1))
    .map(({ category, stake }) => {
      // Per mille in whole numbers keeps the division exact in bigint; a tenth of a percent is all a bar can show.
      const perMille = whole > 0n && stake > 0n ? Number((stake * 1000n + whole / 2n) / whole) : 0;
      return { ...category, share: perMille / 10 };
    });
}

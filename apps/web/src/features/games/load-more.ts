/** What a block lists: games, or the vendors of a category. */
export type LoadMoreKind = 'games' | 'vendors';

/**
 * Spec §2 and §9: a block shows 12 games or 6 vendors before its load-more, which appears when the block has more than
 * 10 games or 6 vendors; each press reveals as many again.
 */
export const loadMoreRules: Record<LoadMoreKind, { first: number; step: number; threshold: number }> = {
  games: { first: 12, step: 12, threshold: 10 },
  vendors: { first: 6, step: 6, threshold: 6 },
};

/** How many of `total` items a block shows after `presses` presses of its load-more. */
export function shownCount(kind: LoadMoreKind, total: number, presses: number): number {
  const rule = loadMoreRules[kind];
  return Math.min(total, rule.first + Math.max(0, presses) * rule.step);
}

/** Whether a block of `total` items showing `shown` of them offers its load-more. */
export function canLoadMore(kind: LoadMoreKind, total: number, shown: number): boolean {
  return total > loadMoreRules[kind].threshold && shown < total;
}

import { describe, expect, it } from 'vitest';
import { canLoadMore, shownCount } from './load-more';

describe('load-more of the home and lobby blocks', () => {
  it('shows 12 games first and 12 more per press, never more than there are', () => {
    expect(shownCount('games', 40, 0)).toBe(12);
    expect(shownCount('games', 40, 1)).toBe(24);
    expect(shownCount('games', 40, 3)).toBe(40);
    expect(shownCount('games', 8, 0)).toBe(8);
  });

  it('offers load-more past 10 games while some are hidden', () => {
    expect(canLoadMore('games', 10, 10)).toBe(false);
    expect(canLoadMore('games', 15, 12)).toBe(true);
    expect(canLoadMore('games', 15, 15)).toBe(false);
    // 11 games all fit in the first 12: nothing is left to reveal.
    expect(canLoadMore('games', 11, shownCount('games', 11, 0))).toBe(false);
  });

  it('shows 6 vendors first and offers the rest past 6', () => {
    expect(shownCount('vendors', 6, 0)).toBe(6);
    expect(canLoadMore('vendors', 6, 6)).toBe(false);
    expect(shownCount('vendors', 9, 0)).toBe(6);
    expect(canLoadMore('vendors', 9, 6)).toBe(true);
    expect(shownCount('vendors', 9, 1)).toBe(9);
    expect(canLoadMore('vendors', 9, 9)).toBe(false);
  });
});

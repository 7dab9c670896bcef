import type { VendorLanes } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { isCategoryOffered } from './game-categories';

const lane = (gameCategory: VendorLanes['lanes'][number]['gameCategory'], vendors: string[]) => ({
  title: gameCategory,
  gameCategory,
  vendors,
  cards: {},
  gameClassify: [],
});

describe('isCategoryOffered', () => {
  const lanes: VendorLanes = { lanes: [lane('RNG', ['CROUPIER']), lane('LIVE', ['CROUPIER']), lane('PVP', [])] };

  it('offers the categories with a vendor, all and hot, and hides the rest', () => {
    expect(['all', 'hot', 'rng', 'live'].every((id) => isCategoryOffered(id, lanes))).toBe(true);
    // The player's own lists are not vendor categories: the lanes never hide them.
    expect(isCategoryOffered('favorites', lanes) && isCategoryOffered('recent', lanes)).toBe(true);
    for (const id of ['fish', 'pvp', 'sports', 'esports', 'cockfight', 'lott', 'elott']) {
      expect(isCategoryOffered(id, lanes), id).toBe(false);
    }
  });

  it('hides nothing before the lanes are known', () => {
    expect(isCategoryOffered('fish', undefined)).toBe(true);
  });
});

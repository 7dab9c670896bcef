import { describe, expect, it } from 'vitest';
import { amountSign } from './amount-sign';
import { categoryShares } from './category-shares';

const category = (gameType: string, stake: string) => ({ gameType, rounds: 1, stake, win: '0.00', net: `-${stake}` });

describe('categoryShares', () => {
  it('puts the biggest stake first with its share of all stakes', () => {
    const shares = categoryShares([category('FISH', '250.00'), category('RNG', '750.00'), category('LIVE', '0.00')]);
    expect(shares.map((item) => [item.gameType, item.share])).toEqual([
      ['RNG', 75],
      ['FISH', 25],
      ['LIVE', 0],
    ]);
  });

  it('rounds to a tenth of a percent and survives nothing staked', () => {
    expect(categoryShares([category('RNG', '1.00'), category('PVP', '2.00')]).map((item) => item.share)).toEqual([
      66.7, 33.3,
    ]);
    expect(categoryShares([category('RNG', '0.00')])[0]?.share).toBe(0);
  });
});

describe('amountSign', () => {
  it('reads the sign of a decimal amount exactly', () => {
    expect(amountSign('12.50')).toBe('positive');
    expect(amountSign('-0.01')).toBe('negative');
    expect(amountSign('0.00')).toBe('zero');
    expect(amountSign('not money')).toBe('zero');
  });
});

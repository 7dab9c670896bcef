import { describe, expect, it } from 'vitest';
import { formatPayout, returnFor } from './table-payout.js';

const banker = { id: 'banker', numerator: 19, denominator: 20 };
const evenMoney = { id: 'red', numerator: 1, denominator: 1 };

describe('returnFor', () => {
  it('returns stake and winnings on a win, the stake on a push, half on a half loss, nothing on a loss', () => {
    expect(returnFor('win', 5_000, evenMoney)).toBe(10_000);
    expect(returnFor('win', 5_000, banker)).toBe(9_750);
    expect(returnFor('push', 5_000, banker)).toBe(5_000);
    expect(returnFor('half-loss', 5_000, evenMoney)).toBe(2_500);
    expect(returnFor('lose', 5_000, banker)).toBe(0);
  });

  it('rounds a fraction of a minor unit down, in the house’s favour', () => {
    expect(returnFor('win', 1_001, banker)).toBe(1_001 + 950);
    expect(returnFor('win', 19, banker)).toBe(19 + 18);
    expect(returnFor('half-loss', 1_001, evenMoney)).toBe(500);
  });
});

describe('formatPayout', () => {
  it('writes payouts the way layouts print them', () => {
    expect(formatPayout(banker)).toBe('0.95:1');
    expect(formatPayout(evenMoney)).toBe('1:1');
    expect(formatPayout({ id: 'straight-0', numerator: 35, denominator: 1 })).toBe('35:1');
  });
});

import { describe, expect, it } from 'vitest';
import { hedgedMinor, hedgedMinorOfPlacement } from './table-hedge.js';

const bets = (...pairs: [string, number][]) => pairs.map(([spot, amountMinor]) => ({ spot, amountMinor }));

describe('hedgedMinor', () => {
  it('counts twice the smaller side of banker and player', () => {
    expect(hedgedMinor('baccarat', bets(['banker', 10_000], ['player', 10_000]))).toBe(20_000);
    expect(hedgedMinor('baccarat', bets(['banker', 30_000], ['player', 10_000]))).toBe(20_000);
  });

  it('leaves one-sided bets and side bets unhedged', () => {
    expect(hedgedMinor('baccarat', bets(['banker', 30_000], ['tie', 10_000], ['player-pair', 5_000]))).toBe(0);
    expect(hedgedMinor('roulette', bets(['red', 10_000], ['odd', 10_000], ['straight-17', 500]))).toBe(0);
  });

  it('counts dragon against tiger', () => {
    expect(hedgedMinor('dragon-tiger', bets(['dragon', 5_000], ['tiger', 2_000], ['tie', 1_000]))).toBe(4_000);
  });

  it('adds every opposite pair of roulette', () => {
    const layout = bets(['red', 1_000], ['black', 3_000], ['odd', 2_000], ['even', 2_000], ['high', 500], ['low', 0]);
    expect(hedgedMinor('roulette', layout)).toBe(2_000 + 4_000 + 0);
  });

  it('sums repeated bets on one spot before pairing', () => {
    expect(hedgedMinor('roulette', bets(['red', 1_000], ['red', 1_000], ['black', 5_000]))).toBe(4_000);
  });

  it('never pairs spots of another table', () => {
    expect(hedgedMinor('dragon-tiger', bets(['banker', 1_000], ['player', 1_000]))).toBe(0);
  });
});

describe('hedgedMinorOfPlacement', () => {
  it('is the whole hedge when both sides come in one placement', () => {
    const after = bets(['banker', 10_000], ['player', 10_000]);
    expect(hedgedMinorOfPlacement('baccarat', [], after, 20_000)).toBe(20_000);
  });

  it('is what a later placement adds, at most its own stake', () => {
    const placed = bets(['banker', 30_000]);
    const after = bets(['banker', 30_000], ['player', 10_000]);
    expect(hedgedMinorOfPlacement('baccarat', placed, after, 10_000)).toBe(10_000);
    const more = bets(['banker', 30_000], ['player', 10_000], ['tie', 1_000]);
    expect(hedgedMinorOfPlacement('baccarat', after, more, 1_000)).toBe(0);
  });

  it('counts a placement that covers part of an earlier one by the part it adds', () => {
    const placed = bets(['red', 3_000], ['black', 1_000]);
    const after = bets(['red', 3_000], ['black', 2_000]);
    expect(hedgedMinorOfPlacement('roulette', placed, after, 1_000)).toBe(1_000);
  });
});

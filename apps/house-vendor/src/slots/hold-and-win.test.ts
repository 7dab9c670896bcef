import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { expectOverEveryDraw } from './every-draw-sequence.test-helper.js';
import type { HoldAndWinModel } from './hold-and-win-engine.js';
import {
  isValidHoldAndWinStake,
  playHoldAndWinRound,
  replayHoldAndWinRound,
  runHoldAndWinRound,
} from './hold-and-win-engine.js';
import { computeHoldAndWinMath, finalCoinDistribution } from './hold-and-win-math.js';
import { jadeCoins } from './models/jade-coins.js';

/** The reference's worked example (house-games.md §5.4): 15 cells, 6 coins, q = 0.06, values in stakes. */
const reference: HoldAndWinModel = {
  ...jadeCoins,
  betUnits: 100,
  symbols: [{ id: 'coin', kind: 'coin', glyph: 'C', icon: 'coin', colour: '#fff', weight: 1, pays: [] }],
  coinValues: [
    [100, 350],
    [200, 250],
    [300, 150],
    [500, 120],
    [1000, 80],
    [2000, 30],
    [5000, 15],
    [20000, 5],
  ].map(([coins, weight]) => ({ kind: 'coins' as const, coins: coins!, weight: weight! })),
  grandCoins: 100_000,
  buy: { priceStakes: 52, startCoins: 6 },
};

describe('hold-and-win math', () => {
  it("reproduces the reference's worked example: coin counts, E[N] 8.870, feature 49.42 stakes, sigma 84.4", () => {
    const counts = finalCoinDistribution(reference, 6);
    expect(counts.slice(6).map((chance) => Number(chance.toFixed(3)))).toEqual([
      0.188, 0.142, 0.149, 0.144, 0.129, 0.105, 0.075, 0.044, 0.019, 0.005,
    ]);
    expect(counts.reduce((total, chance) => total + chance, 0)).toBeCloseTo(1, 12);
    expect(counts.reduce((total, chance, coins) => total + chance * coins, 0)).toBeCloseTo(8.87, 3);
    expect(counts[15]).toBeCloseTo(0.00462, 5);
    const math = computeHoldAndWinMath(reference);
    expect(math.buyRtp * 52).toBeCloseTo(49.42, 2);
    expect(math.buyStandardDeviation * 52).toBeCloseTo(84.4, 1);
    // Price 52 stakes: the reference's R_buy 95.04 %.
    expect(Number((math.buyRtp * 100).toFixed(2))).toBe(95.04);
  });

  it('proves the RTP, hit rate, spread and buy RTP Jade Coins states', () => {
    const math = computeHoldAndWinMath(jadeCoins);
    expect(Number((math.rtp * 100).toFixed(2))).toBe(jadeCoins.statedRtpPercent);
    expect(Number((math.hitRate * 100).toFixed(2))).toBe(jadeCoins.statedHitRatePercent);
    expect(Number(math.standardDeviation.toFixed(2))).toBe(jadeCoins.statedStandardDeviation);
    expect(Number((math.buyRtp * 100).toFixed(2))).toBe(jadeCoins.statedBuyRtpPercent);
    // Medium volatility by the reference's bands (spread 5 to 10 stakes).
    expect(jadeCoins.volatility).toBe('medium');
    expect(math.standardDeviation).toBeGreaterThan(5);
    expect(math.standardDeviation).toBeLessThan(10);
    expect(1 / math.featureRate).toBeGreaterThan(100);
    expect(1 / math.featureRate).toBeLessThan(120);
  });

  it('equals the engine played over every sequence of draws on a small machine', () => {
    const small: HoldAndWinModel = {
      ...jadeCoins,
      columns: 3,
      rows: 1,
      betUnits: 1,
      symbols: [
        {
          id: 'A',
          kind: 'regular',
          glyph: 'A',
          icon: 'a',
          colour: '#fff',
          weight: 1,
          pays: [{ minimumCount: 2, maximumCount: 3, coins: 3 }],
        },
        { id: 'C', kind: 'coin', glyph: 'C', icon: 'c', colour: '#fff', weight: 1, pays: [] },
      ],
      coinValues: [
        { kind: 'coins', coins: 1, weight: 2 },
        { kind: 'mini', coins: 5, weight: 1 },
      ],
      triggerCoins: 1,
      respins: 2,
      respinCoinChance: { numerator: 1, denominator: 3 },
      grandCoins: 10,
      buy: { priceStakes: 4, startCoins: 1 },
    };
    const measures = (mode: 'base' | 'buy') =>
      expectOverEveryDraw(
        (nextInt) => runHoldAndWinRound(small, 1, mode, nextInt),
        (outcome) => [outcome.totalWinMinor, outcome.totalWinMinor ** 2, outcome.totalWinMinor > 0 ? 1 : 0],
      ).means;
    const [mean, square, hits] = measures('base');
    const [buyMean, buySquare] = measures('buy');
    const math = computeHoldAndWinMath(small);
    expect(math.rtp).toBeCloseTo(mean!, 10);
    expect(math.hitRate).toBeCloseTo(hits!, 10);
    expect(math.standardDeviation).toBeCloseTo(Math.sqrt(square! - mean! ** 2), 10);
    expect(math.buyRtp * 4).toBeCloseTo(buyMean!, 10);
    expect(math.buyStandardDeviation * 4).toBeCloseTo(Math.sqrt(buySquare! - buyMean! ** 2), 10);
  });
});

describe('hold-and-win rounds', () => {
  /** Draws for a base grid of jade coins on the first `coins` cells and knots elsewhere, every coin worth 20. */
  function baseDraws(coins: number): number[] {
    const coinDraw = 104; // the coin's weights start after the five symbols' 92
    const knotDraw = 70;
    return [
      ...Array.from({ length: 15 }, (_, cell) => (cell < coins ? coinDraw : knotDraw)),
      ...Array.from({ length: coins }, () => 0),
    ];
  }

  it('pays a symbol by its count anywhere and starts nothing below six coins', () => {
    const outcome = replayHoldAndWinRound(jadeCoins, baseDraws(5), 2000, 'base');
    expect(outcome.wins).toEqual([expect.objectContaining({ symbol: 'knot', count: 10, winMinor: 250 * 100 })]);
    expect(outcome.gridCoins).toHaveLength(5);
    expect(outcome.feature).toBeNull();
    expect(outcome.totalWinMinor).toBe(25_000);
  });

  it('holds six coins, resets the respins to 3 when a coin lands and pays every coin when they run out', () => {
    const miss = 99;
    const land = 0;
    const draws = [
      ...baseDraws(6),
      // Respin 1: the first empty cell (6) lands a Major (value draw 1990), the rest miss -> respins back to 3.
      land,
      1990,
      ...Array.from({ length: 8 }, () => miss),
      // Respins 2 to 4 land nothing: 3 -> 2 -> 1 -> 0.
      ...Array.from({ length: 8 * 3 }, () => miss),
    ];
    const outcome = replayHoldAndWinRound(jadeCoins, draws, 2000, 'base');
    const feature = outcome.feature!;
    expect(feature.respins.map((respin) => respin.respinsLeft)).toEqual([3, 2, 1, 0]);
    expect(feature.respins[0]!.landed).toEqual([{ position: { reel: 2, row: 0 }, kind: 'major', valueMinor: 400_000 }]);
    expect(feature.coinCount).toBe(7);
    expect(feature.full).toBe(false);
    expect(feature.winMinor).toBe(6 * 2000 + 400_000);
    expect(outcome.totalWinMinor).toBe(outcome.baseWinMinor + feature.winMinor);
  });

  it('adds the Grand when the grid fills', () => {
    const draws = [...baseDraws(14), 0, 0];
    const outcome = replayHoldAndWinRound(jadeCoins, draws, 2000, 'base');
    expect(outcome.feature).toMatchObject({ full: true, coinCount: 15, grandMinor: 20_000 * 100 });
    expect(outcome.feature!.winMinor).toBe(15 * 2000 + 2_000_000);
  });

  it('a buy costs 52 stakes, skips the base spin and starts with six coins on distinct cells', () => {
    const random = createSeededRandom('jade-coins buy');
    for (let round = 0; round < 100; round += 1) {
      const outcome = playHoldAndWinRound(jadeCoins, 2000, random, 'buy');
      expect(outcome.stakeMinor).toBe(104_000);
      expect(outcome.grid).toBeNull();
      const start = outcome.feature!.startCoins.map((coin) => coin.position.reel * 3 + coin.position.row);
      expect(new Set(start).size).toBe(6);
      expect(replayHoldAndWinRound(jadeCoins, outcome.draws, 2000, 'buy')).toEqual(outcome);
    }
  });

  it('replays live rounds from their draws and refuses a broken recording', () => {
    const random = createSeededRandom('jade-coins replay');
    for (let round = 0; round < 300; round += 1) {
      const outcome = playHoldAndWinRound(jadeCoins, 4000, random);
      expect(replayHoldAndWinRound(jadeCoins, outcome.draws, 4000, 'base')).toEqual(outcome);
    }
    expect(() => replayHoldAndWinRound(jadeCoins, [1, 2, 3], 2000, 'base')).toThrow(RangeError);
    expect(() => replayHoldAndWinRound(jadeCoins, [...baseDraws(0), 5], 2000, 'base')).toThrow(RangeError);
    expect(isValidHoldAndWinStake(jadeCoins, 2010)).toBe(false);
  });
});

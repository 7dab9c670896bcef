import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRandom } from '../random/random-source.js';
import { slotModels } from './slot-catalogue.js';
import { evaluateSpin, InvalidStakeError, isValidStake, playSpin, replaySpin } from './slot-engine.js';
import { computeSlotMath } from './slot-math.js';
import { describeMoments } from './slot-statistics.js';
import { summarizeSlotModel } from './slot-summary.js';
import type { SlotModel } from './slot-types.js';

// Five-stop strips (3,125 stop combinations, so every one can be played through the engine); stops 0 show
// A A/B A | W A B | A A A | B W S | B B B from the top, stops 3 bring four scatters.
const toy: SlotModel = {
  id: 'floating-market',
  volatility: 'medium',
  statedRtpPercent: 0,
  rows: 3,
  lines: [],
  ways: { betUnits: 5 },
  symbols: [
    { id: 'W', kind: 'wild', glyph: 'W', icon: 'star', colour: '#fff', pays: {} },
    { id: 'S', kind: 'scatter', glyph: 'S', icon: 'seven', colour: '#fff', pays: { 3: 2, 5: 10 } },
    { id: 'A', kind: 'regular', glyph: 'A', icon: 'rank', colour: '#fff', pays: { 3: 5, 4: 10, 5: 20 } },
    { id: 'B', kind: 'regular', glyph: 'B', icon: 'rank', colour: '#fff', pays: { 3: 1, 4: 2, 5: 4 } },
  ],
  reels: [
    ['A', 'B', 'A', 'S', 'B'],
    ['W', 'A', 'B', 'S', 'B'],
    ['A', 'A', 'A', 'S', 'B'],
    ['B', 'W', 'S', 'A', 'B'],
    ['B', 'B', 'B', 'S', 'A'],
  ],
  freeSpins: { triggerCount: 3, awards: [{ count: 3, spins: 2 }], multiplier: 3, retrigger: true, maxSpinsPerRound: 6 },
  stakeOptionsMinor: [50],
};

function everyStopCombination(model: SlotModel): number[][] {
  return model.reels.reduce<number[][]>(
    (combinations, strip) => combinations.flatMap((stops) => strip.map((_, stop) => [...stops, stop])),
    [[]],
  );
}

describe('ways engine', () => {
  it('pays a symbol once per way over adjacent reels from the left, wilds standing in', () => {
    const spin = evaluateSpin(toy, [0, 0, 0, 0, 0], 50);
    expect(spin.grid).toEqual([
      ['A', 'B', 'A'],
      ['W', 'A', 'B'],
      ['A', 'A', 'A'],
      ['B', 'W', 'S'],
      ['B', 'B', 'B'],
    ]);
    // A: 2 x 2 x 3 x 1 ways over four reels, 10 coins a way, coins of 50 / 5. B stops at reel 3 (no B, no wild).
    expect(spin.wayWins).toEqual([
      {
        symbol: 'A',
        count: 4,
        ways: 12,
        positions: [
          { reel: 0, row: 0 },
          { reel: 0, row: 2 },
          { reel: 1, row: 0 },
          { reel: 1, row: 1 },
          { reel: 2, row: 0 },
          { reel: 2, row: 1 },
          { reel: 2, row: 2 },
          { reel: 3, row: 1 },
        ],
        winMinor: 1200,
      },
    ]);
    expect(spin.lineWins).toEqual([]);
    expect(spin.winMinor).toBe(1200);
  });

  it('lets one wild count for every symbol, pays scatters by the stake and multiplies free spins', () => {
    const base = evaluateSpin(toy, [3, 3, 3, 3, 3], 50);
    expect(base.grid.map((column) => column.join(''))).toEqual(['SBA', 'SBW', 'SBA', 'ABB', 'SAB']);
    expect(base.wayWins.map((win) => [win.symbol, win.count, win.ways, win.winMinor])).toEqual([
      ['A', 5, 1, 200],
      ['B', 5, 4, 160],
    ]);
    expect(base.scatter).toMatchObject({ count: 4, winMinor: 100, freeSpinsAwarded: 2 });
    expect(base.winMinor).toBe(460);
    const free = evaluateSpin(toy, [3, 3, 3, 3, 3], 50, 'free');
    expect(free.winMinor).toBe(3 * 460);
  });

  it('takes only stakes of whole coins', () => {
    expect(isValidStake(toy, 5)).toBe(true);
    for (const stake of [0, 7, -5, 2.5]) {
      expect(isValidStake(toy, stake)).toBe(false);
      expect(() => playSpin(toy, stake, createSeededRandom('stake'))).toThrow(InvalidStakeError);
    }
    expect(() => evaluateSpin({ ...toy, lines: [[0, 0, 0, 0, 0]] }, [0, 0, 0, 0, 0], 50)).toThrow(/no lines/);
    const payingWild = { ...toy, symbols: toy.symbols.map((symbol) => ({ ...symbol, pays: { 3: 1 } })) };
    expect(() => evaluateSpin(payingWild, [0, 0, 0, 0, 0], 50)).toThrow(/wild pays nothing/);
  });

  it('adds every win up in whole coins and lights only matching cells, on the catalogue model', () => {
    const model = slotModels['floating-market'];
    const stopsArbitrary = fc.tuple(...model.reels.map((strip) => fc.integer({ min: 0, max: strip.length - 1 })));
    fc.assert(
      fc.property(stopsArbitrary, fc.integer({ min: 1, max: 400 }), fc.boolean(), (stops, coin, free) => {
        const spin = evaluateSpin(model, stops, coin * 25, free ? 'free' : 'base');
        const waysTotal = spin.wayWins.reduce((total, win) => total + win.winMinor, 0);
        expect(spin.winMinor).toBe(waysTotal + spin.scatter.winMinor);
        for (const win of spin.wayWins) {
          expect(win.winMinor % (coin * spin.multiplier)).toBe(0);
          expect(win.count).toBeGreaterThanOrEqual(3);
          const shown = win.positions.map((position) => spin.grid[position.reel]![position.row]);
          expect(new Set(shown).size).toBeLessThanOrEqual(2);
          expect(shown.every((symbol) => symbol === win.symbol || symbol === 'sampan')).toBe(true);
          const perReel = Array.from(
            { length: win.count },
            (_, reel) => win.positions.filter((position) => position.reel === reel).length,
          );
          expect(perReel.reduce((product, count) => product * count, 1)).toBe(win.ways);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('replays recorded ways rounds, free spins included', () => {
    const model = slotModels['floating-market'];
    const random = createSeededRandom('ways-replay');
    let featureRounds = 0;
    for (let round = 0; round < 2000 && featureRounds < 3; round += 1) {
      const outcome = playSpin(model, 100, random);
      if (outcome.freeSpins.played > 0) featureRounds += 1;
      expect(replaySpin(model, outcome.stops, 100)).toEqual(outcome);
    }
    expect(featureRounds).toBe(3);
  });
});

describe('exact ways math', () => {
  it('matches the engine played through every stop combination: ways sum, scatter return, hit rate, RTP', () => {
    const math = computeSlotMath(toy);
    const combinations = everyStopCombination(toy);
    expect(math.shape).toBe('ways');
    expect(math.combinations).toBe(combinations.length);
    const stake = toy.ways!.betUnits;
    let coins = 0;
    let scatterStakes = 0;
    let hits = 0;
    let triggers = 0;
    for (const stops of combinations) {
      const spin = evaluateSpin(toy, stops, stake);
      coins += spin.wayWins.reduce((total, win) => total + win.winMinor, 0);
      scatterStakes += spin.scatter.winMinor / stake;
      if (spin.winMinor > 0) hits += 1;
      if (spin.scatter.freeSpinsAwarded > 0) triggers += 1;
    }
    expect(coins).toBeGreaterThan(0);
    expect(math.waysReturnNumerator).toBe(coins);
    expect(math.waysReturn).toBe(coins / combinations.length / stake);
    expect(math.lineReturn).toBe(0);
    expect(math.scatterReturn).toBeCloseTo(scatterStakes / combinations.length, 12);
    // Triggering scatters pay, so a round wins exactly when its base spin does.
    expect(math.hitRate).toBe(hits / combinations.length);
    expect(math.triggerProbability).toBeCloseTo(triggers / combinations.length, 12);
    expect(math.rtp).toBeCloseTo(
      math.spinReturn * (1 + math.expectedFreeSpinsPerTrigger * math.triggerProbability * toy.freeSpins.multiplier),
      12,
    );
  });

  it('agrees with a seeded simulation of the small machine, free spins included', () => {
    const math = computeSlotMath(toy);
    const random = createSeededRandom('ways-toy-simulation');
    const moments = { count: 0, sum: 0, sumOfSquares: 0 };
    let hits = 0;
    for (let round = 0; round < 30_000; round += 1) {
      const win = playSpin(toy, 5, random).totalWinMinor / 5;
      moments.count += 1;
      moments.sum += win;
      moments.sumOfSquares += win * win;
      if (win > 0) hits += 1;
    }
    const measured = describeMoments(moments, 0.9999);
    expect(math.rtp).toBeGreaterThan(measured.low);
    expect(math.rtp).toBeLessThan(measured.high);
    expect(Math.abs(hits / moments.count - math.hitRate!)).toBeLessThan(4 * Math.sqrt(0.25 / moments.count));
  });

  it('refuses a hit rate it cannot prove', () => {
    const shortPays = {
      ...toy,
      symbols: toy.symbols.map((symbol) => (symbol.id === 'B' ? { ...symbol, pays: { 2: 1, 5: 4 } } : symbol)),
    };
    expect(() => computeSlotMath(shortPays)).toThrow(/hit rate needs/);
  });
});

describe('Floating Market', () => {
  const model = slotModels['floating-market'];

  it('states its exact RTP and hit rate', () => {
    const math = computeSlotMath(model);
    expect(model.statedRtpPercent).toBe(math.rtpPercent);
    expect(model.statedHitRatePercent).toBe(math.hitRatePercent);
    expect(model.statedRtpPercent).toBe(95.8);
    expect(model.statedHitRatePercent).toBe(35.46);
    expect(1 / math.triggerProbability).toBeGreaterThan(40);
    expect(1 / math.triggerProbability).toBeLessThan(60);
  });

  it('is as volatile as it says: a spread per spin of 5 to 10 stakes (medium), measured RTP and hit rate in range', () => {
    const random = createSeededRandom('volatility-floating-market');
    const moments = { count: 0, sum: 0, sumOfSquares: 0 };
    let hits = 0;
    for (let round = 0; round < 60_000; round += 1) {
      const win = playSpin(model, 25, random).totalWinMinor / 25;
      moments.count += 1;
      moments.sum += win;
      moments.sumOfSquares += win * win;
      if (win > 0) hits += 1;
    }
    const measured = describeMoments(moments, 0.9999);
    expect(model.volatility).toBe('medium');
    expect(measured.standardDeviation).toBeGreaterThan(5);
    expect(measured.standardDeviation).toBeLessThan(10);
    expect(model.statedRtpPercent / 100).toBeGreaterThan(measured.low);
    expect(model.statedRtpPercent / 100).toBeLessThan(measured.high);
    const hitRate = model.statedHitRatePercent! / 100;
    expect(Math.abs(hits / moments.count - hitRate)).toBeLessThan(
      4 * Math.sqrt((hitRate * (1 - hitRate)) / moments.count),
    );
  });

  it('summarizes as a 243-ways page of 25 coins, pays per coin, no lines', () => {
    const summary = summarizeSlotModel(model);
    expect(summary).toMatchObject({
      shape: 'ways',
      ways: 243,
      betUnits: 25,
      lines: [],
      hitRatePercent: 35.46,
      statedRtpPercent: 95.8,
      volatility: 'medium',
    });
    expect(summary.paytable.find((entry) => entry.symbol === 'durian')).toEqual({
      symbol: 'durian',
      unit: 'coin',
      pays: [
        { count: 5, multiplier: 750 },
        { count: 4, multiplier: 80 },
        { count: 3, multiplier: 20 },
      ],
    });
    expect(summary.paytable.find((entry) => entry.symbol === 'straw-hat')?.unit).toBe('total-stake');
    expect(summary.paytable.find((entry) => entry.symbol === 'sampan')).toBeUndefined();
    expect(model.reels[0]).not.toContain('sampan');
    expect(model.reels[4]).not.toContain('sampan');
  });
});

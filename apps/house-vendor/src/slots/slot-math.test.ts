import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import { listSlotModels } from './slot-catalogue.js';
import { betUnitsOf, evaluateSpin, playSpin } from './slot-engine.js';
import { computeSlotMath } from './slot-math.js';
import { describeMoments } from './slot-statistics.js';
import type { SlotModel } from './slot-types.js';

// Short strips (7,560 stop combinations) so every combination can be played through the engine. Two scatters can
// share a reel's window, free spins retrigger and hit their cap: every branch of the proof is exercised.
const toy: SlotModel = {
  id: 'fruit-fiesta',
  volatility: 'low',
  statedRtpPercent: 0,
  rows: 3,
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ],
  symbols: [
    { id: 'W', kind: 'wild', glyph: 'W', icon: 'star', colour: '#fff', pays: { 2: 1, 3: 5, 4: 10, 5: 50 } },
    { id: 'S', kind: 'scatter', glyph: 'S', icon: 'seven', colour: '#fff', pays: { 2: 1, 3: 2, 5: 5 } },
    { id: 'A', kind: 'regular', glyph: 'A', icon: 'rank', colour: '#fff', pays: { 3: 2, 4: 4, 5: 10 } },
    { id: 'B', kind: 'regular', glyph: 'B', icon: 'rank', colour: '#fff', pays: { 2: 1, 3: 2, 4: 3, 5: 5 } },
    { id: 'C', kind: 'regular', glyph: 'C', icon: 'rank', colour: '#fff', pays: { 3: 1, 4: 2, 5: 3 } },
  ],
  reels: [
    ['A', 'B', 'C', 'S', 'C', 'B'],
    ['W', 'A', 'C', 'B', 'S', 'S', 'C'],
    ['B', 'A', 'W', 'C', 'S'],
    ['C', 'C', 'A', 'S', 'B', 'W'],
    ['A', 'S', 'B', 'C', 'B', 'A'],
  ],
  freeSpins: {
    triggerCount: 3,
    awards: [
      { count: 3, spins: 3 },
      { count: 4, spins: 5 },
    ],
    multiplier: 2,
    retrigger: true,
    maxSpinsPerRound: 12,
  },
  stakeOptionsMinor: [5],
};

function everyStopCombination(model: SlotModel): number[][] {
  return model.reels.reduce<number[][]>(
    (combinations, strip) => combinations.flatMap((stops) => strip.map((_, stop) => [...stops, stop])),
    [[]],
  );
}

/** Expected free spins by pushing the probability of each (left, awarded) state forward spin by spin. */
function expectedFreeSpinsForward(model: SlotModel, awardOdds: Map<number, number>, firstAward: number): number {
  const cap = model.freeSpins.maxSpinsPerRound;
  let states = new Map<string, number>([[`${firstAward}:${firstAward}`, 1]]);
  let expected = 0;
  while (states.size > 0) {
    const next = new Map<string, number>();
    for (const [key, probability] of states) {
      const [left, awarded] = key.split(':').map(Number) as [number, number];
      if (left === 0) continue;
      expected += probability;
      for (const [award, odds] of awardOdds) {
        const added = Math.min(award, cap - awarded);
        const nextKey = `${left - 1 + added}:${awarded + added}`;
        next.set(nextKey, (next.get(nextKey) ?? 0) + probability * odds);
      }
    }
    states = next;
  }
  return expected;
}

describe('exact slot math', () => {
  it('matches the engine played through every stop combination of a small machine', () => {
    const math = computeSlotMath(toy);
    const stake = toy.lines.length;
    const combinations = everyStopCombination(toy);
    expect(math.combinations).toBe(combinations.length);
    let lineWinsInLineBets = 0;
    let scatterWinsInStakes = 0;
    const baseAwards = new Map<number, number>();
    for (const stops of combinations) {
      const spin = evaluateSpin(toy, stops, stake);
      lineWinsInLineBets += spin.lineWins.reduce((total, win) => total + win.winMinor, 0);
      scatterWinsInStakes += spin.scatter.winMinor / stake;
      const award = spin.scatter.freeSpinsAwarded;
      baseAwards.set(award, (baseAwards.get(award) ?? 0) + 1 / combinations.length);
    }
    // Every line crosses the same product distribution, so all lines together pay lines x one line's sum.
    expect(lineWinsInLineBets).toBe(toy.lines.length * math.lineReturnNumerator);
    expect(math.scatterReturn).toBeCloseTo(scatterWinsInStakes / combinations.length, 12);
    expect(math.triggerProbability).toBeCloseTo(1 - (baseAwards.get(0) ?? 0), 12);

    let expectedFreeSpins = 0;
    for (const [award, probability] of baseAwards)
      if (award > 0) expectedFreeSpins += probability * expectedFreeSpinsForward(toy, baseAwards, award);
    expect(math.expectedFreeSpinsPerTrigger * math.triggerProbability).toBeCloseTo(expectedFreeSpins, 10);
    expect(math.rtp / (math.spinReturn * (1 + expectedFreeSpins * toy.freeSpins.multiplier))).toBeCloseTo(1, 12);
  });

  it('agrees with a seeded simulation of the small machine, free spins included', () => {
    const math = computeSlotMath(toy);
    const random = createSeededRandom('toy-simulation');
    const moments = { count: 0, sum: 0, sumOfSquares: 0 };
    for (let round = 0; round < 30_000; round += 1) {
      const win = playSpin(toy, 5, random).totalWinMinor / 5;
      moments.count += 1;
      moments.sum += win;
      moments.sumOfSquares += win * win;
    }
    const measured = describeMoments(moments, 0.9999);
    expect(math.rtp).toBeGreaterThan(measured.low);
    expect(math.rtp).toBeLessThan(measured.high);
  });
});

describe('catalogue slot models', () => {
  const models = listSlotModels();

  it('state their exact RTP, between 94% and 97%', () => {
    for (const model of models) {
      const math = computeSlotMath(model);
      expect(model.statedRtpPercent, model.id).toBe(math.rtpPercent);
      expect(math.rtpPercent).toBeGreaterThanOrEqual(94);
      expect(math.rtpPercent).toBeLessThanOrEqual(97);
    }
  });

  it('pay what they state in a seeded simulation, and their volatility labels hold', () => {
    const figures = models.map((model) => {
      const random = createSeededRandom(`rtp-${model.id}`);
      const stake = betUnitsOf(model);
      const moments = { count: 0, sum: 0, sumOfSquares: 0 };
      let hits = 0;
      for (let round = 0; round < 40_000; round += 1) {
        const win = playSpin(model, stake, random).totalWinMinor / stake;
        moments.count += 1;
        moments.sum += win;
        moments.sumOfSquares += win * win;
        if (win > 0) hits += 1;
      }
      const measured = describeMoments(moments, 0.9999);
      const rtp = model.statedRtpPercent / 100;
      expect(rtp, model.id).toBeGreaterThan(measured.low);
      expect(rtp, model.id).toBeLessThan(measured.high);
      return { volatility: model.volatility, hitRate: hits / moments.count, spread: measured.standardDeviation };
    });
    const ranges = (['low', 'medium', 'high'] as const).map((volatility) => {
      const group = figures.filter((figure) => figure.volatility === volatility);
      return {
        hitRates: group.map((figure) => figure.hitRate),
        spreads: group.map((figure) => figure.spread),
      };
    });
    const [low, medium, high] = ranges as [(typeof ranges)[0], (typeof ranges)[0], (typeof ranges)[0]];
    expect(Math.min(...low.hitRates)).toBeGreaterThan(Math.max(...medium.hitRates));
    expect(Math.min(...medium.hitRates)).toBeGreaterThan(Math.max(...high.hitRates));
    expect(Math.max(...low.spreads)).toBeLessThan(Math.min(...medium.spreads));
    expect(Math.max(...medium.spreads)).toBeLessThan(Math.min(...high.spreads));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/random-source.js';
import type { RandomSource } from '../random/random-source.js';
import { slotModels } from './slot-catalogue.js';
import { drawStops, evaluateSpin, InvalidStakeError, isValidStake, playSpin, replaySpin } from './slot-engine.js';
import type { SlotModel, SlotOutcome } from './slot-types.js';

// Three lines on five-stop strips: stops 0 show A / B / W from the top, stops 3 show S / B / A.
const toy: SlotModel = {
  id: 'lucky-lantern',
  volatility: 'low',
  statedRtpPercent: 0,
  rows: 3,
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
  ],
  symbols: [
    { id: 'W', kind: 'wild', glyph: 'W', icon: 'star', colour: '#fff', pays: { 3: 50, 4: 100, 5: 500 } },
    { id: 'S', kind: 'scatter', glyph: 'S', icon: 'seven', colour: '#fff', pays: { 3: 2 } },
    { id: 'A', kind: 'regular', glyph: 'A', icon: 'rank', colour: '#fff', pays: { 3: 5, 4: 10, 5: 20 } },
    { id: 'B', kind: 'regular', glyph: 'B', icon: 'rank', colour: '#fff', pays: { 3: 4, 4: 8, 5: 16 } },
  ],
  reels: Array.from({ length: 5 }, () => ['A', 'B', 'W', 'S', 'B']),
  freeSpins: { triggerCount: 3, awards: [{ count: 3, spins: 2 }], multiplier: 2, retrigger: true, maxSpinsPerRound: 5 },
  stakeOptionsMinor: [30],
};

function recordingRandom(random: RandomSource) {
  const bounds: number[] = [];
  return { bounds, random: { nextInt: (bound: number) => (bounds.push(bound), random.nextInt(bound)) } };
}

describe('slot engine', () => {
  it('draws one stop per reel, each over its whole strip', () => {
    const model = slotModels['golden-temple'];
    const { bounds, random } = recordingRandom(createSeededRandom('stops'));
    const stops = drawStops(model, random);
    expect(bounds).toEqual(model.reels.map((strip) => strip.length));
    stops.forEach((stop, reel) => expect(stop).toBeLessThan(model.reels[reel]!.length));
  });

  it('shows the strip from the stop down, wrapping round, and pays lines by line bet', () => {
    const spin = evaluateSpin(toy, [0, 0, 0, 0, 0], 30);
    expect(spin.grid).toEqual(Array.from({ length: 5 }, () => ['A', 'B', 'W']));
    expect(spin.lineWins).toEqual([
      { line: 0, symbol: 'B', count: 5, positions: [0, 1, 2, 3, 4].map((reel) => ({ reel, row: 1 })), winMinor: 160 },
      { line: 1, symbol: 'A', count: 5, positions: [0, 1, 2, 3, 4].map((reel) => ({ reel, row: 0 })), winMinor: 200 },
      { line: 2, symbol: 'W', count: 5, positions: [0, 1, 2, 3, 4].map((reel) => ({ reel, row: 2 })), winMinor: 5000 },
    ]);
    expect(spin.winMinor).toBe(5360);
    expect(evaluateSpin(toy, [4, 4, 4, 4, 4], 30).grid[0]).toEqual(['B', 'A', 'B']);
  });

  it('pays scatters anywhere by the total stake, times the free-spin multiplier in free spins', () => {
    const base = evaluateSpin(toy, [3, 3, 3, 0, 0], 30);
    expect(base.grid[0]).toEqual(['S', 'B', 'A']);
    expect(base.scatter).toEqual({
      symbol: 'S',
      count: 3,
      positions: [0, 1, 2].map((reel) => ({ reel, row: 0 })),
      winMinor: 60,
      freeSpinsAwarded: 2,
    });
    expect(base.lineWins.map((win) => [win.line, win.symbol, win.count, win.winMinor])).toEqual([
      [0, 'B', 5, 160],
      [2, 'A', 5, 200],
    ]);
    const free = evaluateSpin(toy, [3, 3, 3, 0, 0], 30, 'free');
    expect(free.multiplier).toBe(2);
    expect(free.winMinor).toBe(2 * base.winMinor);
    expect(
      evaluateSpin({ ...toy, freeSpins: { ...toy.freeSpins, retrigger: false } }, [3, 3, 3, 0, 0], 30, 'free'),
    ).toHaveProperty('scatter.freeSpinsAwarded', 0);
  });

  it('takes only stakes of whole, positive line bets', () => {
    expect(isValidStake(toy, 30)).toBe(true);
    for (const stake of [0, -30, 31, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(isValidStake(toy, stake)).toBe(false);
      expect(() => playSpin(toy, stake, createSeededRandom('stake'))).toThrow(InvalidStakeError);
    }
  });

  it('plays retriggered free spins up to the per-round cap', () => {
    const everySpinTriggers = Array.from({ length: 6 }, () => [3, 3, 3, 0, 0]);
    const outcome = replaySpin(toy, everySpinTriggers, 30);
    expect(outcome.freeSpins).toMatchObject({ awarded: 5, played: 5, multiplier: 2 });
    expect(outcome.totalWinMinor).toBe(420 + 5 * 840);
    expect(() => replaySpin(toy, everySpinTriggers.slice(0, 5), 30)).toThrow(/ends after 5/);
    expect(() => replaySpin(toy, [...everySpinTriggers, [0, 0, 0, 0, 0]], 30)).toThrow(/rules play 6/);
    expect(() => replaySpin(toy, [[0, 0, 0, 0, 5]], 30)).toThrow(/off reel 5/);
    expect(() => replaySpin(toy, [[0, 0, 0, 0]], 30)).toThrow(/4 stops for 5 reels/);
  });

  it('replays every recorded round of every model to the same outcome', () => {
    for (const model of Object.values(slotModels)) {
      const random = createSeededRandom(`replay-${model.id}`);
      const withFreeSpins: SlotOutcome[] = [];
      for (let round = 0; round < 3000 && withFreeSpins.length < 3; round += 1) {
        const outcome = playSpin(model, model.stakeOptionsMinor[0]!, random);
        if (outcome.freeSpins.played > 0) withFreeSpins.push(outcome);
        else if (round % 100 === 0) expect(replaySpin(model, outcome.stops, outcome.stakeMinor)).toEqual(outcome);
      }
      expect(withFreeSpins.length).toBeGreaterThan(0);
      for (const outcome of withFreeSpins) {
        expect(outcome.stops).toHaveLength(1 + outcome.freeSpins.played);
        expect(JSON.parse(JSON.stringify(replaySpin(model, outcome.stops, outcome.stakeMinor)))).toEqual(outcome);
      }
    }
  });

  it('adds every win up, in whole line bets', () => {
    const model = slotModels['mekong-dragon'];
    const stopsArbitrary = fc.tuple(...model.reels.map((strip) => fc.integer({ min: 0, max: strip.length - 1 })));
    fc.assert(
      fc.property(stopsArbitrary, fc.integer({ min: 1, max: 500 }), fc.boolean(), (stops, lineBet, free) => {
        const stake = lineBet * model.lines.length;
        const spin = evaluateSpin(model, stops, stake, free ? 'free' : 'base');
        const lineTotal = spin.lineWins.reduce((total, win) => total + win.winMinor, 0);
        expect(spin.winMinor).toBe(lineTotal + spin.scatter.winMinor);
        for (const win of spin.lineWins) {
          expect(win.winMinor % (lineBet * spin.multiplier)).toBe(0);
          expect(win.positions.map((position) => spin.grid[position.reel]![position.row])).not.toContain(
            spin.scatter.symbol,
          );
          expect(win.positions).toEqual(model.lines[win.line]!.slice(0, win.count).map((row, reel) => ({ reel, row })));
        }
      }),
      { numRuns: 500 },
    );
  });
});

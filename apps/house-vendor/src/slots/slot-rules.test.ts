import { describe, expect, it } from 'vitest';
import { compileSlotModel, evaluateLine } from './slot-rules.js';
import type { SlotModel } from './slot-types.js';

// A small machine under a catalogue id: three lines, five-stop strips, pays chosen to tell the rules apart.
const model: SlotModel = {
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
    { id: 'B', kind: 'regular', glyph: 'B', icon: 'rank', colour: '#fff', pays: { 2: 1, 3: 4, 4: 8, 5: 16 } },
  ],
  reels: Array.from({ length: 5 }, () => ['A', 'B', 'W', 'S', 'B']),
  freeSpins: { triggerCount: 3, awards: [{ count: 3, spins: 2 }], multiplier: 2, retrigger: true, maxSpinsPerRound: 5 },
  stakeOptionsMinor: [30],
};

const compiled = compileSlotModel(model);
const line = (symbols: string) =>
  evaluateLine(
    compiled,
    symbols.split('').map((id) => compiled.symbolIds.indexOf(id)),
  );
const pay = (symbol: string, count: number, amount: number) => ({
  symbol: compiled.symbolIds.indexOf(symbol),
  count,
  pay: amount,
});

describe('slot line rules', () => {
  it('pays the run from the first reel, wilds standing in', () => {
    expect(line('AAABB')).toEqual(pay('A', 3, 5));
    expect(line('WAAWB')).toEqual(pay('A', 4, 10));
    expect(line('WWBBB')).toEqual(pay('B', 5, 16));
    expect(line('BWAAA')).toEqual(pay('B', 2, 1));
    expect(line('ABAAA')).toBeUndefined();
  });

  it('pays wilds as their own symbol when that pays more', () => {
    expect(line('WWWAA')).toEqual(pay('W', 3, 50));
    expect(line('WWWWW')).toEqual(pay('W', 5, 500));
    expect(line('WWWWA')).toEqual(pay('W', 4, 100));
  });

  it('never lets a wild stand in for the scatter, nor a scatter carry a line', () => {
    expect(line('WWWSA')).toEqual(pay('W', 3, 50));
    expect(line('WSAAA')).toBeUndefined();
    expect(line('SSSAA')).toBeUndefined();
    expect(line('AASAA')).toBeUndefined();
  });

  it('counts scatter pays and free-spin awards by symbols in view', () => {
    expect(compiled.scatterPays.slice(0, 5)).toEqual([0, 0, 0, 2, 2]);
    expect(compiled.freeSpinAwards.slice(0, 5)).toEqual([0, 0, 0, 2, 2]);
  });

  it('refuses a model that does not add up', () => {
    const unknownSymbol = { ...model, reels: [...model.reels.slice(1), ['A', 'B', 'X']] };
    expect(() => compileSlotModel(unknownSymbol)).toThrow(/unknown symbol X/);
    const twoWilds = { ...model, symbols: [...model.symbols, { ...model.symbols[0]!, id: 'W2' }] };
    expect(() => compileSlotModel(twoWilds)).toThrow(/one wild/);
    const offGrid = { ...model, lines: [[1, 1, 3, 1, 1]] };
    expect(() => compileSlotModel(offGrid)).toThrow(/does not fit/);
  });
});

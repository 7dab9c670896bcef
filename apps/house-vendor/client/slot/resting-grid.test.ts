import { describe, expect, it } from 'vitest';
import type { SlotModelSummary } from '../../src/slots/slot-types.js';
import { restingGrid } from './resting-grid.js';

const look = { glyph: 'x', icon: 'rank', colour: '#FFFFFF' };
const symbols: SlotModelSummary['symbols'] = [
  { id: 'stupa', kind: 'wild', ...look },
  { id: 'lotus', kind: 'scatter', ...look },
  ...['elephant', 'ace', 'king', 'queen', 'jack', 'ten'].map((id) => ({ id, kind: 'regular' as const, ...look })),
];

describe('resting reels', () => {
  it('never show a symbol on two neighbouring reels, so they never look like a win', () => {
    const grid = restingGrid({ symbols, reels: 5, rows: 3 });
    expect(grid).toHaveLength(5);
    grid.forEach((column) => expect(column).toHaveLength(3));
    for (let reel = 1; reel < grid.length; reel += 1)
      expect(grid[reel]!.filter((symbol) => grid[reel - 1]!.includes(symbol))).toEqual([]);
  });
});

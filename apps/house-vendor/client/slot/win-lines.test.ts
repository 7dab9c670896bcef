import { describe, expect, it } from 'vitest';
import type { SlotSpin } from '../../src/slots/slot-types.js';
import { cellCentre, lineColour, linePoints, orderLineWins, orderWayWins, winningCells } from './win-lines.js';

const spin: SlotSpin = {
  stops: [0, 0, 0, 0, 0],
  grid: [],
  lineWins: [
    { line: 4, symbol: 'ace', count: 3, positions: [0, 1, 2].map((reel) => ({ reel, row: 2 - reel })), winMinor: 50 },
    { line: 0, symbol: 'gem', count: 3, positions: [0, 1, 2].map((reel) => ({ reel, row: 1 })), winMinor: 150 },
    { line: 2, symbol: 'king', count: 3, positions: [0, 1, 2].map((reel) => ({ reel, row: 2 })), winMinor: 50 },
  ],
  wayWins: [],
  scatter: {
    symbol: 'lotus',
    count: 2,
    positions: [
      { reel: 4, row: 0 },
      { reel: 3, row: 2 },
    ],
    winMinor: 0,
    freeSpinsAwarded: 0,
  },
  multiplier: 1,
  winMinor: 250,
};

describe('win lines', () => {
  it('runs a line edge to edge through the centres of its cells, gaps included', () => {
    const geometry = { reels: 5, rows: 3, cell: 100 };
    expect(linePoints([1, 1, 1, 1, 1], geometry)).toBe('0,150 50,150 150,150 250,150 350,150 450,150 500,150');
    expect(linePoints([0, 1, 2, 1, 0], { ...geometry, gap: 10 })).toBe(
      '0,50 50,50 160,150 270,250 380,150 490,50 540,50',
    );
    expect(cellCentre({ reel: 2, row: 0 }, { ...geometry, gap: 10 })).toEqual({ x: 270, y: 50 });
  });

  it('gives each of twenty lines its own colour', () => {
    expect(new Set(Array.from({ length: 20 }, (_, line) => lineColour(line))).size).toBe(20);
  });

  it('lights the cells of paying lines, and scatters only when they paid or started free spins', () => {
    expect([...winningCells(spin)].sort()).toEqual(['0:1', '0:2', '1:1', '1:2', '2:0', '2:1', '2:2']);
    const triggered = { ...spin, scatter: { ...spin.scatter, count: 3, freeSpinsAwarded: 10 } };
    expect(winningCells(triggered).has('4:0')).toBe(true);
  });

  it('shows the biggest line win first, then by line number', () => {
    expect(orderLineWins(spin.lineWins).map((win) => win.line)).toEqual([0, 2, 4]);
  });

  it('lights every cell of a ways win and shows the biggest ways win first', () => {
    const way = (symbol: string, winMinor: number, rows: number[]) => ({
      symbol,
      count: 3,
      ways: rows.length,
      positions: [...rows.map((row) => ({ reel: 0, row })), { reel: 1, row: 0 }, { reel: 2, row: 1 }],
      winMinor,
    });
    const waysSpin: SlotSpin = { ...spin, lineWins: [], wayWins: [way('ten', 40, [0]), way('durian', 400, [1, 2])] };
    expect([...winningCells(waysSpin)].sort()).toEqual(['0:0', '0:1', '0:2', '1:0', '2:1']);
    expect(orderWayWins(waysSpin.wayWins).map((win) => win.symbol)).toEqual(['durian', 'ten']);
  });
});

import { describe, expect, it } from 'vitest';
import type { SlotModelSummary } from '../../src/slots/slot-types.js';
import { paytableRows } from './paytable.js';

const look = { glyph: 'x', icon: 'rank', colour: '#FFFFFF' };
const summary: SlotModelSummary = {
  modelId: 'golden-temple',
  volatility: 'medium',
  statedRtpPercent: 95.89,
  reels: 5,
  rows: 3,
  shape: 'lines',
  lines: Array.from({ length: 20 }, () => [1, 1, 1, 1, 1]),
  ways: 0,
  betUnits: 20,
  hitRatePercent: null,
  symbols: [
    { id: 'ace', kind: 'regular', ...look },
    { id: 'lotus', kind: 'scatter', ...look },
    { id: 'elephant', kind: 'regular', ...look },
    { id: 'stupa', kind: 'wild', ...look },
    { id: 'king', kind: 'regular', ...look },
    { id: 'queen', kind: 'regular', ...look },
    { id: 'jack', kind: 'regular', ...look },
    { id: 'ten', kind: 'regular', ...look },
  ],
  paytable: [
    {
      symbol: 'ace',
      unit: 'line-bet',
      pays: [
        { count: 5, multiplier: 100 },
        { count: 3, multiplier: 5 },
      ],
    },
    { symbol: 'lotus', unit: 'total-stake', pays: [{ count: 3, multiplier: 2 }] },
    {
      symbol: 'elephant',
      unit: 'line-bet',
      pays: [
        { count: 3, multiplier: 40 },
        { count: 5, multiplier: 1000 },
      ],
    },
  ],
  freeSpins: {
    triggerCount: 3,
    awards: [{ count: 3, spins: 10 }],
    multiplier: 3,
    retrigger: true,
    maxSpinsPerRound: 100,
  },
  stakeOptionsMinor: [100, 200, 500],
  maxWinStakeMultiple: null,
};

describe('slot paytable', () => {
  it('prices line pays by the line bet and scatter pays by the stake, wild and scatter first', () => {
    const rows = paytableRows(summary, 200);
    expect(rows.map((row) => row.symbol)).toEqual([
      'stupa',
      'lotus',
      'elephant',
      'ace',
      'king',
      'queen',
      'jack',
      'ten',
    ]);
    expect(rows[1]!.pays).toEqual([{ count: 3, amountMinor: 400 }]);
    expect(rows[2]!.pays).toEqual([
      { count: 5, amountMinor: 10_000 },
      { count: 3, amountMinor: 400 },
    ]);
    expect(rows[0]!.pays).toEqual([]);
  });

  it('prices ways pays by the coin (stake / coins), per way', () => {
    const ways: SlotModelSummary = {
      ...summary,
      shape: 'ways',
      lines: [],
      ways: 243,
      betUnits: 25,
      paytable: summary.paytable.map((entry) => (entry.unit === 'line-bet' ? { ...entry, unit: 'coin' } : entry)),
    };
    const rows = paytableRows(ways, 250);
    expect(rows.find((row) => row.symbol === 'elephant')!.pays).toEqual([
      { count: 5, amountMinor: 10_000 },
      { count: 3, amountMinor: 400 },
    ]);
    expect(rows.find((row) => row.symbol === 'lotus')!.pays).toEqual([{ count: 3, amountMinor: 500 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultTableConfig } from './table-config.js';
import { roundIdFor } from './table-timetable.js';
import type { TableHistoryEntry } from './table-types.js';
import { buildTableView, tableHistoryLength } from './table-view.js';

const table = { ...defaultTableConfig('roulette'), epochMs: Date.UTC(2025, 5, 1) };
const length = 15_000 + 8_000 + 4_000;
const spin = { kind: 'roulette', number: 17, color: 'black' } as const;

function history(count: number): TableHistoryEntry[] {
  return Array.from({ length: count }, (_, roundNumber) => ({
    roundId: roundIdFor(table, roundNumber),
    roundNumber,
    outcome: { kind: 'roulette', number: roundNumber % 37, color: 'red' },
  }));
}

describe('buildTableView', () => {
  it('withholds the draw while bets are open', () => {
    const now = table.epochMs + 30 * length + 1_000;
    const view = buildTableView(table, now, { outcome: spin, history: [] });
    expect(view).toMatchObject({
      tableId: 'roulette',
      kind: 'roulette',
      roundNumber: 30,
      roundId: roundIdFor(table, 30),
      phase: 'betting',
      outcome: null,
      serverTime: new Date(now).toISOString(),
      phaseEndsAt: new Date(table.epochMs + 30 * length + 15_000).toISOString(),
    });
  });

  it('shows the draw from the drawing phase on', () => {
    const drawing = buildTableView(table, table.epochMs + 30 * length + 15_000, { outcome: spin, history: [] });
    expect(drawing).toMatchObject({ phase: 'drawing', outcome: spin });
    const settled = buildTableView(table, table.epochMs + 30 * length + 24_000, { outcome: spin, history: [] });
    expect(settled).toMatchObject({ phase: 'settled', outcome: spin });
  });

  it('keeps the last 20 earlier rounds, newest first, and never the current one', () => {
    const view = buildTableView(table, table.epochMs + 30 * length + 16_000, { outcome: spin, history: history(31) });
    expect(view.history).toHaveLength(tableHistoryLength);
    expect(view.history.map((entry) => entry.roundNumber)).toEqual(
      Array.from({ length: 20 }, (_, index) => 29 - index),
    );
  });
});

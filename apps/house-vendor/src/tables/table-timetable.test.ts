import { describe, expect, it } from 'vitest';
import { defaultTableConfig } from './table-config.js';
import { acceptsBets, roundAt, roundByNumber, roundIdFor } from './table-timetable.js';

const table = { ...defaultTableConfig('dragon-tiger', 'dragon-tiger-1'), epochMs: 1_000_000 };
// Betting 15 s, drawing 5 s, settled 4 s: a 24 s round.
const length = 24_000;

describe('roundAt', () => {
  it('opens round 0 at the epoch and runs betting, drawing and settled back to back', () => {
    expect(roundAt(table, 1_000_000)).toMatchObject({ roundNumber: 0, phase: 'betting', phaseEndsAtMs: 1_015_000 });
    expect(roundAt(table, 1_014_999)).toMatchObject({ roundNumber: 0, phase: 'betting' });
    expect(roundAt(table, 1_015_000)).toMatchObject({ roundNumber: 0, phase: 'drawing', phaseEndsAtMs: 1_020_000 });
    expect(roundAt(table, 1_019_999)).toMatchObject({ phase: 'drawing' });
    expect(roundAt(table, 1_020_000)).toMatchObject({ roundNumber: 0, phase: 'settled', phaseEndsAtMs: 1_024_000 });
    expect(roundAt(table, 1_023_999)).toMatchObject({ roundNumber: 0, phase: 'settled' });
    expect(roundAt(table, 1_024_000)).toMatchObject({ roundNumber: 1, phase: 'betting', phaseEndsAtMs: 1_039_000 });
  });

  it('gives every instant exactly one round, whatever moment a server starts', () => {
    const seen = new Set<number>();
    for (let now = 1_000_000; now < 1_000_000 + 50 * length; now += 997) {
      const round = roundAt(table, now);
      expect(now).toBeGreaterThanOrEqual(round.startsAtMs);
      expect(now).toBeLessThan(round.endsAtMs);
      expect(round).toEqual(roundByNumber(table, round.roundNumber, now));
      seen.add(round.roundNumber);
    }
    expect([...seen]).toEqual(Array.from({ length: 50 }, (_, number) => number));
  });

  it('names rounds by table and opening time, the same on every call', () => {
    expect(roundAt(table, 1_000_000 + 7 * length + 3).roundId).toBe(`dragon-tiger-1-${1_000_000 + 7 * length}`);
    expect(roundIdFor(table, 7)).toBe(roundAt(table, 1_000_000 + 7 * length + 20_000).roundId);
    expect(roundIdFor({ ...table, tableId: 'dragon-tiger-2' }, 7)).not.toBe(roundIdFor(table, 7));
  });

  it('keeps later round ids unique when the timetable changes', () => {
    const changedAt = 1_000_000 + 100 * length;
    const slower = { ...table, timetable: { ...table.timetable, bettingMs: 20_000 } };
    const before = Array.from({ length: 100 }, (_, number) => roundIdFor(table, number));
    const after = new Set(
      Array.from({ length: 60 }, (_, offset) => roundAt(slower, changedAt + offset * 29_000).roundId),
    );
    expect(before.filter((id) => after.has(id))).toEqual([]);
  });

  it('refuses a time before the epoch and a phase that is not a positive whole number of milliseconds', () => {
    expect(() => roundAt(table, 999_999)).toThrow(RangeError);
    expect(() => roundAt({ ...table, timetable: { ...table.timetable, drawingMs: 0 } }, 2_000_000)).toThrow(RangeError);
  });
});

describe('acceptsBets', () => {
  it('takes bets for the open round while its betting phase lasts', () => {
    const id = roundIdFor(table, 3);
    const opens = 1_000_000 + 3 * length;
    expect(acceptsBets(table, id, opens)).toBe(true);
    expect(acceptsBets(table, id, opens + 14_999)).toBe(true);
    expect(acceptsBets(table, id, opens + 15_000)).toBe(false);
    expect(acceptsBets(table, id, opens - 1)).toBe(false);
    expect(acceptsBets(table, roundIdFor(table, 4), opens)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { answeredAtFor, nextRealityCheckAt, sessionDuration } from './reality-check-schedule';

const start = Date.parse('2026-11-26T10:00:00Z');
const minute = 60_000;

describe('nextRealityCheckAt', () => {
  it('is one interval after the session started when the player has not answered one', () => {
    expect(nextRealityCheckAt(start, 60, null)).toBe(start + 60 * minute);
    expect(nextRealityCheckAt(start, 15, null)).toBe(start + 15 * minute);
  });

  it('keeps the rhythm of the session after an answer, even a late one', () => {
    expect(nextRealityCheckAt(start, 60, start + 60 * minute)).toBe(start + 120 * minute);
    expect(nextRealityCheckAt(start, 60, start + 61 * minute)).toBe(start + 120 * minute);
    // Away for three intervals: the next one is the next whole interval, not three at once.
    expect(nextRealityCheckAt(start, 30, start + 100 * minute)).toBe(start + 120 * minute);
  });

  it('does not reset on a reload: a page opened mid-session owes the reminder it missed', () => {
    const due = nextRealityCheckAt(start, 60, null);
    expect(due).toBeLessThan(start + 65 * minute);
  });

  it('ignores an answer from before the session started', () => {
    expect(nextRealityCheckAt(start, 45, start - 10 * minute)).toBe(start + 45 * minute);
  });
});

describe('answeredAtFor', () => {
  it('counts only the answer kept for this session', () => {
    const startedAt = '2026-11-26T10:00:00.000Z';
    expect(answeredAtFor({ startedAt, at: start + minute }, startedAt)).toBe(start + minute);
    expect(answeredAtFor({ startedAt: '2026-11-25T10:00:00.000Z', at: start }, startedAt)).toBeNull();
    expect(answeredAtFor(null, startedAt)).toBeNull();
    expect(answeredAtFor({ startedAt, at: 'soon' }, startedAt)).toBeNull();
  });
});

describe('sessionDuration', () => {
  it('splits minutes into hours and minutes', () => {
    expect(sessionDuration(65)).toEqual({ hours: 1, minutes: 5 });
    expect(sessionDuration(14)).toEqual({ hours: 0, minutes: 14 });
    expect(sessionDuration(-3)).toEqual({ hours: 0, minutes: 0 });
  });
});

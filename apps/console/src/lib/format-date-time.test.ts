import { describe, expect, it } from 'vitest';
import { dateTimeInputIn, formatDateTime, instantIn, instantOfLocal, nextDay, startOfDayIn } from './format-date-time';

describe('console dates', () => {
  it('shows YYYY/MM/DD HH:mm in the brand zone', () => {
    expect(formatDateTime('2025-01-31T17:05:09Z', 'Asia/Bangkok')).toBe('2025/02/01 00:05');
    expect(formatDateTime('2025-01-31T17:05:09Z', 'America/Sao_Paulo')).toBe('2025/01/31 14:05');
    expect(formatDateTime('not a date', 'Asia/Bangkok')).toBe('');
  });

  it('finds the instant a day starts in the zone, across a daylight-saving change', () => {
    expect(startOfDayIn('2025-02-01', 'Asia/Bangkok')).toBe('2025-01-31T17:00:00.000Z');
    expect(startOfDayIn('2025-03-30', 'Europe/London')).toBe('2025-03-30T00:00:00.000Z');
    expect(startOfDayIn('2025-03-31', 'Europe/London')).toBe('2025-03-30T23:00:00.000Z');
    expect(startOfDayIn('2025-13-01', 'Asia/Bangkok')).toBeNull();
    expect(startOfDayIn('yesterday', 'Asia/Bangkok')).toBeNull();
  });

  it('reads a wall-clock time of the zone as an instant, and shows an instant as one', () => {
    expect(instantIn('2025-02-01T09:30', 'Asia/Bangkok')).toBe('2025-02-01T02:30:00.000Z');
    expect(instantIn('2025-02-30T09:30', 'Asia/Bangkok')).toBeNull();
    expect(dateTimeInputIn('2025-02-01T02:30:00.000Z', 'Asia/Manila')).toBe('2025-02-01T10:30');
  });

  it('moves to the next day over month and year ends', () => {
    expect(nextDay('2025-01-31')).toBe('2025-02-01');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });
});

describe('schedule fields in a brand zone', () => {
  it('reads and writes datetime-local values in the zone', () => {
    expect(dateTimeInputIn('2026-11-30T17:30:00Z', 'Asia/Bangkok')).toBe('2026-12-01T00:30');
    expect(instantOfLocal('2026-12-01T00:30', 'Asia/Bangkok')).toBe('2026-11-30T17:30:00.000Z');
    expect(instantOfLocal('2026-07-01T09:15', 'America/Sao_Paulo')).toBe('2026-07-01T12:15:00.000Z');
    expect(instantOfLocal('2025-03-30T12:00', 'Europe/London')).toBe('2025-03-30T11:00:00.000Z');
    expect(instantOfLocal('2026-02-30T10:00', 'Asia/Bangkok')).toBeNull();
    expect(instantOfLocal('tomorrow', 'Asia/Bangkok')).toBeNull();
  });
});

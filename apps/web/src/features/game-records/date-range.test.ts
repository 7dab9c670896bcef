import { describe, expect, it } from 'vitest';
import { brandToday, quickRange, quickRangeOf, shiftDate, withEndDate, withStartDate } from './date-range';

describe('brandToday', () => {
  it('is the date in the brand time zone, not the device one', () => {
    // 18:30 UTC on the 21st is already 01:30 on the 22nd in Bangkok and still the 21st in São Paulo.
    const now = new Date('2026-11-21T18:30:00Z');
    expect(brandToday(now, 'Asia/Bangkok')).toBe('2026-11-22');
    expect(brandToday(now, 'America/Sao_Paulo')).toBe('2026-11-21');
  });
});

describe('quickRange', () => {
  it('counts every pick back from the brand today, both ends inclusive', () => {
    const today = brandToday(new Date('2026-03-01T17:05:00Z'), 'Asia/Bangkok');
    expect(today).toBe('2026-03-02');
    expect(quickRange('today', today)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(quickRange('yesterday', today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(quickRange('last7Days', today)).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(quickRange('last30Days', today)).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
  });

  it('crosses month and year ends on the calendar alone', () => {
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDate('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('recognises a pick from its dates and nothing from typed dates', () => {
    expect(quickRangeOf({ startDate: '2026-11-20', endDate: '2026-11-20' }, '2026-11-21')).toBe('yesterday');
    expect(quickRangeOf({ startDate: '2026-11-15', endDate: '2026-11-21' }, '2026-11-21')).toBe('last7Days');
    expect(quickRangeOf({ startDate: '2026-11-14', endDate: '2026-11-21' }, '2026-11-21')).toBeNull();
  });
});

describe('custom dates', () => {
  const range = { startDate: '2026-11-10', endDate: '2026-11-20' };

  it('keeps the range the right way round', () => {
    expect(withStartDate(range, '2026-11-25')).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(withEndDate(range, '2026-11-01')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-01' });
    expect(withStartDate(range, '2026-11-12')).toEqual({ startDate: '2026-11-12', endDate: '2026-11-20' });
  });

  it('ignores a cleared or impossible date', () => {
    expect(withStartDate(range, '')).toBe(range);
    expect(withEndDate(range, '2026-02-31')).toBe(range);
  });
});

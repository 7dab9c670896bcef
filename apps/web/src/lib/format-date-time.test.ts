import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLocalDate, formatTimeZoneOffset } from './format-date-time';

describe('formatDateTime', () => {
  it('formats an ISO instant in the brand time zone as YYYY/MM/DD HH:mm:ss', () => {
    expect(formatDateTime('2025-01-31T17:05:09Z', 'Asia/Bangkok')).toBe('2025/02/01 00:05:09');
    expect(formatDateTime('2025-01-31T17:05:09Z', 'UTC')).toBe('2025/01/31 17:05:09');
  });

  it('uses 00 for midnight rather than 24', () => {
    expect(formatDateTime('2025-06-01T17:00:00Z', 'Asia/Bangkok')).toBe('2025/06/02 00:00:00');
  });

  it('falls back to Bangkok for an unknown zone and returns nothing for an invalid date', () => {
    expect(formatDateTime('2025-01-31T17:05:09Z', 'Not/AZone')).toBe('2025/02/01 00:05:09');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });

  it('names the zone offset', () => {
    expect(formatTimeZoneOffset(new Date('2025-01-01T00:00:00Z'), 'Asia/Bangkok')).toBe('GMT+7');
  });
});

describe('formatLocalDate', () => {
  it("answers the brand's calendar date, which may differ from UTC's", () => {
    expect(formatLocalDate('2025-01-31T17:05:09Z', 'Asia/Bangkok')).toBe('2025-02-01');
    expect(formatLocalDate('2025-01-31T17:05:09Z', 'UTC')).toBe('2025-01-31');
    expect(formatLocalDate('nonsense', 'UTC')).toBe('');
  });
});

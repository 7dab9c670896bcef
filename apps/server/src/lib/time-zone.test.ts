import { describe, expect, it } from 'vitest';
import { startOfLocalDay, timeZoneOffsetMinutes } from './time-zone.js';

describe('time zones', () => {
  it('knows Bangkok and Manila offsets', () => {
    expect(timeZoneOffsetMinutes(new Date('2026-11-21T00:00:00Z'), 'Asia/Bangkok')).toBe(420);
    expect(timeZoneOffsetMinutes(new Date('2026-11-21T00:00:00Z'), 'Asia/Manila')).toBe(480);
  });

  it('starts a Bangkok day at 17:00 UTC the day before', () => {
    expect(startOfLocalDay('2026-11-21', 'Asia/Bangkok').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'America/Sao_Paulo').toISOString()).toBe('2026-07-01T03:00:00.000Z');
  });

  it('starts a day at its own midnight when the offset changes between that midnight and the UTC one', () => {
    // Sydney leaves summer time at 03:00 on 5 April 2026: the day starts at 00:00 AEDT (+11), not +10.
    expect(startOfLocalDay('2026-04-05', 'Australia/Sydney').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(startOfLocalDay('2026-04-06', 'Australia/Sydney').toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });
});

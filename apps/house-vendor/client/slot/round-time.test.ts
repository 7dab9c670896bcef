import { describe, expect, it } from 'vitest';
import { formatRoundTime } from './round-time.js';

describe('a round’s time in the slot history', () => {
  it('is told in the brand’s time zone, not the browser’s or UTC', () => {
    // 17:05:09 UTC is 00:05:09 the next day in Bangkok.
    expect(formatRoundTime('2026-11-25T17:05:09Z', { locale: 'th-TH', timeZone: 'Asia/Bangkok' })).toBe('00:05:09');
    expect(formatRoundTime('2026-11-25T17:05:09Z', { locale: 'en-US', timeZone: 'Asia/Manila' })).toBe('01:05:09');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatRoundTime('not a time', { locale: 'en-US', timeZone: 'Asia/Bangkok' })).toBe('');
  });
});

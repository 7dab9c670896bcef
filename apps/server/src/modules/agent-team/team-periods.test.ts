import { describe, expect, it } from 'vitest';
import { teamPeriodDays, teamRangeDays } from './team-periods.js';

// Wednesday 2026-11-25 23:30 in Bangkok (UTC+7) is still Wednesday 16:30 UTC; 2026-11-26 00:30 there is Thursday.
const wednesdayNight = new Date('2026-11-25T16:30:00Z');
const thursdayEarly = new Date('2026-11-25T17:30:00Z');

describe('team periods in the brand zone', () => {
  it('takes the brand-local day, not the UTC one', () => {
    expect(teamPeriodDays('today', wednesdayNight, 'Asia/Bangkok')).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-11-25',
    });
    expect(teamPeriodDays('today', thursdayEarly, 'Asia/Bangkok').startDate).toBe('2026-11-26');
    expect(teamPeriodDays('yesterday', thursdayEarly, 'Asia/Bangkok').startDate).toBe('2026-11-25');
  });

  it('runs weeks from Sunday and months from the 1st', () => {
    expect(teamPeriodDays('thisWeek', thursdayEarly, 'Asia/Bangkok')).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-26',
    });
    expect(teamPeriodDays('thisMonth', new Date('2026-11-30T18:00:00Z'), 'Asia/Bangkok')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
  });

  it('defaults a range to the last seven days, turns a backwards one round and caps its length', () => {
    expect(teamRangeDays({}, wednesdayNight, 'Asia/Bangkok')).toEqual({
      startDate: '2026-11-19',
      endDate: '2026-11-25',
    });
    expect(teamRangeDays({ startDate: '2026-11-10', endDate: '2026-11-01' }, wednesdayNight, 'UTC')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    expect(teamRangeDays({ startDate: '2025-01-01', endDate: '2026-11-25' }, wednesdayNight, 'UTC', 31)).toEqual({
      startDate: '2026-10-26',
      endDate: '2026-11-25',
    });
  });
});

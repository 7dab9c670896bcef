import { describe, expect, it } from 'vitest';
import {
  ContractEngineError,
  containsMonthStart,
  contractEndsAt,
  inForceDuring,
  nextPeriod,
  periodContaining,
  periodicSubCycles,
  periodOfKey,
  previousPeriod,
  termsEffectiveFrom,
} from './agent-contracts.periods.js';
import type { PeriodType } from './agent-contracts.terms.js';

const zone = 'Asia/Bangkok';
const at = (iso: string) => new Date(iso);

describe('settlement windows in the brand zone (invariant 12)', () => {
  it('a day runs local midnight to midnight', () => {
    const day = periodContaining('daily', at('2026-11-26T17:30:00Z'), zone);
    expect(day.key).toBe('daily:2026-11-27');
    expect(day.start.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });

  it('a week runs Sunday 00:00 to Saturday 24:00', () => {
    const week = periodContaining('weekly', at('2026-11-27T05:00:00Z'), zone);
    expect(week.key).toBe('weekly:2026-11-22');
    expect(new Date(`${week.localStart}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(week.end.toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });

  it('half-months are 1–15 and 16–end, across February of a leap year', () => {
    expect(periodContaining('semimonthly', at('2028-02-15T16:59:59Z'), zone).key).toBe('semimonthly:2028-02-01');
    const second = periodContaining('semimonthly', at('2028-02-15T17:00:00Z'), zone);
    expect(second.key).toBe('semimonthly:2028-02-16');
    expect(second.end.toISOString()).toBe('2028-02-29T17:00:00.000Z');
    expect(nextPeriod(second, zone).key).toBe('semimonthly:2028-03-01');
  });

  it('a month runs from the 1st, crossing the year', () => {
    const december = periodContaining('monthly', at('2026-12-31T16:59:59Z'), zone);
    expect(december.key).toBe('monthly:2026-12-01');
    expect(nextPeriod(december, zone).key).toBe('monthly:2027-01-01');
  });

  it('slots are local: hour, half hour, five minutes', () => {
    const instant = at('2026-11-27T13:47:10Z');
    expect(periodContaining('hour', instant, zone).key).toBe('hour:2026-11-27T20:00');
    expect(periodContaining('half_hour', instant, zone).key).toBe('half_hour:2026-11-27T20:30');
    expect(periodContaining('five_minutes', instant, zone).key).toBe('five_minutes:2026-11-27T20:45');
    expect(periodContaining('hour', at('2026-11-27T13:47:10Z'), 'Asia/Kolkata').key).toBe('hour:2026-11-27T19:00');
    expect(periodContaining('hour', at('2026-11-27T13:47:10Z'), 'Asia/Kolkata').start.toISOString()).toBe(
      '2026-11-27T13:30:00.000Z',
    );
  });

  it.each<PeriodType>(['daily', 'weekly', 'semimonthly', 'monthly', 'hour', 'half_hour', 'five_minutes'])(
    '%s windows partition time: each ends where the next starts, keys round-trip',
    (type) => {
      let period = periodContaining(type, at('2026-01-30T11:11:11Z'), zone);
      for (let step = 0; step < 40; step += 1) {
        const next = nextPeriod(period, zone);
        expect(next.start.getTime()).toBe(period.end.getTime());
        expect(period.end.getTime()).toBeGreaterThan(period.start.getTime());
        expect(periodOfKey(period.key, zone)).toEqual(period);
        expect(previousPeriod(next, zone)).toEqual(period);
        expect(periodContaining(type, new Date(period.end.getTime() - 1), zone).key).toBe(period.key);
        period = next;
      }
    },
  );

  it('refuses keys that are not what it prints', () => {
    for (const key of [
      'weekly:2026-11-23',
      'semimonthly:2026-11-02',
      'hour:2026-11-27T20:30',
      'daily:2026-13-01',
      'yearly:2026-01-01',
      'daily',
    ]) {
      expect(() => periodOfKey(key, zone), key).toThrow(ContractEngineError);
    }
  });
});

describe('version timing (issue #18: terms take effect at the next period start)', () => {
  it('terms accepted mid-week apply from the next Sunday; a termination ends the window it happened in', () => {
    const accepted = at('2026-11-25T03:00:00Z');
    expect(termsEffectiveFrom('weekly', accepted, zone).toISOString()).toBe('2026-11-28T17:00:00.000Z');
    expect(contractEndsAt('weekly', accepted, zone).toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });

  it('a version settles a window only if in force for the whole of it (invariant 13)', () => {
    const week = periodOfKey('weekly:2026-11-22', zone);
    const from = termsEffectiveFrom('weekly', at('2026-11-18T00:00:00Z'), zone);
    expect(inForceDuring({ effectiveFrom: from, effectiveTo: null }, week)).toBe(true);
    expect(inForceDuring({ effectiveFrom: week.end, effectiveTo: null }, week)).toBe(false);
    expect(inForceDuring({ effectiveFrom: from, effectiveTo: week.end }, week)).toBe(true);
    expect(inForceDuring({ effectiveFrom: from, effectiveTo: week.start }, week)).toBe(false);
  });
});

describe('month starts and periodic sub-cycles', () => {
  it('the monthly reset clears in windows holding a first of the month', () => {
    expect(containsMonthStart(periodOfKey('semimonthly:2026-12-01', zone), zone)).toBe(true);
    expect(containsMonthStart(periodOfKey('semimonthly:2026-12-16', zone), zone)).toBe(false);
    expect(containsMonthStart(periodOfKey('weekly:2026-11-29', zone), zone)).toBe(true);
    expect(containsMonthStart(periodOfKey('weekly:2026-11-22', zone), zone)).toBe(false);
    expect(containsMonthStart(periodOfKey('daily:2026-12-01', zone), zone)).toBe(true);
    expect(containsMonthStart(periodOfKey('daily:2026-12-02', zone), zone)).toBe(false);
  });

  it('a month has four sub-cycles 1–7, 8–14, 15–21, 22–end that cover it exactly', () => {
    const month = periodOfKey('monthly:2027-02-01', zone);
    const cycles = periodicSubCycles(month, zone);
    expect(cycles.map((cycle) => cycle.start.toISOString())).toEqual([
      '2027-01-31T17:00:00.000Z',
      '2027-02-07T17:00:00.000Z',
      '2027-02-14T17:00:00.000Z',
      '2027-02-21T17:00:00.000Z',
    ]);
    expect(cycles[3]?.end).toEqual(month.end);
    expect(periodicSubCycles(periodOfKey('semimonthly:2027-02-01', zone), zone)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { birthdayIn, birthdayWindowYear } from './birthday.js';

describe('the birthday window', () => {
  it('opens on the birthday for the number of days, once a year', () => {
    expect(birthdayWindowYear('1990-11-27', '2026-11-26', 7)).toBeNull();
    expect(birthdayWindowYear('1990-11-27', '2026-11-27', 7)).toBe(2026);
    expect(birthdayWindowYear('1990-11-27', '2026-12-03', 7)).toBe(2026);
    expect(birthdayWindowYear('1990-11-27', '2026-12-04', 7)).toBeNull();
    expect(birthdayWindowYear('1990-11-27', '2026-11-27', 1)).toBe(2026);
    expect(birthdayWindowYear('1990-11-27', '2026-11-28', 1)).toBeNull();
  });

  it('moves 29 February to 28 February in a year without one', () => {
    expect(birthdayIn('2000-02-29', 2027)?.toISOString().slice(0, 10)).toBe('2027-02-28');
    expect(birthdayIn('2000-02-29', 2028)?.toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(birthdayWindowYear('2000-02-29', '2027-02-28', 1)).toBe(2027);
    expect(birthdayWindowYear('2000-02-29', '2027-03-01', 1)).toBeNull();
    expect(birthdayWindowYear('2000-02-29', '2028-02-28', 1)).toBeNull();
    expect(birthdayWindowYear('2000-02-29', '2028-02-29', 1)).toBe(2028);
    expect(birthdayWindowYear('2000-02-29', '2027-03-02', 3)).toBe(2027);
  });

  it("keeps a window running into January as last year's birthday", () => {
    expect(birthdayWindowYear('1988-12-30', '2027-01-02', 7)).toBe(2026);
    expect(birthdayWindowYear('1988-12-30', '2027-01-05', 7)).toBe(2026);
    expect(birthdayWindowYear('1988-12-30', '2027-01-06', 7)).toBeNull();
  });

  it('is closed without a birthday on file or a window', () => {
    expect(birthdayWindowYear(null, '2026-11-27', 7)).toBeNull();
    expect(birthdayWindowYear(undefined, '2026-11-27', 7)).toBeNull();
    expect(birthdayWindowYear('not a date', '2026-11-27', 7)).toBeNull();
    expect(birthdayWindowYear('1990-11-27', '2026-11-27', null)).toBeNull();
  });
});

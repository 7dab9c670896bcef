import { describe, expect, it } from 'vitest';
import { formatMinorAmount, parseMinorAmount } from './decimal-amount.js';

describe('parseMinorAmount', () => {
  it('reads plain decimals into minor units', () => {
    expect(parseMinorAmount('50.00')).toBe(5_000);
    expect(parseMinorAmount('12.5')).toBe(1_250);
    expect(parseMinorAmount('7')).toBe(700);
    expect(parseMinorAmount(' 0.01 ')).toBe(1);
    expect(parseMinorAmount('-3.10')).toBe(-310);
    expect(parseMinorAmount('1000', 0)).toBe(1_000);
  });

  it('refuses what is not a plain decimal within the scale', () => {
    for (const text of ['', '1.234', '1e3', '0x10', '1,000.00', '.5', '5.', 'NaN', '12.5.0', '9999999999999999']) {
      expect(parseMinorAmount(text), text).toBeNull();
    }
  });
});

describe('formatMinorAmount', () => {
  it('writes minor units with the scale’s decimals', () => {
    expect(formatMinorAmount(5_000)).toBe('50.00');
    expect(formatMinorAmount(5)).toBe('0.05');
    expect(formatMinorAmount(-1_250)).toBe('-12.50');
    expect(formatMinorAmount(700, 0)).toBe('700');
  });

  it('round-trips', () => {
    for (const amount of [0, 1, 99, 100, 123_456_789, 9_007_199_254_740]) {
      expect(parseMinorAmount(formatMinorAmount(amount))).toBe(amount);
    }
  });
});

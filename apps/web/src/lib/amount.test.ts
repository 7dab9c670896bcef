import { describe, expect, it } from 'vitest';
import { cleanAmountText, readAmount } from './amount';

describe('readAmount', () => {
  it('reads decimals as exact minor units', () => {
    expect(readAmount('100')).toEqual({ ok: true, minor: 10_000n });
    expect(readAmount('0.1')).toEqual({ ok: true, minor: 10n });
    expect(readAmount(' 1,250.75 ')).toEqual({ ok: true, minor: 125_075n });
  });

  it('names the problem of an amount it cannot send', () => {
    expect(readAmount('')).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(readAmount('abc')).toEqual({ ok: false, problem: 'AMOUNT_FORMAT' });
    expect(readAmount('1.005')).toEqual({ ok: false, problem: 'AMOUNT_FORMAT' });
    expect(readAmount('0')).toEqual({ ok: false, problem: 'AMOUNT_POSITIVE' });
    expect(readAmount('0.00')).toEqual({ ok: false, problem: 'AMOUNT_POSITIVE' });
    expect(readAmount('5000000000')).toEqual({ ok: false, problem: 'AMOUNT_TOO_LARGE' });
  });

  it("checks the server's bounds, inclusive", () => {
    const limits = { min: '100.00', max: '50000.00' };
    expect(readAmount('99.99', limits)).toEqual({ ok: false, problem: 'AMOUNT_BELOW_MIN' });
    expect(readAmount('100', limits)).toEqual({ ok: true, minor: 10_000n });
    expect(readAmount('50000', limits)).toEqual({ ok: true, minor: 5_000_000n });
    expect(readAmount('50000.01', limits)).toEqual({ ok: false, problem: 'AMOUNT_ABOVE_MAX' });
  });

  it('ignores a bound it cannot read rather than refusing everything', () => {
    expect(readAmount('10', { min: 'unknown' })).toEqual({ ok: true, minor: 1000n });
  });
});

describe('cleanAmountText', () => {
  it('keeps digits, one point and two decimals', () => {
    expect(cleanAmountText('12a3')).toBe('123');
    expect(cleanAmountText('1.2.3')).toBe('1.23');
    expect(cleanAmountText('10.999')).toBe('10.99');
    expect(cleanAmountText('฿ 500')).toBe('500');
    expect(cleanAmountText('')).toBe('');
  });

  it('drops leading zeros and starts a bare point with zero', () => {
    expect(cleanAmountText('007')).toBe('7');
    expect(cleanAmountText('.5')).toBe('0.5');
    expect(cleanAmountText('0.50')).toBe('0.50');
  });

  it('takes a comma typed as the decimal point', () => {
    expect(cleanAmountText('12,5')).toBe('12.5');
    expect(cleanAmountText('1,000')).toBe('1000');
  });

  it('stops at a size no amount reaches', () => {
    expect(cleanAmountText('12345678901234567')).toBe('123456789012');
  });
});

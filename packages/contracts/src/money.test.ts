import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money.js';

describe('money', () => {
  it('formats minor units with two decimals', () => {
    expect(formatMinor(125000n)).toBe('1250.00');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-101n)).toBe('-1.01');
  });

  it('parses decimal strings without rounding', () => {
    expect(parseMinor('12.5')).toBe(1250n);
    expect(parseMinor('0')).toBe(0n);
    expect(() => parseMinor('1.005')).toThrow(RangeError);
    expect(() => parseMinor('1e3')).toThrow(RangeError);
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (amount) => {
        expect(parseMinor(formatMinor(amount))).toBe(amount);
      }),
    );
  });
});

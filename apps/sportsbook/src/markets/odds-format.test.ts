import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarketsError } from './markets-error.js';
import { displayStepsOf, formatOdds, parlayOddsMilliOf } from './odds-format.js';

describe('odds formats (reference §3.4)', () => {
  it('matches the golden rows, rounding every format down', () => {
    const rows: [number, string, string, string][] = [
      [1625, '0.62', '0.62', '-1.60'],
      [1800, '0.80', '0.80', '-1.25'],
      // −1/0.9 = −1.111…: the reference's table prints −1.11, which rounds in the player's favour (risk 1.11 to
      // win 1 is decimal 1.9009 > 1.900); down is −1.12, as §2.5 requires.
      [1900, '0.90', '0.90', '-1.12'],
      [2000, '1.00', '1.00', '1.00'],
      [2100, '1.10', '-0.91', '1.10'],
      [2150, '1.15', '-0.87', '1.15'],
      [2500, '1.50', '-0.67', '1.50'],
    ];
    for (const [odds, hongKong, malay, indonesian] of rows) {
      expect(
        [formatOdds(odds, 'hongkong'), formatOdds(odds, 'malay'), formatOdds(odds, 'indonesian')],
        `${odds}`,
      ).toEqual([hongKong, malay, indonesian]);
    }
  });

  it('shows decimal odds exactly: three decimals when the third is not zero, else two', () => {
    expect(formatOdds(1625, 'decimal')).toBe('1.625');
    expect(formatOdds(1900, 'decimal')).toBe('1.90');
    expect(formatOdds(1001, 'decimal')).toBe('1.001');
    expect(formatOdds(10_500, 'decimal')).toBe('10.50');
    expect(formatOdds(100_000, 'decimal')).toBe('100.00');
    expect(formatOdds(100_000, 'malay')).toBe('-0.02');
    expect(formatOdds(1001, 'indonesian')).toBe('-1000.00');
  });

  it('refuses prices that are not above 1.000 in whole thousandths', () => {
    for (const odds of [1000, 999, 1500.5, Number.NaN])
      expect(() => formatOdds(odds, 'hongkong')).toThrow(MarketsError);
  });

  it('for every decimal 1.001…100.000: the shown price never beats the true one, is within one step of it, and parses back', () => {
    for (let odds = 1001; odds <= 100_000; odds += 1) {
      const net = odds - 1000;
      for (const format of ['hongkong', 'malay', 'indonesian'] as const) {
        const steps = displayStepsOf(odds, format);
        expect(Number(formatOdds(odds, format))).toBe(steps / 100);
        if (steps >= 0) {
          // Positive: win steps/100 per 1 staked, decimal 1 + steps/100 ≤ d, and d − that < 0.01.
          const backMilli = 1000 + steps * 10;
          if (backMilli > odds || odds - backMilli >= 10) throw new Error(`${format} ${odds}: ${steps}`);
        } else {
          // Negative: risk |steps|/100 to win 1, decimal 1 + 100/|steps| ≤ d, and |steps| within one step of 100/(d−1).
          const risk = -steps;
          if (1000 * risk + 100_000 > odds * risk) throw new Error(`${format} ${odds}: ${steps} beats the price`);
          if (risk * net - 100_000 >= net || risk * net < 100_000)
            throw new Error(`${format} ${odds}: ${steps} off by a step`);
        }
      }
      const malay = displayStepsOf(odds, 'malay');
      const indonesian = displayStepsOf(odds, 'indonesian');
      if (malay < 0 !== odds > 2000) throw new Error(`malay sign at ${odds}`);
      if (indonesian < 0 !== odds < 2000) throw new Error(`indonesian sign at ${odds}`);
    }
  });

  it('decimal display round-trips exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (odds) => {
        expect(Math.round(Number(formatOdds(odds, 'decimal')) * 1000)).toBe(odds);
      }),
    );
  });
});

describe('parlay odds', () => {
  it('multiplies exactly and rounds down once', () => {
    expect(parlayOddsMilliOf([1900, 1750])).toBe(3325);
    expect(parlayOddsMilliOf([1900, 2020, 1750])).toBe(6716);
    expect(parlayOddsMilliOf([2500])).toBe(2500);
    expect(() => parlayOddsMilliOf([])).toThrow(MarketsError);
  });

  it('is the floor of the exact product', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 1, maxLength: 10 }), (odds) => {
        const product = odds.reduce((accumulator, value) => accumulator * BigInt(value), 1n);
        const scale = 1000n ** BigInt(odds.length - 1);
        const shown = BigInt(parlayOddsMilliOf(odds));
        expect(shown * scale <= product && product < (shown + 1n) * scale).toBe(true);
      }),
    );
  });
});

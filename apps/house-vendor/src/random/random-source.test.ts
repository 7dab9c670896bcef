import { describe, expect, it } from 'vitest';
import { createCryptoRandom, createSeededRandom } from './random-source.js';

describe('random sources', () => {
  it('stay inside the bound and reach every value', () => {
    const random = createCryptoRandom();
    const seen = new Set<number>();
    for (let draw = 0; draw < 10_000; draw += 1) {
      const value = random.nextInt(37);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(37);
      seen.add(value);
    }
    expect(seen.size).toBe(37);
  });

  it('repeat a seeded stream exactly and differ between seeds', () => {
    const draws = (seed: string) => {
      const random = createSeededRandom(seed);
      return Array.from({ length: 50 }, () => random.nextInt(1000));
    };
    expect(draws('round-1')).toEqual(draws('round-1'));
    expect(draws('round-1')).not.toEqual(draws('round-2'));
  });

  it('refuse a bound that cannot be drawn fairly', () => {
    expect(() => createCryptoRandom().nextInt(0)).toThrow(RangeError);
    expect(() => createCryptoRandom().nextInt(1.5)).toThrow(RangeError);
  });
});

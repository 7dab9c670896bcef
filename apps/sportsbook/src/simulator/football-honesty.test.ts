import { describe, expect, it } from 'vitest';
import { resultsOf } from '../markets/market-results.js';
import { measureFootballHonesty } from './football-honesty.js';

describe('football honesty over 2,000 seeded matches (the smoke run of reference §9.5)', () => {
  const figures = measureFootballHonesty({ matches: 2_000, seed: 'honesty-smoke-seed', results: resultsOf });
  const within = (entry: { observed: number; expected: number; standardError: number }, z: number) =>
    Math.abs(entry.observed - entry.expected) <= z * entry.standardError;

  it('scores the goals and wins the model expects', () => {
    expect(figures.matches).toBe(2_000);
    expect(figures.goals.expected / figures.matches).toBeGreaterThan(2.55);
    expect(figures.goals.expected / figures.matches).toBeLessThan(2.85);
    expect(within(figures.goals, 3)).toBe(true);
    expect(within(figures.homeWins, 2.576)).toBe(true);
    expect(within(figures.draws, 2.576)).toBe(true);
    for (const bucket of figures.reliability.filter((entry) => entry.outcomes >= 50)) {
      const z = Math.abs(bucket.observed - bucket.predicted) / bucket.standardError;
      expect(z, `decile ${bucket.bucket}`).toBeLessThan(3.3);
    }
  });

  it('realises the theoretical hold within its 99 % interval, and the theoretical hold is the configured margin', () => {
    for (const [type, hold] of Object.entries(figures.hold)) {
      expect(Math.abs(hold.realisedHold - hold.theoreticalHold), type).toBeLessThanOrEqual(2.576 * hold.standardError);
      const perUnit = hold.configuredMargin / (1 + hold.configuredMargin);
      if (type === 'ft_1x2') {
        // The power method loads long shots, so equal stakes on 1, X and 2 hold more than the overround's share.
        expect(hold.theoreticalHold, type).toBeGreaterThan(perUnit);
        expect(hold.theoreticalHold, type).toBeLessThan(1.5 * perUnit);
      } else {
        // Two-way lines hold the margin on the share that is not pushed back; rounding down adds a hair.
        expect(hold.theoreticalHold, type).toBeGreaterThan(0.75 * perUnit);
        expect(hold.theoreticalHold, type).toBeLessThan(perUnit + 0.004);
      }
    }
    expect(Object.keys(figures.hold).sort()).toEqual(['ft_1x2', 'ft_ah', 'ft_ou']);
  });
});

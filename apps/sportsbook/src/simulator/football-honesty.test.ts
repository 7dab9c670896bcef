import { describe, expect, it } from 'vitest';
import type { MarketType, MatchFacts, OutcomeResult, Specifiers } from '../domain/sportsbook-model.js';
import { measureFootballHonesty } from './football-honesty.js';

/**
 * A stand-in for the book's results function, for the three main markets only (whole, half and quarter lines as
 * reference §3.5 settles them); the bench uses the book's own.
 */
function placeholderResults(type: MarketType, specifiers: Specifiers, facts: MatchFacts): OutcomeResult[] | undefined {
  if (facts.sport !== 'football' || !facts.fullTime) return undefined;
  const { home, away } = facts.fullTime;
  if (type === 'ft_1x2') {
    const winner = home > away ? '1' : home === away ? 'X' : '2';
    return ['1', 'X', '2'].map((outcomeId) => ({ outcomeId, result: outcomeId === winner ? 1 : 0 }));
  }
  const line = Number(specifiers.split('=')[1]) * 4;
  const adjusted = type === 'ft_ah' ? 4 * (home - away) + line : 4 * (home + away) - line;
  const halves = adjusted % 2 === 0 ? [adjusted, adjusted] : [adjusted - 1, adjusted + 1];
  const win = halves.filter((half) => half > 0).length;
  const push = halves.filter((half) => half === 0).length;
  const sideResult = (wins: number, pushes: number): OutcomeResult => {
    if (wins === 2) return { outcomeId: '', result: 1 };
    if (pushes === 2) return { outcomeId: '', result: 0, voidFactor: 1 };
    if (wins === 1) return { outcomeId: '', result: 1, voidFactor: pushes === 1 ? 0.5 : 0 };
    return { outcomeId: '', result: 0, voidFactor: pushes === 1 ? 0.5 : 0 };
  };
  const ids = type === 'ft_ah' ? ['home', 'away'] : ['over', 'under'];
  return [
    { ...sideResult(win, push), outcomeId: ids[0]! },
    { ...sideResult(2 - win - push, push), outcomeId: ids[1]! },
  ];
}

describe('football honesty over 2,000 seeded matches (the smoke run of reference §9.5)', () => {
  const figures = measureFootballHonesty({ matches: 2_000, seed: 'honesty-smoke-seed', results: placeholderResults });
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

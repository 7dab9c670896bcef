import { describe, expect, it } from 'vitest';
import {
  parlayOddsOf,
  parlayProblemOf,
  parlayReturnOf,
  scoreAtBetOf,
  selectionsProblemOf,
  singleReturnOf,
  stakeProblemOf,
  type SlipSelection,
} from './slip-maths';

const pick = (overrides: Partial<SlipSelection> = {}): SlipSelection => ({
  eventId: 'ev-1',
  eventName: 'Red Lions – Blue Harbour',
  marketKey: 'ft_ah|hcp=-0.5',
  marketType: 'ft_ah',
  lineLabel: '0.5',
  outcomeId: 'home',
  outcomeLabel: 'Red Lions',
  oddsMilli: 1950,
  oddsVersion: 1,
  acceptedOddsMilli: 1950,
  locked: false,
  live: false,
  parlayable: true,
  ...overrides,
});

describe('slip maths', () => {
  it('a single returns floor(stake × odds) in minor units', () => {
    expect(singleReturnOf(10_000n, 1950)).toBe(19_500n);
    // 333 × 1.925 = 641.025: rounded down once, never up.
    expect(singleReturnOf(333n, 1925)).toBe(641n);
  });

  it('a parlay multiplies exactly and rounds once, not leg by leg', () => {
    const legs = [
      pick({ oddsMilli: 1333 }),
      pick({ eventId: 'ev-2', oddsMilli: 1333 }),
      pick({ eventId: 'ev-3', oddsMilli: 1333 }),
    ];
    // 100 × 1.333³ = 236.8593…: per-leg rounding would give a different figure.
    expect(parlayReturnOf(100n, legs)).toBe(236n);
    expect(parlayOddsOf(legs)).toBe(2368);
  });

  it('a parlay needs 2 to 10 picks from different, parlayable events', () => {
    expect(parlayProblemOf([pick()])).toBe('PARLAY_TOO_FEW');
    expect(parlayProblemOf([pick(), pick({ marketKey: 'ft_1x2', outcomeId: '1' })])).toBe('PARLAY_SAME_EVENT');
    expect(parlayProblemOf([pick(), pick({ eventId: 'ev-2', parlayable: false })])).toBe('PARLAY_NOT_ALLOWED');
    const eleven = Array.from({ length: 11 }, (_, index) => pick({ eventId: `ev-${index}` }));
    expect(parlayProblemOf(eleven)).toBe('PARLAY_TOO_MANY');
    expect(parlayProblemOf(eleven.slice(0, 3))).toBeUndefined();
  });

  it('checks the stake against the minimum and the balance', () => {
    expect(stakeProblemOf(undefined, 1000n, 50_000n)).toBe('STAKE_MISSING');
    expect(stakeProblemOf(999n, 1000n, 50_000n)).toBe('STAKE_BELOW_MINIMUM');
    expect(stakeProblemOf(50_001n, 1000n, 50_000n)).toBe('INSUFFICIENT_FUNDS');
    expect(stakeProblemOf(50_000n, 1000n, 50_000n)).toBeUndefined();
  });

  it('a moved price stops the slip unless the odds policy accepts the move', () => {
    const up = [pick({ oddsMilli: 2000, acceptedOddsMilli: 1950 })];
    const down = [pick({ oddsMilli: 1900, acceptedOddsMilli: 1950 })];
    expect(selectionsProblemOf(up, 'NONE')).toBe('ODDS_CHANGED');
    expect(selectionsProblemOf(up, 'BETTER')).toBeUndefined();
    expect(selectionsProblemOf(down, 'BETTER')).toBe('ODDS_CHANGED');
    expect(selectionsProblemOf(down, 'ANY')).toBeUndefined();
    expect(selectionsProblemOf([pick({ locked: true })], 'ANY')).toBe('SELECTION_LOCKED');
  });

  it('reads the score a live handicap counts from out of the market key', () => {
    expect(scoreAtBetOf('ft_ah_rest|hcp=-0.5|score=1:0')).toEqual({ home: 1, away: 0 });
    expect(scoreAtBetOf('ft_ah_rest|score=2:13')).toEqual({ home: 2, away: 13 });
    expect(scoreAtBetOf('ft_ah|hcp=-0.5')).toBeUndefined();
  });
});

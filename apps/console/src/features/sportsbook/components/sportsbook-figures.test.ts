import { describe, expect, it } from 'vitest';
import {
  dailyHold,
  emptyFactsForm,
  factsOf,
  isLiabilityAlarming,
  marginInForce,
  minorAmount,
  minorOf,
  oddsText,
  percentText,
} from './sportsbook-figures';

describe('sportsbook figures', () => {
  it('shows minor units, odds and basis points exactly, BigInt-safe', () => {
    expect(minorAmount('123456')).toBe('1,234.56');
    expect(minorAmount('-5')).toBe('-0.05');
    expect(minorAmount('900719925474099312')).toBe('9,007,199,254,740,993.12');
    expect(oddsText(1925)).toBe('1.925');
    expect(percentText(425)).toBe('4.25%');
    expect(percentText(-1210)).toBe('-12.10%');
  });

  it('reads a typed amount as minor units and refuses what is not one', () => {
    expect(minorOf('1,000.5')).toBe('100050');
    expect(minorOf('20000')).toBe('2000000');
    expect(minorOf('1.234')).toBeNull();
    expect(minorOf('-1')).toBeNull();
  });

  it('marks a liability red from 80% of its limit, never without a limit', () => {
    expect(isLiabilityAlarming('79999', '100000')).toBe(false);
    expect(isLiabilityAlarming('80000', '100000')).toBe(true);
    expect(isLiabilityAlarming('500000', '0')).toBe(false);
  });

  it('builds football facts and refuses a half-time score above the full-time one', () => {
    const form = { ...emptyFactsForm, halfTimeHome: '1', halfTimeAway: '0', fullTimeHome: '2', fullTimeAway: '2' };
    expect(factsOf('football', form)).toEqual({
      facts: { sport: 'football', halfTime: { home: 1, away: 0 }, fullTime: { home: 2, away: 2 } },
    });
    expect(factsOf('football', { ...form, fullTimeHome: '0' })).toEqual({ problem: 'halfTimeAboveFullTime' });
    expect(factsOf('football', { ...form, fullTimeAway: '' })).toEqual({ problem: 'score' });
  });

  it('builds an e-sports series only when its maps decide it and stop there', () => {
    const map = (winner: 'home' | 'away', total = '24') => ({ winner, total });
    const decided = { ...emptyFactsForm, bestOf: '3', maps: [map('home'), map('away'), map('home', '30')] };
    expect(factsOf('esports', decided)).toEqual({
      facts: {
        sport: 'esports',
        bestOf: 3,
        maps: [
          { winner: 'home', total: 24 },
          { winner: 'away', total: 24 },
          { winner: 'home', total: 30 },
        ],
      },
    });
    expect(factsOf('esports', { ...decided, maps: [map('home'), map('away')] })).toEqual({
      problem: 'seriesUndecided',
    });
    expect(factsOf('esports', { ...decided, maps: [map('home'), map('home'), map('away')] })).toEqual({
      problem: 'mapsAfterDecided',
    });
    expect(factsOf('esports', { ...decided, bestOf: '4' })).toEqual({ problem: 'bestOf' });
  });

  it('needs the fight winner for a cockfight', () => {
    expect(factsOf('cockfight', emptyFactsForm)).toEqual({ problem: 'fightWinner' });
    expect(factsOf('cockfight', { ...emptyFactsForm, fightWinner: 'draw' })).toEqual({
      facts: { sport: 'cockfight', winner: 'draw' },
    });
  });
});

describe('daily hold', () => {
  it('weighs the theoretical margin by stake and computes realised hold per day', () => {
    const rows = [
      { day: '2026-11-25', stakeMinor: '100000', payoutMinor: '90000', theoreticalMarginBasisPoints: 500 },
      { day: '2026-11-25', stakeMinor: '300000', payoutMinor: '310000', theoreticalMarginBasisPoints: 300 },
      { day: '2026-11-24', stakeMinor: '0', payoutMinor: '0', theoreticalMarginBasisPoints: 400 },
    ];
    expect(dailyHold(rows)).toEqual([
      { day: '2026-11-24', stakeMinor: 0n, holdBasisPoints: null, theoreticalBasisPoints: null },
      { day: '2026-11-25', stakeMinor: 400000n, holdBasisPoints: 0, theoreticalBasisPoints: 350 },
    ]);
  });

  it("finds the margin in force: the operator's for the type, else the tier's `*`, else none (the default)", () => {
    const overrides = [
      { sport: 'football', tier: 1, marketType: '*', marginBasisPoints: 450 },
      { sport: 'football', tier: 1, marketType: 'ft_ou', marginBasisPoints: 300 },
    ] as const;
    const row = (tier: number, marketType: string) =>
      ({ sport: 'football', tier, marketType, marginBasisPoints: 400 }) as const;
    expect(marginInForce([...overrides], row(1, 'ft_ou'))?.marginBasisPoints).toBe(300);
    expect(marginInForce([...overrides], row(1, 'ft_ah'))?.marginBasisPoints).toBe(450);
    expect(marginInForce([...overrides], row(2, 'ft_ah'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { marketStatuses } from '../domain/sportsbook-model.js';
import type { FeedMarket } from '../feed/feed-messages.js';
import { kickOffState, priceFootball, type FootballState } from './football-pricing.js';
import { defaultMarginTable, marginOf } from './margins.js';

const model = { homeExpectedGoals: 1.53, awayExpectedGoals: 1.15 };
const context = { margins: defaultMarginTable, tier: 1 as const };
const find = (markets: FeedMarket[], type: string, specifiers = '') =>
  markets.find((market) => market.type === type && market.specifiers === specifiers)!;
const outcome = (market: FeedMarket, id: string) => market.outcomes.find((entry) => entry.id === id)!;

describe('football prices from the match process', () => {
  const markets = priceFootball(model, kickOffState, context);

  it('gives the Poisson 1X2 of the reference at 1.53 and 1.15 expected goals (§6.3)', () => {
    const oneXTwo = find(markets, 'ft_1x2');
    expect(outcome(oneXTwo, '1').probability).toBeCloseTo(0.46, 2);
    expect(outcome(oneXTwo, 'X').probability).toBeCloseTo(0.254, 2);
    expect(outcome(oneXTwo, '2').probability).toBeCloseTo(0.286, 2);
    const total = oneXTwo.outcomes.reduce((sum, entry) => sum + entry.probability, 0);
    expect(total).toBeCloseTo(1, 9);
    // Power method: the implied shares sum to 1 + margin (before rounding down, which only lengthens the sum).
    const implied = oneXTwo.outcomes.reduce((sum, entry) => sum + 1000 / entry.oddsMilli, 0);
    expect(implied).toBeGreaterThan(1.05);
    expect(implied).toBeLessThan(1.056);
  });

  it('picks home −0.25 as the main Asian line and prices it as the reference does at 4 %', () => {
    const main = markets.filter((market) => market.type === 'ft_ah' && market.isMainLine);
    expect(main.map((market) => market.specifiers)).toEqual(['hcp=-0.25']);
    const line = main[0]!;
    // Fair 1.896 / 2.116 (§6.5); at 4 %: 1.823 / 2.034, rounded down to the ladder.
    expect(outcome(line, 'home').oddsMilli).toBeGreaterThanOrEqual(1822);
    expect(outcome(line, 'home').oddsMilli).toBeLessThanOrEqual(1824);
    expect(outcome(line, 'away').oddsMilli).toBeGreaterThanOrEqual(2032);
    expect(outcome(line, 'away').oddsMilli).toBeLessThanOrEqual(2034);
    expect(outcome(line, 'home').pushProbability).toBeCloseTo(outcome(find(markets, 'ft_1x2'), 'X').probability / 2, 9);
    expect(markets.filter((market) => market.type === 'ft_ah')).toHaveLength(5);
  });

  it('keeps win + push + lose = 1 on every two-way line and carries the configured margin', () => {
    for (const market of markets.filter((entry) => entry.outcomes.length === 2)) {
      const [first, second] = market.outcomes as [(typeof market.outcomes)[0], (typeof market.outcomes)[0]];
      const push = first.pushProbability ?? 0;
      expect(first.probability + second.probability + push).toBeCloseTo(1, 9);
      const margin = marginOf(defaultMarginTable, 'football', 1, market.type, market.isMainLine);
      const fairHome = (1 - push) / first.probability;
      expect(first.oddsMilli / 1000).toBeLessThanOrEqual(fairHome / (1 + margin) + 1e-9);
      expect(first.oddsMilli / 1000).toBeGreaterThan(fairHome / (1 + margin) - 0.001);
    }
  });

  it('lists the whole pre-match catalogue and the main over/under at 2.5', () => {
    const types = new Set(markets.map((market) => market.type));
    for (const type of ['ft_1x2', 'ft_ah', 'ft_ou', 'ft_oe', 'ft_cs', 'ht_ft', '1h_1x2', '1h_ah', '1h_ou', '1h_oe']) {
      expect(types.has(type as never), type).toBe(true);
    }
    expect(markets.find((market) => market.type === 'ft_ou' && market.isMainLine)?.specifiers).toBe('total=2.5');
    const htft = find(markets, 'ht_ft');
    expect(htft.outcomes.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 9);
    const cs = find(markets, 'ft_cs');
    expect(cs.outcomes).toHaveLength(26);
    expect(cs.outcomes.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 9);
  });

  it('prices the reference live example: minute 60 at 1-0 (§6.5)', () => {
    const state: FootballState = {
      phase: '2H',
      minutesPlayed: 15,
      score: { home: 1, away: 0 },
      halfTimeScore: { home: 1, away: 0 },
      cards: { home: 0, away: 0 },
    };
    const live = priceFootball(model, state, context);
    const oneXTwo = find(live, 'ft_1x2');
    // The reference's flat-rate example gives 78.2 / 17.7 / 4.1 %; our second half scores more late, so a little less.
    expect(outcome(oneXTwo, '1').probability).toBeGreaterThan(0.74);
    expect(outcome(oneXTwo, '1').probability).toBeLessThan(0.8);
    const rest = live.filter((market) => market.type === 'ft_ah_rest');
    expect(rest.length).toBe(5);
    for (const market of rest) expect(market.specifiers).toMatch(/^hcp=-?[\d.]+\|score=1:0$/);
    expect(live.some((market) => market.type === 'ft_ah' || market.type.startsWith('1h_'))).toBe(false);
    // Over/under lines stay above the goals already scored.
    for (const market of live.filter((entry) => entry.type === 'ft_ou')) {
      expect(Number(market.specifiers.slice('total='.length))).toBeGreaterThan(1);
    }
    const htft = find(live, 'ht_ft');
    expect(outcome(htft, 'X/1').active).toBe(false);
    expect(outcome(htft, '1/1').probability).toBeCloseTo(outcome(oneXTwo, '1').probability, 9);
  });

  it('closes an outcome the state makes impossible and keeps every active price on the ladder', () => {
    const state: FootballState = {
      phase: '2H',
      minutesPlayed: 40,
      score: { home: 3, away: 0 },
      halfTimeScore: { home: 2, away: 0 },
      cards: { home: 0, away: 1 },
    };
    for (const market of priceFootball(model, state, context)) {
      for (const entry of market.outcomes) {
        if (entry.active) {
          expect(entry.oddsMilli).toBeGreaterThanOrEqual(1010);
          expect(Number.isInteger(entry.oddsMilli)).toBe(true);
        }
        if (entry.probability === 0) expect(entry.active).toBe(false);
      }
      if (market.outcomes.every((entry) => !entry.active)) expect(market.status).toBe(marketStatuses.inactive);
    }
  });
});

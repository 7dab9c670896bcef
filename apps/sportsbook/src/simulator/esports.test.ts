import { describe, expect, it } from 'vitest';
import type { FeedMarket, FeedMessage } from '../feed/feed-messages.js';
import { resultsOf } from '../markets/market-results.js';
import { nextDayOf } from './business-day.js';
import { derivedDaySeeds } from './day-seeds.js';
import {
  esportsDayPlan,
  isKillTitle,
  killMapDistribution,
  mapStrength,
  playEsportsSeries,
  priceEsports,
  roundMapDistribution,
  seriesDistribution,
} from './esports.js';
import { returnOf } from './football-honesty.js';
import { defaultMarginTable } from './margins.js';
import { createSimulatedFeed } from './simulated-feed.js';
import { createSteppedClock } from './simulator-clock.js';

const context = { margins: defaultMarginTable, tier: 1 as const };

function preMatchMarkets(plan: ReturnType<typeof esportsDayPlan>[number]): FeedMarket[] {
  const strength = mapStrength(plan.title, plan.ratingDifference, 1, plan.bestOf, undefined);
  const map = isKillTitle(plan.title)
    ? killMapDistribution(strength, 0, 0)
    : roundMapDistribution(plan.title, strength, 0, 0);
  return priceEsports(plan, seriesDistribution(plan, { home: 0, away: 0 }, undefined), 1, map, context);
}

describe('e-sports series', () => {
  it('sums a best of three map by map with pick and momentum', () => {
    const series = { title: 'lol' as const, bestOf: 3, ratingDifference: 0 };
    const finals = seriesDistribution(series, { home: 0, away: 0 }, undefined);
    // Map 1 is home's pick (0.53); map 2 away's pick, with home's momentum after a win: 0.5 − 0.03 + 0.02.
    expect(finals.get('2:0')).toBeCloseTo(0.53 * 0.49, 12);
    expect([...finals.values()].reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
    // From one map each, the decider is nobody's pick: only momentum counts.
    expect(seriesDistribution(series, { home: 1, away: 1 }, 'away').get('2:1')).toBeCloseTo(0.48, 12);
    expect(seriesDistribution(series, { home: 1, away: 1 }, 'away', 0.6).get('2:1')).toBeCloseTo(0.6, 12);
  });

  it('plays first to 13 with overtime won by two, and prices totals from the same race', () => {
    const distribution = roundMapDistribution('cs2', 0.5, 0, 0);
    let total = 0;
    for (const [rounds, shares] of distribution) {
      total += shares.home + shares.away;
      expect(rounds).toBeGreaterThanOrEqual(13);
      if (rounds === 25) throw new Error('13-12 is not a finished map');
    }
    expect(total).toBeCloseTo(1, 12);
    expect(distribution.get(24)).toBeDefined();
    expect(distribution.has(25)).toBe(false);
    const fromTwelveAll = roundMapDistribution('cs2', 0.5, 12, 12);
    expect(fromTwelveAll.get(26)!.home).toBeCloseTo(0.25, 12);
  });

  it('wins, totals and holds as priced over 2,400 seeded series (the smoke run)', () => {
    let series = 0;
    let expectedHomeWins = 0;
    let homeWins = 0;
    let variance = 0;
    let mapTotal = 0;
    let expectedMapTotal = 0;
    let stake = 0;
    let returned = 0;
    let expectedReturn = 0;
    let squares = 0;
    const priced = new Map<string, FeedMarket[]>();
    for (let day = '2026-01-01'; series < 2_400; day = nextDayOf(day)) {
      for (const plan of esportsDayPlan(day, 'Asia/Bangkok')) {
        const key = `${plan.home.id}:${plan.away.id}:${plan.bestOf}`;
        const markets = priced.get(key) ?? preMatchMarkets(plan);
        priced.set(key, markets);
        const maps = playEsportsSeries('esports-smoke', plan.eventId, plan);
        const facts = { sport: 'esports' as const, bestOf: plan.bestOf, maps };
        series += 1;
        const match = markets.find((market) => market.type === 'esp_match')!;
        const home = match.outcomes.find((outcome) => outcome.id === 'home')!;
        expectedHomeWins += home.probability;
        variance += home.probability * (1 - home.probability);
        const won = maps.filter((map) => map.winner === 'home').length === (plan.bestOf + 1) / 2;
        if (won) homeWins += 1;
        const mapOne = markets.find((market) => market.type === 'esp_map_total' && market.isMainLine)!;
        mapTotal += maps[0]!.total > Number(mapOne.specifiers.split('total=')[1]) ? 1 : 0;
        expectedMapTotal += mapOne.outcomes[0]!.probability;
        let net = 0;
        let expectedNet = 0;
        for (const market of markets.filter((entry) => entry.isMainLine)) {
          const results = resultsOf(market.type, market.specifiers, facts)!;
          for (const outcome of market.outcomes.filter((entry) => entry.active)) {
            const back = returnOf(
              results.find((entry) => entry.outcomeId === outcome.id)!,
              outcome.oddsMilli,
            );
            const mean = (outcome.probability * outcome.oddsMilli) / 1000 + (outcome.pushProbability ?? 0);
            stake += 1;
            returned += back;
            expectedReturn += mean;
            net += 1 - back;
            expectedNet += 1 - mean;
          }
        }
        squares += (net - expectedNet) ** 2;
      }
    }
    expect(Math.abs(homeWins - expectedHomeWins)).toBeLessThan(2.576 * Math.sqrt(variance));
    expect(Math.abs(mapTotal - expectedMapTotal)).toBeLessThan(2.576 * Math.sqrt(series / 4));
    const realised = 1 - returned / stake;
    const theoretical = 1 - expectedReturn / stake;
    expect(Math.abs(realised - theoretical)).toBeLessThanOrEqual((2.576 * Math.sqrt(squares)) / stake);
    expect(theoretical).toBeGreaterThan(0.05);
    expect(theoretical).toBeLessThan(0.075);
  });

  it('plays live between and during maps, settling each map as it ends and the series at the end', async () => {
    const seeds = derivedDaySeeds('esports-feed-secret');
    const clock = createSteppedClock(Date.parse('2026-11-26T05:00:00Z'));
    const feed = createSimulatedFeed({ clock, seeds, sports: ['esports'], speed: 60, horizonDays: 0.1 });
    const messages: FeedMessage[] = [];
    feed.subscribe(async (message) => {
      messages.push(message);
    });
    feed.start();
    await clock.advance(4 * 60 * 1000);
    await feed.stop();
    const statuses = new Set(
      messages.flatMap((message) => (message.type === 'odds_change' ? [message.eventState.matchStatus] : [])),
    );
    for (const status of ['NS', 'MAP_1', 'BETWEEN_MAPS', 'MAP_2']) expect(statuses.has(status), status).toBe(true);
    expect(messages.some((message) => message.type === 'bet_stop' && message.reason === 100)).toBe(true);
    expect(messages.some((message) => message.type === 'bet_stop' && message.reason === 101)).toBe(true);
    const settlements = messages.filter((message) => message.type === 'bet_settlement');
    const finals = settlements.filter((message) => message.markets.some((market) => market.type === 'esp_match'));
    expect(finals.length).toBeGreaterThan(2);
    for (const message of settlements) {
      if (message.facts.sport !== 'esports') throw new Error('not an e-sports settlement');
      const mapsSoFar = message.facts.maps.length;
      if (!finals.includes(message)) {
        for (const market of message.markets) expect(market.specifiers).toContain(`mapnr=${mapsSoFar}`);
      }
    }
    const plans = new Map(esportsDayPlan('2026-11-26', 'Asia/Bangkok').map((plan) => [plan.eventId, plan]));
    for (const message of finals) {
      const plan = plans.get(message.eventId)!;
      const maps = playEsportsSeries(seeds('esports', '2026-11-26'), plan.eventId, plan).map(({ winner, total }) => ({
        winner,
        total,
      }));
      expect(message.facts).toEqual({ sport: 'esports', bestOf: plan.bestOf, maps });
    }
  });
});

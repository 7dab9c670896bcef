import type { MarketType, OutcomeResult } from '../domain/sportsbook-model.js';
import type { FeedMarket } from '../feed/feed-messages.js';
import type { ResultsFunction } from './event-runner.js';
import { playFootballMatch } from './football-process.js';
import { kickOffState, priceFootball } from './football-pricing.js';
import { footballDayPlan, type FootballFixturePlan } from './football-world.js';
import { defaultMarginTable, marginOf, type MarginTable } from './margins.js';
import { nextDayOf } from './business-day.js';

/**
 * The honesty measurement of issue #17 and reference §6.9, shared by the smoke test (2,000 matches) and the bench
 * (20,000): the public schedule's matches are played from a seed, a bettor stakes one unit on every outcome of
 * each main pre-match market at the published price, and the realised hold is set against the theoretical one
 * (1 − probability × odds − push per unit, from the published fair shares), with its standard error over matches.
 * Results come from the book's results function, as the book would settle them.
 */
export const measuredMarkets: MarketType[] = ['ft_1x2', 'ft_ah', 'ft_ou'];

export type HoldFigures = {
  bets: number;
  stake: number;
  realisedHold: number;
  theoreticalHold: number;
  /** Standard error of the realised hold, from the spread of each match's net over matches. */
  standardError: number;
  configuredMargin: number;
};

export type HonestyFigures = {
  matches: number;
  goals: { observed: number; expected: number; standardError: number };
  homeWins: { observed: number; expected: number; standardError: number };
  draws: { observed: number; expected: number; standardError: number };
  hold: Record<string, HoldFigures>;
  /** Fair probability deciles of every priced 1X2 outcome: mean prediction against observed frequency. */
  reliability: { bucket: number; outcomes: number; predicted: number; observed: number; standardError: number }[];
};

export function returnOf(result: OutcomeResult, oddsMilli: number): number {
  const voided = result.voidFactor ?? 0;
  const dead = result.deadHeatFactor ?? 1;
  return (1 - voided) * (result.result === 1 ? (oddsMilli / 1000) * dead : 0) + voided;
}

export function* footballPlansFrom(firstDay: string, timeZone = 'Asia/Bangkok'): Generator<FootballFixturePlan> {
  for (let day = firstDay; ; day = nextDayOf(day)) yield* footballDayPlan(day, timeZone);
}

export function measureFootballHonesty(options: {
  matches: number;
  seed: string;
  results: ResultsFunction;
  margins?: MarginTable;
  firstDay?: string;
}): HonestyFigures {
  const margins = options.margins ?? defaultMarginTable;
  const priced = new Map<string, FeedMarket[]>();
  const goals = { observed: 0, expected: 0, variance: 0 };
  const homeWins = { observed: 0, expected: 0, variance: 0 };
  const draws = { observed: 0, expected: 0, variance: 0 };
  const sums = new Map<
    string,
    { bets: number; stake: number; returned: number; expected: number; netSquares: number; margin: number }
  >();
  const buckets = Array.from({ length: 10 }, () => ({ outcomes: 0, predicted: 0, observed: 0, variance: 0 }));
  let played = 0;
  for (const plan of footballPlansFrom(options.firstDay ?? '2026-01-01')) {
    if (played >= options.matches) break;
    played += 1;
    const pairing = `${plan.home.id}:${plan.away.id}:${plan.tier}`;
    let markets = priced.get(pairing);
    if (!markets) {
      markets = priceFootball(plan.model, kickOffState, { margins, tier: plan.tier });
      priced.set(pairing, markets);
    }
    const play = playFootballMatch(options.seed, plan.eventId, plan.model);
    const facts = { sport: 'football' as const, halfTime: play.halfTime, fullTime: play.fullTime };
    const total = play.fullTime.home + play.fullTime.away;
    const rate = plan.model.homeExpectedGoals + plan.model.awayExpectedGoals;
    goals.observed += total;
    goals.expected += rate;
    goals.variance += rate;
    for (const market of markets) {
      if (!measuredMarkets.includes(market.type) || !market.isMainLine) continue;
      const results = options.results(market.type, market.specifiers, facts);
      if (!results) continue;
      const key = market.type;
      const sum = sums.get(key) ?? { bets: 0, stake: 0, returned: 0, expected: 0, netSquares: 0, margin: 0 };
      let net = 0;
      let expectedNet = 0;
      for (const outcome of market.outcomes) {
        if (!outcome.active) continue;
        const result = results.find((entry) => entry.outcomeId === outcome.id);
        if (!result) continue;
        const back = returnOf(result, outcome.oddsMilli);
        const expectedBack = (outcome.probability * outcome.oddsMilli) / 1000 + (outcome.pushProbability ?? 0);
        sum.bets += 1;
        sum.stake += 1;
        sum.returned += back;
        sum.expected += expectedBack;
        net += 1 - back;
        expectedNet += 1 - expectedBack;
        if (market.type === 'ft_1x2') {
          const bucket = buckets[Math.min(9, Math.floor(outcome.probability * 10))]!;
          bucket.outcomes += 1;
          bucket.predicted += outcome.probability;
          bucket.observed += result.result;
          bucket.variance += outcome.probability * (1 - outcome.probability);
          if (outcome.id === '1') {
            homeWins.expected += outcome.probability;
            homeWins.observed += result.result;
            homeWins.variance += outcome.probability * (1 - outcome.probability);
          }
          if (outcome.id === 'X') {
            draws.expected += outcome.probability;
            draws.observed += result.result;
            draws.variance += outcome.probability * (1 - outcome.probability);
          }
        }
      }
      sum.netSquares += (net - expectedNet) ** 2;
      sum.margin += marginForMeasure(margins, plan.tier, key);
      sums.set(key, sum);
    }
  }
  const hold: Record<string, HoldFigures> = {};
  for (const [key, sum] of sums) {
    hold[key] = {
      bets: sum.bets,
      stake: sum.stake,
      realisedHold: 1 - sum.returned / sum.stake,
      theoreticalHold: 1 - sum.expected / sum.stake,
      standardError: Math.sqrt(sum.netSquares) / sum.stake,
      configuredMargin: sum.margin / played,
    };
  }
  const figure = (entry: { observed: number; expected: number; variance: number }) => ({
    observed: entry.observed,
    expected: entry.expected,
    standardError: Math.sqrt(entry.variance),
  });
  return {
    matches: played,
    goals: figure(goals),
    homeWins: figure(homeWins),
    draws: figure(draws),
    hold,
    reliability: buckets.map((bucket, index) => ({
      bucket: index,
      outcomes: bucket.outcomes,
      predicted: bucket.outcomes ? bucket.predicted / bucket.outcomes : 0,
      observed: bucket.outcomes ? bucket.observed / bucket.outcomes : 0,
      standardError: bucket.outcomes ? Math.sqrt(bucket.variance) / bucket.outcomes : 0,
    })),
  };
}

function marginForMeasure(margins: MarginTable, tier: 1 | 2 | 3, type: MarketType): number {
  return marginOf(margins, 'football', tier, type);
}

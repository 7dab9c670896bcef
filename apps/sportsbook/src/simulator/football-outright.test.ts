import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../feed/feed-messages.js';
import { resultsOf } from '../markets/market-results.js';
import { OutrightRunner, outrightChances, outrightPlans, outrightWinner } from './football-outright.js';
import { playFootballMatch } from './football-process.js';
import { footballDayPlan } from './football-world.js';
import { defaultMarginTable } from './margins.js';

const day = '2026-11-27';
const plans = outrightPlans(day, footballDayPlan(day, 'Asia/Bangkok'));
const seed = 'outright-test-seed';

describe('the day champion of each league', () => {
  it('lists every club of the league and the day’s twelve matches, priced to a whole', () => {
    expect(plans).toHaveLength(6);
    for (const plan of plans) {
      expect(plan.competitors).toHaveLength(12);
      expect(plan.matches).toHaveLength(12);
    }
    const chances = outrightChances(plans[0]!);
    expect([...chances.values()].reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
    expect(Math.max(...chances.values())).toBeLessThan(0.6);
  });

  it('crowns the club with the most points from the matches as played', () => {
    for (const plan of plans) {
      const winner = outrightWinner(seed, plan);
      const points = new Map(plan.competitors.map((club) => [club.id, 0]));
      for (const match of plan.matches) {
        const { home, away } = playFootballMatch(seed, match.eventId, match.model).fullTime;
        points.set(match.home.id, points.get(match.home.id)! + (home > away ? 3 : home === away ? 1 : 0));
        points.set(match.away.id, points.get(match.away.id)! + (away > home ? 3 : home === away ? 1 : 0));
      }
      expect(points.get(winner)).toBe(Math.max(...points.values()));
      expect(outrightWinner(seed, plan)).toBe(winner);
    }
  });

  it('opens before the first kick-off, stops at it and settles every club when the last match ends', () => {
    const plan = plans[1]!;
    const publishAt = Math.min(...plan.matches.map((match) => match.startTime)) - 60 * 60 * 1000;
    const runner = new OutrightRunner(plan, publishAt, {
      seedOf: () => seed,
      margins: defaultMarginTable,
      results: resultsOf,
    });
    const messages: FeedMessage[] = [];
    while (runner.nextAt() !== undefined) messages.push(...runner.step());
    expect(runner.closed).toBe(true);
    const odds = messages.filter((message) => message.type === 'odds_change');
    expect(odds[0]?.type === 'odds_change' && odds[0].markets[0]?.status).toBe(1);
    expect(odds[1]?.type === 'odds_change' && odds[1].markets[0]?.status).toBe(-1);
    const settlement = messages.find((message) => message.type === 'bet_settlement');
    if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
    expect(settlement.facts).toEqual({ sport: 'outright', winner: outrightWinner(seed, plan) });
    expect(settlement.markets[0]!.outcomes).toHaveLength(12);
    expect(settlement.markets[0]!.outcomes.filter((outcome) => outcome.result === 1)).toHaveLength(1);
    const fixture = messages.find((message) => message.type === 'fixture_change');
    expect(fixture?.type === 'fixture_change' && fixture.fixture.competitors).toHaveLength(12);
  });
});

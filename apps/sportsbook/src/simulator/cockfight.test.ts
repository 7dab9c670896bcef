import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../feed/feed-messages.js';
import { resultsOf } from '../markets/market-results.js';
import {
  cockfightDayPlan,
  cockfightDrawEdge,
  cockfightDrawOddsMilli,
  cockfightModel,
  playFight,
  priceFight,
} from './cockfight.js';
import { derivedDaySeeds } from './day-seeds.js';
import { returnOf } from './football-honesty.js';
import { defaultMarginTable } from './margins.js';
import { createSimulatedFeed } from './simulated-feed.js';
import { createSteppedClock } from './simulator-clock.js';

describe('cockfight at fixed odds', () => {
  it('prices meron and wala with the margin and the draw at 8 to 1, and discloses the draw edge', () => {
    const market = priceFight(0.55, defaultMarginTable, true);
    const [meron, wala, draw] = market.outcomes as [
      (typeof market.outcomes)[0],
      (typeof market.outcomes)[0],
      (typeof market.outcomes)[0],
    ];
    expect(draw).toMatchObject({ id: 'draw', oddsMilli: cockfightDrawOddsMilli, active: true });
    expect(cockfightDrawOddsMilli).toBe(9_000);
    // Fair meron is 1 / 0.55 = 1.818; wala 1 / 0.45 = 2.222; both divided by 1.055 (5 % plus tier 2's half point).
    expect(meron.oddsMilli).toBe(Math.floor(1000 / 0.55 / 1.055));
    expect(wala.oddsMilli).toBe(Math.floor(1000 / 0.45 / 1.055));
    expect(meron.pushProbability).toBe(cockfightModel.drawChance);
    expect(cockfightDrawEdge()).toBeCloseTo(0.82, 10);
    expect(cockfightDrawEdge(0.03)).toBeCloseTo(0.73, 10);
    expect(priceFight(0.55, defaultMarginTable, false).status).toBe(-1);
  });

  it('draws results at the published chances and realises the margin over 20,000 fights', () => {
    const plans = cockfightDayPlan('2026-11-26', 'Asia/Bangkok');
    expect(plans).toHaveLength(180);
    let cancelled = 0;
    let draws = 0;
    let stake = 0;
    let returned = 0;
    let expected = 0;
    let squares = 0;
    const fights = 20_000;
    for (let index = 0; index < fights; index += 1) {
      const plan = plans[index % plans.length]!;
      const result = playFight('cockfight-seed', `${plan.eventId}:${index}`, plan.meronChance);
      if (result === 'cancelled') {
        cancelled += 1;
        continue;
      }
      if (result === 'draw') draws += 1;
      const market = priceFight(plan.meronChance, defaultMarginTable, true);
      const results = resultsOf('cf_winner', '', { sport: 'cockfight', winner: result })!;
      let net = 0;
      let expectedNet = 0;
      for (const outcome of market.outcomes.filter((entry) => entry.id !== 'draw')) {
        const back = returnOf(
          results.find((entry) => entry.outcomeId === outcome.id)!,
          outcome.oddsMilli,
        );
        const mean = (outcome.probability * outcome.oddsMilli) / 1000 + (outcome.pushProbability ?? 0);
        stake += 1;
        returned += back;
        expected += mean;
        net += 1 - back;
        expectedNet += 1 - mean;
      }
      squares += (net - expectedNet) ** 2;
    }
    const near = (observed: number, chance: number, trials: number) =>
      Math.abs(observed - chance * trials) <= 3.3 * Math.sqrt(trials * chance * (1 - chance));
    expect(near(cancelled, cockfightModel.cancelChance, fights)).toBe(true);
    expect(near(draws, cockfightModel.drawChance, fights - cancelled)).toBe(true);
    const realised = 1 - returned / stake;
    const theoretical = 1 - expected / stake;
    expect(Math.abs(realised - theoretical)).toBeLessThanOrEqual((2.576 * Math.sqrt(squares)) / stake);
    // Every unit not pushed back holds margin / (1 + margin) of 5.5 %.
    expect(theoretical).toBeGreaterThan(0.98 * (0.055 / 1.055));
    expect(theoretical).toBeLessThan(0.055 / 1.055 + 0.002);
  });

  it('runs each fight through open, last call, closed, fighting and result, and settles or cancels it', async () => {
    const clock = createSteppedClock(Date.parse('2026-11-26T05:00:00Z'));
    const feed = createSimulatedFeed({
      clock,
      seeds: derivedDaySeeds('cockfight-secret-0001'),
      sports: ['cockfight'],
      speed: 30,
    });
    const messages: FeedMessage[] = [];
    feed.subscribe(async (message) => {
      messages.push(message);
    });
    feed.start();
    await clock.advance(4 * 60 * 1000);
    await feed.stop();
    const byEvent = new Map<string, FeedMessage[]>();
    for (const message of messages)
      if ('eventId' in message) byEvent.set(message.eventId, [...(byEvent.get(message.eventId) ?? []), message]);
    const finished = [...byEvent.values()].filter((list) =>
      list.some((message) => message.type === 'bet_settlement' || message.type === 'bet_cancel'),
    );
    expect(finished.length).toBeGreaterThan(8);
    for (const list of finished) {
      const statuses = list.flatMap((message) =>
        message.type === 'odds_change' ? [message.eventState.matchStatus] : [],
      );
      const phases = statuses.filter((status, index) => status !== statuses[index - 1]);
      if (phases.at(-1) === 'CANCELLED') expect(list.some((message) => message.type === 'bet_cancel')).toBe(true);
      else expect(phases.slice(-5)).toEqual(['BETTING_OPEN', 'LAST_CALL', 'CLOSED', 'FIGHTING', 'RESULT']);
      expect(list.some((message) => message.type === 'bet_stop' && message.reason === 102)).toBe(true);
      const fixture = list.find((message) => message.type === 'fixture_change');
      if (fixture?.type === 'fixture_change') expect(fixture.fixture.fightNumber).toBeGreaterThan(0);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { betStopReasons } from '../domain/sportsbook-model.js';
import type { FeedMessage } from '../feed/feed-messages.js';
import { marketKeyOf, parseMarketKey } from '../markets/specifiers.js';
import { derivedDaySeeds } from './day-seeds.js';
import { playFootballMatch } from './football-process.js';
import { footballDayPlan } from './football-world.js';
import { seedHashOf } from './seeded-stream.js';
import { createSimulatedFeed, type SimulatedFeedOptions } from './simulated-feed.js';
import { createSteppedClock } from './simulator-clock.js';

const minute = 60_000;
const seeds = derivedDaySeeds('simulator-test-secret');

async function record(start: string, wallMilliseconds: number, options: Partial<SimulatedFeedOptions> = {}) {
  const clock = createSteppedClock(Date.parse(start));
  const feed = createSimulatedFeed({ clock, seeds, horizonDays: 0.1, sports: ['football'], ...options });
  const messages: FeedMessage[] = [];
  feed.subscribe(async (message) => {
    messages.push(message);
  });
  feed.start();
  await clock.advance(wallMilliseconds);
  await feed.stop();
  return { messages, feed };
}

const withoutAlive = (messages: FeedMessage[]) => messages.filter((message) => message.type !== 'alive');

describe('the simulated football feed', () => {
  let threeHours: Awaited<ReturnType<typeof record>>;
  beforeAll(async () => {
    threeHours = await record('2026-11-26T05:00:00Z', 3 * minute, { speed: 60 });
  });

  it('lets the process read requests while it catches up: the event loop turns during a long run of messages', async () => {
    const clock = createSteppedClock(Date.parse('2026-11-26T05:00:00Z'));
    const feed = createSimulatedFeed({ clock, seeds, horizonDays: 0.5, sports: ['football'] });
    let delivered = 0;
    let deliveredWhenTheLoopTurned: number | undefined;
    // A subscriber that works without ever yielding to the event loop, as the embedded database does.
    feed.subscribe(async () => {
      const started = performance.now();
      while (performance.now() - started < 1);
      delivered += 1;
    });
    setImmediate(() => {
      deliveredWhenTheLoopTurned = delivered;
    });
    await feed.runUntil(Date.parse('2026-11-26T05:00:00Z'));
    expect(delivered).toBeGreaterThan(20);
    expect(deliveredWhenTheLoopTurned).toBeDefined();
    expect(deliveredWhenTheLoopTurned).toBeLessThan(delivered);
  });

  it('plays the same world whatever the speed: identical messages for the same simulated span', async () => {
    const slow = await record('2026-11-26T05:00:00Z', 40 * minute, { speed: 1 });
    const fast = await record('2026-11-26T05:00:00Z', 4 * minute, { speed: 10 });
    expect(withoutAlive(fast.messages)).toEqual(withoutAlive(slow.messages));
    expect(withoutAlive(slow.messages).length).toBeGreaterThan(200);
    // Heartbeats follow the wall clock: every 10 s for each producer.
    expect(slow.messages.filter((message) => message.type === 'alive')).toHaveLength(480);
  });

  it('sends fixtures with names, keeps several matches live and numbers each event without gaps', async () => {
    const { messages, feed } = threeHours;
    const fixtures = messages.filter((message) => message.type === 'fixture_change');
    expect(fixtures.length).toBeGreaterThan(10);
    for (const message of fixtures) {
      expect(message.fixture.home.name.th).not.toBe('');
      expect(message.fixture.home.name.en).not.toBe(message.fixture.away.name.en);
    }
    const lastSeq = new Map<string, number>();
    for (const message of messages) {
      if (!('seq' in message)) continue;
      expect(message.seq).toBe((lastSeq.get(message.eventId) ?? 0) + 1);
      lastSeq.set(message.eventId, message.seq);
    }
    // A subscriber may ask for a snapshot from inside its handler (on a gap) without stalling the feed.
    let replayed = 0;
    const clock = createSteppedClock(Date.parse('2026-11-26T05:00:00Z'));
    const asking = createSimulatedFeed({ clock, seeds, horizonDays: 0.1, sports: ['cockfight'], speed: 60 });
    asking.subscribe(async (message) => {
      if (message.type === 'odds_change' && replayed === 0) {
        await asking.snapshot(async () => {
          replayed += 1;
        });
      }
    });
    asking.start();
    await clock.advance(60_000);
    await asking.stop();
    expect(replayed).toBeGreaterThan(0);
    const live = new Set<string>();
    await feed.snapshot(async (message) => {
      if (message.type === 'odds_change' && message.eventState.status === 1) live.add(message.eventId);
    });
    expect(live.size).toBeGreaterThanOrEqual(3);
  });

  it('stops betting on dangerous attacks and goals, re-keys rest-of-match handicaps, settles halves and matches', async () => {
    const { messages } = threeHours;
    const stops = messages.filter((message) => message.type === 'bet_stop');
    expect(stops.some((message) => message.reason === betStopReasons.dangerousAttack)).toBe(true);
    expect(stops.some((message) => message.reason === betStopReasons.possibleGoal)).toBe(true);
    expect(stops.some((message) => message.reason === betStopReasons.matchEnded)).toBe(true);
    const scoredEvent = messages.find(
      (message) => message.type === 'odds_change' && message.eventState.score.home + message.eventState.score.away > 0,
    );
    const scoredEventId = scoredEvent && 'eventId' in scoredEvent ? scoredEvent.eventId : undefined;
    expect(scoredEventId).toBeDefined();
    const rest = messages
      .filter((message) => message.type === 'odds_change' && message.eventId === scoredEventId)
      .flatMap((message) => (message.type === 'odds_change' ? message.markets : []))
      .filter((market) => market.type === 'ft_ah_rest');
    const scores = new Set(rest.map((market) => market.specifiers.split('score=')[1]));
    expect(scores.size).toBeGreaterThan(1);
    const settlements = messages.filter((message) => message.type === 'bet_settlement');
    const halves = settlements.filter((message) => message.facts.sport === 'football' && !message.facts.fullTime);
    const matches = settlements.filter((message) => message.facts.sport === 'football' && message.facts.fullTime);
    expect(halves.length).toBeGreaterThan(0);
    expect(matches.length).toBeGreaterThan(0);
    for (const message of halves) expect(message.markets.every((market) => market.type.startsWith('1h_'))).toBe(true);
    for (const message of matches) {
      expect(message.certainty).toBe(2);
      expect(message.markets.some((market) => market.type === 'ft_ah_rest')).toBe(true);
      expect(message.markets.some((market) => market.type.startsWith('1h_'))).toBe(false);
    }
    // A match published before kick-off settles its pre-match handicaps too.
    expect(matches.some((message) => message.markets.some((market) => market.type === 'ft_ah'))).toBe(true);
    // Market keys are canonical, and the book's results function answers every outcome the feed offered.
    const offered = new Map<string, string[]>();
    for (const message of messages) {
      if (message.type !== 'odds_change') continue;
      for (const market of message.markets) {
        const key = marketKeyOf(market.type, market.specifiers);
        expect(parseMarketKey(key)).toEqual({ type: market.type, specifiers: market.specifiers });
        offered.set(`${message.eventId}/${key}`, market.outcomes.map((outcome) => outcome.id).sort());
      }
    }
    for (const message of settlements) {
      for (const market of message.markets) {
        const ids = market.outcomes.map((outcome) => outcome.outcomeId).sort();
        expect(ids).toEqual(offered.get(`${message.eventId}/${marketKeyOf(market.type, market.specifiers)}`));
      }
    }
    // After its settlement an event sends nothing but its closing status.
    const settled = matches[0]!;
    const after = messages
      .filter((message) => 'eventId' in message && message.eventId === settled.eventId)
      .slice(-1)[0];
    expect(after?.type === 'odds_change' && after.eventState.status).toBe(4);
  });

  it('commits each day seed before the day’s first fixture and reveals it after the last match, reproducing every result', async () => {
    const { messages } = await record('2026-11-26T14:00:00Z', 6 * minute, { speed: 60, horizonDays: 0.25 });
    const day = '2026-11-26';
    const commitment = messages.findIndex((message) => message.type === 'seed_commitment' && message.day === day);
    const firstFixture = messages.findIndex(
      (message) => message.type === 'fixture_change' && message.eventId.startsWith(`fb-${day}`),
    );
    expect(commitment).toBeGreaterThanOrEqual(0);
    expect(commitment).toBeLessThan(firstFixture);
    const reveal = messages.find(
      (message) => message.type === 'seed_commitment' && message.day === day && message.seed,
    );
    expect(reveal?.type).toBe('seed_commitment');
    if (reveal?.type !== 'seed_commitment' || !reveal.seed) return;
    expect(seedHashOf(reveal.seed)).toBe(reveal.seedHash);
    const revealIndex = messages.indexOf(reveal);
    const plans = new Map(footballDayPlan(day, 'Asia/Bangkok').map((plan) => [plan.eventId, plan]));
    let checked = 0;
    messages.forEach((message, index) => {
      if (message.type !== 'bet_settlement' || message.facts.sport !== 'football' || !message.facts.fullTime) return;
      if (!message.eventId.startsWith(`fb-${day}`)) return;
      expect(index).toBeLessThan(revealIndex);
      const play = playFootballMatch(reveal.seed!, message.eventId, plans.get(message.eventId)!.model);
      expect(message.facts).toEqual({ sport: 'football', halfTime: play.halfTime, fullTime: play.fullTime });
      checked += 1;
    });
    expect(checked).toBeGreaterThan(10);
    expect(Date.parse(reveal.at)).toBeGreaterThanOrEqual(Date.parse('2026-11-26T17:00:00Z'));
  });

  it('takes nothing back from its subscribers: a failing, slow second subscriber changes no message', async () => {
    const quiet = await record('2026-11-26T05:00:00Z', 60 * 1000, { speed: 60, onHandlerError: () => {} });
    const clock = createSteppedClock(Date.parse('2026-11-26T05:00:00Z'));
    const feed = createSimulatedFeed({
      clock,
      seeds,
      speed: 60,
      horizonDays: 0.1,
      sports: ['football'],
      onHandlerError: () => {},
    });
    const messages: FeedMessage[] = [];
    feed.subscribe(async (message) => {
      messages.push(message);
    });
    feed.subscribe(async (message) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (message.type === 'odds_change') throw new Error('the book refused');
    });
    feed.start();
    await clock.advance(60 * 1000);
    await feed.stop();
    expect(withoutAlive(messages)).toEqual(withoutAlive(quiet.messages));
  });
});

import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveDelivery } from '../live/live-bus.js';
import {
  events,
  feedProducers,
  marketCancels,
  marketOddsVersions,
  marketResults,
  markets,
  seedCommitments,
} from '../store/feed.tables.js';
import { createTestSportsbookDatabase, testDatabaseKinds } from '../store/test-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { createFeedConsumer, nextEventStatus } from './feed-consumer.js';
import type { CancelWindow, FeedHooks } from './feed-consumer.js';
import type { FeedMessage, FeedSource } from './feed-messages.js';
import { eventFeed, testMarket } from './feed-test-messages.js';

const ah = (home: number, away: number, status: -1 | 0 | 1 = 1) =>
  testMarket('ft_ah', 'hcp=-0.25', { home, away }, status);
const ou = (over: number, under: number) => testMarket('ft_ou', 'total=2.5', { over, under });
const cs = () => testMarket('ft_cs', '', { '1:0': 7000, aos: 15000 });

function recordingHooks() {
  const calls: { hook: string; eventId: string; keys: string[]; window?: CancelWindow; reason?: string }[] = [];
  const hooks: FeedHooks = {
    onMarketsSettled: (eventId, keys) => {
      calls.push({ hook: 'settled', eventId, keys });
      return Promise.resolve();
    },
    onSettlementRolledBack: (eventId, keys) => {
      calls.push({ hook: 'rolledBack', eventId, keys });
      return Promise.resolve();
    },
    onMarketsCancelled: (eventId, keys, window, reason) => {
      calls.push({ hook: 'cancelled', eventId, keys, window, reason });
      return Promise.resolve();
    },
  };
  return { calls, hooks };
}

/** A feed whose snapshot replays what the test says, and which counts the snapshots asked for. */
function fakeSource(snapshot: () => FeedMessage[] = () => []) {
  const handlers = new Set<(message: FeedMessage) => Promise<void>>();
  let snapshots = 0;
  const source: FeedSource = {
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    snapshot: async (handler) => {
      snapshots += 1;
      for (const message of snapshot()) await handler(message);
    },
  };
  return {
    source,
    get snapshots() {
      return snapshots;
    },
    emit: async (message: FeedMessage) => {
      for (const handler of handlers) await handler(message);
    },
  };
}

describe('nextEventStatus', () => {
  it('keeps closed, cancelled and abandoned events where they are and lets an ended one only close', () => {
    expect(nextEventStatus(4, 1)).toBe(4);
    expect(nextEventStatus(5, 0)).toBe(5);
    expect(nextEventStatus(9, 1)).toBe(9);
    expect(nextEventStatus(3, 1)).toBe(3);
    expect(nextEventStatus(3, 4)).toBe(4);
    expect(nextEventStatus(0, 1)).toBe(1);
    expect(nextEventStatus(1, 2)).toBe(2);
  });
});

describe.each(testDatabaseKinds)('feed consumer on %s', (kind) => {
  let database: TestDatabase;
  let clock = new Date('2026-11-27T10:00:00Z');
  const now = () => clock;
  const deliveries: LiveDelivery[] = [];
  const { calls, hooks } = recordingHooks();
  const consumer = () => createFeedConsumer({ database, hooks, now, publish: (delivery) => deliveries.push(delivery) });

  beforeAll(async () => {
    database = await createTestSportsbookDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  const marketRow = async (eventId: string, marketKey: string) =>
    (
      await database.db
        .select()
        .from(markets)
        .where(and(eq(markets.eventId, eventId), eq(markets.marketKey, marketKey)))
    )[0];
  const eventRow = async (eventId: string) =>
    (await database.db.select().from(events).where(eq(events.eventId, eventId)))[0];

  it('stores a fixture and its prices, with every odds version kept and a repeat of the same prices ignored', async () => {
    const book = consumer();
    const feed = eventFeed('e-prices');
    expect(await book.apply(feed.fixture())).toBe('applied');
    expect(await book.apply(feed.odds([ah(1900, 1950), ou(1850, 2000)]))).toBe('applied');
    expect(await book.apply(feed.odds([ah(1900, 1950)]))).toBe('applied');
    expect(await book.apply(feed.odds([ah(1800, 2050)]))).toBe('applied');
    const market = await marketRow('e-prices', 'ft_ah|hcp=-0.25');
    expect(market).toMatchObject({ status: 1, oddsVersion: 2, isMainLine: true, betStopGroups: ['ft_main'] });
    expect(market?.outcomes[0]).toEqual({
      id: 'home',
      oddsMilli: 1800,
      probability: 0.5,
      pushProbability: 0,
      active: true,
    });
    const history = await database.db
      .select({ version: marketOddsVersions.version, outcomes: marketOddsVersions.outcomes })
      .from(marketOddsVersions)
      .where(and(eq(marketOddsVersions.eventId, 'e-prices'), eq(marketOddsVersions.marketKey, 'ft_ah|hcp=-0.25')))
      .orderBy(asc(marketOddsVersions.version));
    expect(history.map((row) => [row.version, row.outcomes[0]?.oddsMilli])).toEqual([
      [1, 1900],
      [2, 1800],
    ]);
    expect((await eventRow('e-prices'))?.lastSeq).toBe(4);
    expect(deliveries.some((delivery) => delivery.message.type === 'markets')).toBe(true);
  });

  it('drops a repeated or older message and leaves the same state when the whole log is fed twice', async () => {
    const book = consumer();
    const feed = eventFeed('e-repeat');
    const log = [
      feed.fixture(),
      feed.odds([ah(1900, 1950)]),
      feed.odds([ah(1700, 2150)], { status: 1 }),
      feed.betStop(['all']),
    ];
    const snapshotOf = async () =>
      JSON.stringify([
        await eventRow('e-repeat').then((row) => ({ ...row, updatedAt: null, createdAt: null })),
        await database.db
          .select({
            key: markets.marketKey,
            status: markets.status,
            version: markets.oddsVersion,
            outcomes: markets.outcomes,
          })
          .from(markets)
          .where(eq(markets.eventId, 'e-repeat')),
      ]);
    for (const message of log) expect(await book.apply(message)).toBe('applied');
    const first = await snapshotOf();
    for (const message of log) expect(await book.apply(message)).toBe('duplicate');
    expect(await snapshotOf()).toBe(first);
    expect((await marketRow('e-repeat', 'ft_ah|hcp=-0.25'))?.outcomes[0]?.oddsMilli).toBe(1700);
  });

  it('drops a message past a gap, asks for a snapshot, and takes the snapshot at the current seq', async () => {
    const feed = eventFeed('e-gap');
    const fake = fakeSource(() => [
      { ...feed.fixture(), seq: feed.seq },
      { ...feed.odds([ah(2100, 1750)], { status: 1, score: { home: 1, away: 0 } }), seq: feed.seq - 1 },
    ]);
    const book = consumer();
    await book.apply(feed.fixture());
    await book.apply(feed.odds([ah(1900, 1950)]));
    book.attach(fake.source);
    await book.idle();
    const snapshotsBefore = fake.snapshots;
    feed.skip(3);
    await fake.emit(feed.odds([ah(2500, 1500)]));
    await book.idle();
    expect(fake.snapshots).toBe(snapshotsBefore + 1);
    const event = await eventRow('e-gap');
    // The snapshot's state came in at the feed's current seq; the message after the gap never applied.
    expect(event?.scoreHome).toBe(1);
    expect((await marketRow('e-gap', 'ft_ah|hcp=-0.25'))?.outcomes[0]?.oddsMilli).toBe(2100);
    expect(event?.lastSeq).toBe(feed.seq - 1);
  });

  it('takes a newly attached source’s first snapshot whatever its seq, then follows its numbering', async () => {
    const book = consumer();
    const before = eventFeed('e-restart');
    await book.apply(before.fixture());
    for (let price = 1900; price < 1905; price += 1) await book.apply(before.odds([ah(price, 1950)]));
    expect((await eventRow('e-restart'))?.lastSeq).toBe(6);
    // The feed restarted: it numbers this event from 1 again.
    const after = eventFeed('e-restart');
    const fake = fakeSource(() => [after.fixture(), after.odds([ah(2200, 1700)], { status: 1 })]);
    book.attach(fake.source, { heartbeatCheckMs: 60_000 });
    await book.idle();
    expect((await eventRow('e-restart'))?.lastSeq).toBe(2);
    expect((await marketRow('e-restart', 'ft_ah|hcp=-0.25'))?.outcomes[0]?.oddsMilli).toBe(2200);
    await fake.emit(after.odds([ah(2300, 1650)], { status: 1 }));
    expect((await marketRow('e-restart', 'ft_ah|hcp=-0.25'))?.outcomes[0]?.oddsMilli).toBe(2300);
    // A later recovery is no restart: an older seq is a repeat again.
    expect(await book.apply(after.odds([ah(1000 + 1500, 1600)]), 'snapshot')).toBe('applied');
    expect(await book.apply({ ...after.odds([ah(2600, 1500)]), seq: 1 }, 'snapshot')).toBe('duplicate');
  });

  it('asks for a snapshot when odds come for an event it never saw', async () => {
    const fake = fakeSource();
    const book = consumer();
    book.attach(fake.source);
    await book.idle();
    const before = fake.snapshots;
    const feed = eventFeed('e-unknown');
    feed.skip(1);
    await fake.emit(feed.odds([ah(1900, 1950)]));
    await book.idle();
    expect(fake.snapshots).toBe(before + 1);
    expect(await eventRow('e-unknown')).toBeUndefined();
  });

  it('moves only ACTIVE markets of the named groups to SUSPENDED on a bet stop', async () => {
    const book = consumer();
    const feed = eventFeed('e-stop', 'live');
    await book.apply(feed.fixture());
    await book.apply(
      feed.odds([ah(1900, 1950), testMarket('ft_ou', 'total=2.5', { over: 1900, under: 1900 }, 0), cs()], {
        status: 1,
      }),
    );
    await book.apply(feed.betStop(['score']));
    expect((await marketRow('e-stop', 'ft_cs'))?.status).toBe(-1);
    expect((await marketRow('e-stop', 'ft_ah|hcp=-0.25'))?.status).toBe(1);
    await book.apply(feed.betStop(['all']));
    const ahRow = await marketRow('e-stop', 'ft_ah|hcp=-0.25');
    expect(ahRow).toMatchObject({ status: -1, oddsVersion: 2 });
    // The inactive market was not touched: a bet stop never turns another status into SUSPENDED.
    expect(await marketRow('e-stop', 'ft_ou|total=2.5')).toMatchObject({ status: 0, oddsVersion: 1 });
    const [stopVersion] = await database.db
      .select({ reason: marketOddsVersions.reason })
      .from(marketOddsVersions)
      .where(and(eq(marketOddsVersions.eventId, 'e-stop'), eq(marketOddsVersions.version, 2)));
    expect(stopVersion?.reason).toBe('bet_stop');
    // The next odds lift the stop.
    await book.apply(feed.odds([ah(1950, 1900)], { status: 1 }));
    expect((await marketRow('e-stop', 'ft_ah|hcp=-0.25'))?.status).toBe(1);
  });

  it('never re-opens a closed event or a settled market from a late message', async () => {
    const book = consumer();
    const feed = eventFeed('e-closed', 'live');
    await book.apply(feed.fixture());
    await book.apply(feed.odds([ah(1900, 1950), ou(1900, 1900)], { status: 1, score: { home: 0, away: 0 } }));
    await book.apply(
      feed.settle([
        {
          type: 'ft_ah',
          specifiers: 'hcp=-0.25',
          outcomes: [
            { outcomeId: 'home', result: 1 },
            { outcomeId: 'away', result: 0 },
          ],
        },
      ]),
    );
    await book.apply(feed.odds([], { status: 4, matchStatus: 'FT', score: { home: 1, away: 0 } }));
    expect((await eventRow('e-closed'))?.status).toBe(4);
    // A late live message: the event stays closed, its score stays final, nothing becomes ACTIVE.
    expect(
      await book.apply(feed.odds([ah(1500, 2500), ou(1700, 2100)], { status: 1, score: { home: 0, away: 0 } })),
    ).toBe('applied');
    const event = await eventRow('e-closed');
    expect(event).toMatchObject({ status: 4, scoreHome: 1, scoreAway: 0 });
    expect((await marketRow('e-closed', 'ft_ah|hcp=-0.25'))?.status).toBe(-3);
    expect((await marketRow('e-closed', 'ft_ou|total=2.5'))?.status).toBe(-1);
  });

  it('suspends a silent producer’s markets until a snapshot after it speaks again', async () => {
    clock = new Date('2026-11-27T10:00:00Z');
    const feed = eventFeed('e-down', 'live');
    const preFeed = eventFeed('e-pre', 'pre');
    const fake = fakeSource(() => [{ ...feed.odds([ah(1900, 1950)], { status: 1 }), seq: feed.seq }]);
    const book = consumer();
    book.attach(fake.source, { heartbeatCheckMs: 60_000 });
    await book.idle();
    await fake.emit({ type: 'alive', producer: 'live', at: clock.toISOString(), subscribed: true });
    await fake.emit({ type: 'alive', producer: 'pre', at: clock.toISOString(), subscribed: true });
    await fake.emit(feed.fixture());
    await fake.emit(feed.odds([ah(1900, 1950)], { status: 1 }));
    await fake.emit(preFeed.fixture());
    await fake.emit(preFeed.odds([ah(1900, 1950)]));
    clock = new Date(clock.getTime() + 19_000);
    expect(await book.checkProducers()).toEqual([]);
    await fake.emit({ type: 'alive', producer: 'pre', at: clock.toISOString(), subscribed: true });
    clock = new Date(clock.getTime() + 2_000);
    expect(await book.checkProducers()).toEqual(['live']);
    await book.idle();
    expect(book.isProducerDown('live')).toBe(true);
    expect((await marketRow('e-down', 'ft_ah|hcp=-0.25'))?.status).toBe(-1);
    expect((await marketRow('e-pre', 'ft_ah|hcp=-0.25'))?.status).toBe(1);
    // While down, fresh prices come in suspended.
    await fake.emit(feed.odds([ah(1850, 2000)], { status: 1 }));
    expect(await marketRow('e-down', 'ft_ah|hcp=-0.25')).toMatchObject({ status: -1 });
    // It speaks again: a snapshot runs, and its prices re-open the markets.
    await fake.emit({ type: 'alive', producer: 'live', at: clock.toISOString(), subscribed: true });
    await book.idle();
    expect(book.isProducerDown('live')).toBe(false);
    expect((await marketRow('e-down', 'ft_ah|hcp=-0.25'))?.status).toBe(1);
    const [heartbeat] = await database.db.select().from(feedProducers).where(eq(feedProducers.producer, 'live'));
    expect(heartbeat?.downSince).toBeNull();
  });

  it('settles with a new result version, rolls back, resettles, and calls each hook once after commit', async () => {
    calls.length = 0;
    const book = consumer();
    const feed = eventFeed('e-settle', 'live');
    await book.apply(feed.fixture());
    await book.apply(feed.odds([ah(1900, 1950), ou(1900, 1900)], { status: 1 }));
    const homeWins = {
      type: 'ft_ah' as const,
      specifiers: 'hcp=-0.25',
      outcomes: [
        { outcomeId: 'home', result: 1 as const },
        { outcomeId: 'away', result: 0 as const },
      ],
    };
    await book.apply(feed.settle([homeWins], 1));
    // Confirmation of the same result: no new version, no second hook call.
    await book.apply(feed.settle([homeWins], 2));
    const results = () =>
      database.db
        .select()
        .from(marketResults)
        .where(eq(marketResults.eventId, 'e-settle'))
        .orderBy(asc(marketResults.resultVersion));
    expect((await results()).map((row) => [row.resultVersion, row.certainty, row.rolledBackAt])).toEqual([
      [1, 2, null],
    ]);
    await book.apply(feed.rollback([{ type: 'ft_ah', specifiers: 'hcp=-0.25' }]));
    expect((await marketRow('e-settle', 'ft_ah|hcp=-0.25'))?.status).toBe(-1);
    await book.apply(
      feed.settle([
        {
          ...homeWins,
          outcomes: [
            { outcomeId: 'home', result: 0 },
            { outcomeId: 'away', result: 1 },
          ],
        },
      ]),
    );
    const rows = await results();
    expect(rows.map((row) => [row.resultVersion, row.rolledBackAt !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(await marketRow('e-settle', 'ft_ah|hcp=-0.25')).toMatchObject({ status: -3, resultVersion: 2 });
    await book.idle();
    expect(calls.map((call) => [call.hook, call.keys])).toEqual([
      ['settled', ['ft_ah|hcp=-0.25']],
      ['rolledBack', ['ft_ah|hcp=-0.25']],
      ['settled', ['ft_ah|hcp=-0.25']],
    ]);
  });

  it('records a cancel with its window and reason, voids the whole market without one, and survives a failing hook', async () => {
    calls.length = 0;
    const failing: FeedHooks = {
      ...hooks,
      onMarketsCancelled: async (...args) => {
        await hooks.onMarketsCancelled(...args);
        throw new Error('tickets side down');
      },
    };
    const book = createFeedConsumer({ database, hooks: failing, now });
    const feed = eventFeed('e-cancel');
    await book.apply(feed.fixture());
    await book.apply(feed.odds([ah(1900, 1950), ou(1900, 1900)]));
    const window = { startTime: '2026-11-27T11:00:00.000Z', endTime: '2026-11-27T11:05:00.000Z' };
    expect(await book.apply(feed.cancel([{ type: 'ft_ah', specifiers: 'hcp=-0.25' }], window))).toBe('applied');
    expect((await marketRow('e-cancel', 'ft_ah|hcp=-0.25'))?.status).toBe(1);
    await book.apply(feed.cancel([{ type: 'ft_ou', specifiers: 'total=2.5' }]));
    expect((await marketRow('e-cancel', 'ft_ou|total=2.5'))?.status).toBe(-4);
    const cancels = await database.db.select().from(marketCancels).where(eq(marketCancels.eventId, 'e-cancel'));
    expect(cancels.map((row) => [row.marketKey, row.windowStart?.toISOString() ?? null, row.voidReason])).toEqual(
      expect.arrayContaining([
        ['ft_ah|hcp=-0.25', window.startTime, 'EVENT_CANCELLED'],
        ['ft_ou|total=2.5', null, 'EVENT_CANCELLED'],
      ]),
    );
    await book.idle();
    expect(calls[0]).toMatchObject({
      hook: 'cancelled',
      keys: ['ft_ah|hcp=-0.25'],
      window: { start: new Date(window.startTime), end: new Date(window.endTime) },
      reason: 'EVENT_CANCELLED',
    });
    // A cancelled market takes no odds again.
    await book.apply(feed.odds([ou(1500, 2500)]));
    expect((await marketRow('e-cancel', 'ft_ou|total=2.5'))?.status).toBe(-4);
  });

  it('keeps a seed commitment, refuses a different hash for the day and a reveal that does not match', async () => {
    const book = consumer();
    const seed = 'daily-seed-football';
    const seedHash = createHash('sha256').update(seed).digest('hex');
    const base = {
      type: 'seed_commitment' as const,
      sport: 'football' as const,
      day: '2026-11-27',
      at: clock.toISOString(),
    };
    expect(await book.apply({ ...base, seedHash })).toBe('applied');
    expect(await book.apply({ ...base, seedHash: 'f'.repeat(64) })).toBe('ignored');
    expect(await book.apply({ ...base, seedHash, seed: 'another seed' })).toBe('ignored');
    expect(await book.apply({ ...base, seedHash, seed })).toBe('applied');
    const [row] = await database.db.select().from(seedCommitments).where(eq(seedCommitments.day, '2026-11-27'));
    expect(row).toMatchObject({ seedHash, seed });
  });
});

describe.skipIf(!testDatabaseKinds.includes('postgres'))('two consumers racing on PostgreSQL', () => {
  it('apply each message of one log exactly once between them', async () => {
    const database = await createTestSportsbookDatabase('postgres');
    try {
      const other = await database.openAnother?.();
      if (!other) throw new Error('no second handle');
      const settled: string[] = [];
      const hooks: FeedHooks = {
        ...recordingHooks().hooks,
        onMarketsSettled: (eventId) => {
          settled.push(eventId);
          return Promise.resolve();
        },
      };
      const consumers = [createFeedConsumer({ database, hooks }), createFeedConsumer({ database: other, hooks })];
      const feed = eventFeed('e-race', 'live');
      const log: FeedMessage[] = [feed.fixture()];
      for (let tick = 0; tick < 20; tick += 1) log.push(feed.odds([ah(1800 + tick, 2000 - tick)], { status: 1 }));
      log.push(feed.betStop(['all']));
      log.push(
        feed.settle([
          {
            type: 'ft_ah',
            specifiers: 'hcp=-0.25',
            outcomes: [
              { outcomeId: 'home', result: 1 },
              { outcomeId: 'away', result: 0 },
            ],
          },
        ]),
      );
      // Both deliver the whole log in order, at the same time, as two instances would if the lease ever failed.
      const outcomes = await Promise.all(
        consumers.map(async (consumer) => {
          const seen: string[] = [];
          for (const message of log) seen.push(await consumer.apply(message));
          await consumer.idle();
          return seen;
        }),
      );
      const applied = outcomes.flat().filter((outcome) => outcome === 'applied').length;
      expect(applied).toBe(log.length);
      const [market] = await database.db.select().from(markets).where(eq(markets.eventId, 'e-race'));
      // 20 prices, one bet stop, one settlement: each wrote exactly one version.
      expect(market).toMatchObject({ oddsVersion: 22, status: -3, resultVersion: 1 });
      expect(settled).toEqual(['e-race']);
    } finally {
      await database.close();
    }
  });
});

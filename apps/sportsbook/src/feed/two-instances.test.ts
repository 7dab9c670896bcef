import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardAnswerSchema, eventViewSchema } from '../api/player-api.js';
import { buildSportsbookServer } from '../http/sportsbook-server.js';
import type { SportsbookApp } from '../http/sportsbook-server.js';
import { testWalletClient } from '../http/test-wallet.js';
import { createInProcessLiveBus, createRedisLiveBus } from '../live/live-bus.js';
import type { LiveBus } from '../live/live-bus.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { TestDatabase } from '../store/test-database.js';
import type { FeedMessage } from './feed-messages.js';
import { createFeedRunner } from './feed-runner.js';
import type { FeedRunner, RunnableFeed } from './feed-runner.js';
import { eventFeed, testMarket } from './feed-test-messages.js';

/**
 * Two sportsbook instances on one database (decision 0060): one runs the feed, both serve players, and a change the
 * feed makes reaches a player connected to the other instance. On PostgreSQL and Redis when
 * SPORTSBOOK_TEST_DATABASE_URL and SPORTSBOOK_TEST_REDIS_URL are set (each instance its own pool and Redis
 * connections); otherwise on one PGlite handle and one in-process bus, which proves the lease but not Redis.
 */
const redisUrl = process.env.SPORTSBOOK_TEST_REDIS_URL || undefined;
const token = 'two-instances-launch-token-0123';

/** A feed that publishes one event on start and whatever the test sends later; counts how often it was started. */
function scriptedFeed(starts: string[], name: string) {
  const handlers = new Set<(message: FeedMessage) => Promise<void>>();
  const sent: FeedMessage[] = [];
  const feed = eventFeed('two-1');
  let started: Promise<void> = Promise.resolve();
  const deliver = async (message: FeedMessage) => {
    sent.push(message);
    for (const handler of handlers) await handler(message);
  };
  const source: RunnableFeed & {
    send: (message: FeedMessage) => Promise<void>;
    feed: typeof feed;
    idle: () => Promise<void>;
  } = {
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    snapshot: async (handler) => {
      for (const message of sent) await handler(message);
    },
    start: () => {
      starts.push(name);
      started = deliver(feed.fixture({ startTime: new Date(Date.now() + 3_600_000).toISOString() })).then(() =>
        deliver(feed.odds([testMarket('ft_1x2', '', { '1': 2100, X: 3300, '2': 3400 })])),
      );
    },
    stop: () => Promise.resolve(),
    send: deliver,
    feed,
    idle: () => started,
  };
  return source;
}

type Instance = {
  name: string;
  runner: FeedRunner;
  app: SportsbookApp;
  live: LiveBus;
  feeds: ReturnType<typeof scriptedFeed>[];
  address: string;
};

let database: TestDatabase;
const instances: Instance[] = [];
const starts: string[] = [];

async function startInstance(name: string, handle: SportsbookDatabase, sharedLive?: LiveBus): Promise<Instance> {
  const live =
    sharedLive ?? (await createRedisLiveBus({ url: redisUrl ?? '', prefix: `sportsbook-test-${process.pid}:` }));
  const feeds: ReturnType<typeof scriptedFeed>[] = [];
  const runner = createFeedRunner({
    database: handle,
    live,
    holder: name,
    leaseMs: 1_500,
    renewEveryMs: 60_000,
    createFeed: () => {
      const feed = scriptedFeed(starts, name);
      feeds.push(feed);
      return feed;
    },
  });
  const app = await buildSportsbookServer({
    database: handle,
    live,
    wallet: testWalletClient({ [token]: {} }),
    frameAncestors: [],
    timeZone: 'Asia/Bangkok',
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { name, runner, app, live, feeds, address };
}

beforeAll(async () => {
  database = await createTestSportsbookDatabase();
  const sharedLive = redisUrl ? undefined : createInProcessLiveBus();
  const second = database.openAnother && redisUrl ? await database.openAnother() : database;
  instances.push(await startInstance('first', database, sharedLive));
  instances.push(await startInstance('second', second, sharedLive));
}, 60_000);
afterAll(async () => {
  for (const instance of instances) {
    await instance.runner.stop();
    await instance.app.close();
    await instance.live.close();
  }
  await database.close();
});

async function streamOf(instance: Instance) {
  const launched = await fetch(`${instance.address}/play?token=${token}`, { redirect: 'manual' });
  const cookie = /sb_session=[^;]+/.exec(launched.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const controller = new AbortController();
  const response = await fetch(`${instance.address}/api/stream`, { headers: { cookie }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    cookie,
    close: () => controller.abort(),
    async until(pattern: RegExp) {
      while (!pattern.test(text)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value as Uint8Array);
      }
      return text;
    },
  };
}

describe(`two instances on one database (${redisUrl ? 'PostgreSQL and Redis' : 'PGlite, one process'})`, () => {
  it('runs the feed in one instance only, and its changes reach the other instance’s players', async () => {
    const [first, second] = instances as [Instance, Instance];
    await Promise.all([first.runner.start(), second.runner.start()]);
    expect(starts).toHaveLength(1);
    expect([first.runner.isRunning(), second.runner.isRunning()].filter(Boolean)).toHaveLength(1);
    const holder = first.runner.isRunning() ? first : second;
    const other = holder === first ? second : first;
    await holder.runner.consumer.idle();

    const stream = await streamOf(other);
    await stream.until(/retry: 3000/);
    const feed = holder.feeds[0]!;
    await feed.send(
      feed.feed.odds([testMarket('ft_1x2', '', { '1': 1800, X: 3600, '2': 4400 })], { status: 1, clockSeconds: 60 }),
    );
    const text = await stream.until(/"oddsMilli":1800/);
    expect(text).toContain('event: markets');
    expect(text).toContain('"eventId":"two-1"');
    stream.close();
    const board = await fetch(`${other.address}/api/board?sport=football&tab=live`, {
      headers: { cookie: stream.cookie },
    });
    const answer = boardAnswerSchema.parse(await board.json());
    expect(answer.competitions[0]?.events[0]?.markets[0]?.outcomes[0]?.oddsMilli).toBe(1800);
  });

  it('hands the feed over when the holder stops; the new feed’s first snapshot is the book’s state', async () => {
    const holder = instances.find((instance) => instance.runner.isRunning())!;
    const other = instances.find((instance) => instance !== holder)!;
    await holder.runner.stop();
    await other.runner.lease.step();
    expect(other.runner.isRunning()).toBe(true);
    expect(starts).toEqual([holder.name, other.name]);
    const feed = other.feeds[0]!;
    await feed.idle();
    await other.runner.consumer.idle();
    // The new feed numbers from 1 again; its snapshot was taken all the same, and its next message follows it.
    await feed.send(feed.feed.odds([testMarket('ft_1x2', '', { '1': 1950, X: 3400, '2': 3900 })], { status: 1 }));
    await other.runner.consumer.idle();
    const stream = await streamOf(other);
    stream.close();
    const page = await fetch(`${other.address}/api/events/two-1`, { headers: { cookie: stream.cookie } });
    const view = eventViewSchema.parse(await page.json());
    expect(view.live).toBe(true);
    expect(view.markets[0]?.outcomes.find((outcome) => outcome.id === '1')?.oddsMilli).toBe(1950);
  });
});

import type { FeedHooks, FeedLog } from './feed-consumer.js';
import { createFeedConsumer } from './feed-consumer.js';
import type { FeedSource } from './feed-messages.js';
import type { LiveBus } from '../live/live-bus.js';
import { createJobLease } from '../live/job-lease.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';

/** A feed that runs (the simulator): started when this instance takes the lease, stopped when it loses it. */
export type RunnableFeed = FeedSource & { start(): void; stop(): Promise<void> };

/**
 * The feed's ingestion in exactly one instance (decision 0060): whoever holds the `feed` lease runs the feed source
 * and the consumer that applies it; every other instance serves players from the database and hears the live
 * changes through the live bus. A takeover starts a fresh source, whose first snapshot and per-event `seq` let the
 * consumer drop what the previous holder already applied.
 */
export function createFeedRunner(options: {
  database: SportsbookDatabase;
  live: LiveBus;
  hooks?: FeedHooks;
  createFeed: () => RunnableFeed;
  log?: FeedLog;
  holder?: string;
  leaseMs?: number;
  renewEveryMs?: number;
  producerDownAfterMs?: number;
}) {
  const consumer = createFeedConsumer({
    database: options.database,
    publish: (delivery) => options.live.publish(delivery),
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.producerDownAfterMs ? { producerDownAfterMs: options.producerDownAfterMs } : {}),
  });
  let running: { feed: RunnableFeed; detach: () => void } | undefined;
  const lease = createJobLease({
    database: options.database,
    name: 'feed',
    ...(options.holder ? { holder: options.holder } : {}),
    ...(options.leaseMs ? { ttlMs: options.leaseMs } : {}),
    ...(options.renewEveryMs ? { renewEveryMs: options.renewEveryMs } : {}),
    ...(options.log ? { log: options.log } : {}),
    onAcquired: () => {
      const feed = options.createFeed();
      const detach = consumer.attach(feed);
      feed.start();
      running = { feed, detach };
    },
    onLost: async () => {
      const current = running;
      running = undefined;
      if (!current) return;
      current.detach();
      await current.feed.stop();
      await consumer.idle();
    },
  });
  return {
    consumer,
    lease,
    isRunning: () => running !== undefined,
    start: () => lease.start(),
    stop: () => lease.stop(),
  };
}

export type FeedRunner = ReturnType<typeof createFeedRunner>;

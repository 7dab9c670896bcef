import path from 'node:path';
import { createWalletClient } from '@croupier/contracts/vendor-wallet-client';
import pino from 'pino';
import { ticketWalletEffects } from './betting/ticket-lifecycle.js';
import { bookTicketMaths } from './betting/ticket-maths.js';
import { createFeedRunner } from './feed/feed-runner.js';
import { buildSportsbookServer } from './http/sportsbook-server.js';
import { operatorRoutes } from './http/operator.routes.js';
import { ticketRoutes } from './http/ticket.routes.js';
import { createInProcessLiveBus, createRedisLiveBus } from './live/live-bus.js';
import { derivedDaySeeds } from './simulator/day-seeds.js';
import { createSimulatedFeed } from './simulator/simulated-feed.js';
import type { SimulatedFeed } from './simulator/simulated-feed.js';
import { testControlRoutes } from './http/test-controls.routes.js';
import { createSettlementHooks } from './settlement/settlement-hooks.js';
import { startTicketJobs } from './settlement/ticket-jobs.js';
import { parseSportsbookEnvironment } from './sportsbook-environment.js';
import type { SportsbookEnvironment } from './sportsbook-environment.js';
import { bookSecret } from './store/book-secrets.js';
import { createMarginSource } from './store/margin-overrides.js';
import { migrateSportsbookDatabase } from './store/migrate.js';
import { openSportsbookDatabase, sportsbookDatabaseOptions } from './store/sportsbook-database.js';
import { createWalletSender } from './wallet/wallet-sender.js';

/**
 * The composition root (decisions 0055 and 0060): the database and its migrations, the live bus (Redis when
 * REDIS_URL is set), the simulated feed and its consumer in whichever instance holds the feed lease, the player
 * server, and a graceful stop that gives the lease up before the process goes.
 */
let environment: SportsbookEnvironment;
try {
  environment = parseSportsbookEnvironment(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const log = pino({ level: environment.LOG_LEVEL, base: { service: 'sportsbook' } });

const database = await openSportsbookDatabase(sportsbookDatabaseOptions(environment));
const applied = await migrateSportsbookDatabase(database);
if (applied.length > 0) log.info({ applied }, 'sportsbook migrations applied');

const live = environment.REDIS_URL
  ? await createRedisLiveBus({ url: environment.REDIS_URL, prefix: 'sportsbook:', log })
  : createInProcessLiveBus();
const wallet = createWalletClient({
  baseUrl: environment.PLATFORM_URL ?? `http://127.0.0.1:${environment.PORT}`,
  vendorCode: 'HOUSE_SB',
  secret: environment.SPORTSBOOK_VENDOR_SECRET,
});

// Tickets (decision 0061): their wallet calls go through the outbox, settlement follows the feed's hooks.
const book = {
  database,
  maths: bookTicketMaths,
  timeZone: environment.SPORTSBOOK_TIME_ZONE,
  // The live delay counts the feed's seconds (decision 0061, amendment).
  feedSpeed: environment.SPORTSBOOK_SIMULATOR_SPEED,
  sender: createWalletSender({ database, wallet, onAnswered: ticketWalletEffects(environment.SPORTSBOOK_TIME_ZONE) }),
};

// Every day's seed derives from one secret the database keeps, so a restart or a takeover commits the same hashes.
const seeds = derivedDaySeeds(await bookSecret(database, 'simulator-seeds'));
const feedLog = {
  info: (details: object, message: string) => log.info(details, message),
  warn: (details: object, message: string) => log.warn(details, message),
  error: (details: object, message: string) => log.error(details, message),
};
// The operator's margins, reloaded before every pump of the feed: a change saved on any instance prices the next pump.
const margins = createMarginSource({
  db: database.db,
  onError: (error) => log.warn({ error: (error as Error).message }, 'margins not reloaded; the last ones stay'),
});
// The feed this instance runs, for the end-to-end controls (TEST_CONTROLS only).
let runningFeed: SimulatedFeed | undefined;
const feed = createFeedRunner({
  database,
  live,
  log: feedLog,
  hooks: createSettlementHooks(book),
  createFeed: () =>
    (runningFeed = createSimulatedFeed({
      seeds,
      timeZone: environment.SPORTSBOOK_TIME_ZONE,
      margins: margins.current,
      beforePump: margins.refresh,
      speed: environment.SPORTSBOOK_SIMULATOR_SPEED,
      // A pump per simulated second at most, so a short bet stop (a goal's 20 s) still reaches the boards as a lock
      // before the reopening when the world runs faster than the wall clock.
      tickMilliseconds: Math.max(100, Math.round(1000 / environment.SPORTSBOOK_SIMULATOR_SPEED)),
      onHandlerError: (error, message) =>
        log.error({ type: message.type, error: (error as Error).message }, 'feed message failed'),
    })),
});

const app = await buildSportsbookServer({
  database,
  wallet,
  live,
  frameAncestors: environment.FRAME_ANCESTORS,
  timeZone: environment.SPORTSBOOK_TIME_ZONE,
  clientDirectory: path.resolve(import.meta.dirname, '../dist/client'),
  logger: { level: environment.LOG_LEVEL },
  routes: [
    ticketRoutes(book),
    operatorRoutes({ secret: environment.SPORTSBOOK_VENDOR_SECRET, results: feed.consumer }),
    ...(environment.TEST_CONTROLS ? [testControlRoutes(() => (feed.isRunning() ? runningFeed : undefined))] : []),
  ],
});
await app.listen({ host: environment.HOST, port: environment.SPORTSBOOK_PORT });
await feed.start();
const stopTicketJobs = startTicketJobs(book, feedLog);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    // The lease first, so a standby takes the feed over at once; then the server, the bus and the database.
    void (async () => {
      try {
        await feed.stop();
        await stopTicketJobs();
        await app.close();
        await live.close();
        await database.close();
        process.exit(0);
      } catch (error) {
        log.error({ error: (error as Error).message }, 'sportsbook did not stop cleanly');
        process.exit(1);
      }
    })();
  });
}

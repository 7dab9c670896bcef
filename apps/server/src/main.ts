import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { EnvironmentError, parseEnvironment } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { findDemoCredentialsInUse, seedDemoData } from './db/seed.js';
import { systemClock } from './lib/clock.js';
import { createLoggerOptions } from '@croupier/contracts/logger-options';
import { createGeoService } from './modules/geo/index.js';
import { checkTwoFactorKey, configureTwoFactorKey, TwoFactorKeyMismatchError } from './modules/two-factor/index.js';
import { createHttpSmsSender, createSmtpSender } from './modules/verification/index.js';
import type { MessageSender } from './modules/verification/index.js';

function loadEnvironment() {
  try {
    return parseEnvironment(process.env);
  } catch (error) {
    if (error instanceof EnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const environment = loadEnvironment();
const logger = pino(createLoggerOptions(environment.LOG_LEVEL));
if (environment.NODE_ENV === 'production' && !environment.TWO_FACTOR_KEY) {
  logger.fatal(
    'refusing to start in production without TWO_FACTOR_KEY (32 random bytes, hex or base64: openssl rand -base64 32)',
  );
  process.exit(1);
}
configureTwoFactorKey(environment.TWO_FACTOR_KEY);

const database = await openDatabase(
  environment.DATABASE_URL
    ? {
        kind: 'postgres',
        url: environment.DATABASE_URL,
        poolSize: environment.DATABASE_POOL_SIZE,
        sessionUrl: environment.DATABASE_SESSION_URL,
        sessionPoolSize: environment.DATABASE_SESSION_POOL_SIZE,
        replica: environment.DATABASE_REPLICA_URL
          ? { url: environment.DATABASE_REPLICA_URL, poolSize: environment.DATABASE_REPLICA_POOL_SIZE }
          : undefined,
        log: {
          warn: (message, error) => logger.warn({ err: error }, message),
          info: (message) => logger.info(message),
        },
      }
    : { kind: 'pglite', dataDir: path.resolve(environment.DATA_DIR, 'pglite') },
);
logger.info(
  {
    database: database.kind,
    readReplica: Boolean(environment.DATABASE_REPLICA_URL),
    sessionConnections: environment.DATABASE_SESSION_URL ? 'direct' : 'main pool',
  },
  'database opened',
);
await migrateDatabase(database);
try {
  await checkTwoFactorKey(database.db);
} catch (error) {
  if (!(error instanceof TwoFactorKeyMismatchError)) throw error;
  logger.fatal(`refusing to start: ${error.message}`);
  await database.close();
  process.exit(1);
}
if (environment.SEED_DEMO) {
  const { created } = await seedDemoData(database.db, createGeoService({ db: database.db, clock: systemClock }), {
    port: environment.PORT,
    sandboxPayments: environment.SANDBOX_PAYMENTS,
    houseVendor: {
      url: environment.HOUSE_VENDOR_URL ?? `http://127.0.0.1:${environment.HOUSE_VENDOR_PORT}`,
      secret: environment.HOUSE_VENDOR_SECRET,
    },
    sportsbook: {
      url: environment.SPORTSBOOK_URL ?? `http://127.0.0.1:${environment.SPORTSBOOK_PORT}`,
      secret: environment.SPORTSBOOK_VENDOR_SECRET,
    },
  });
  if (created.length > 0) logger.info({ brands: created }, 'demo data seeded');
}
if (environment.NODE_ENV === 'production') {
  const demoCredentials = await findDemoCredentialsInUse(database.db);
  if (demoCredentials.length > 0) {
    logger.fatal(
      { accounts: demoCredentials },
      'refusing to start in production: these demo accounts still accept their published passwords; change or remove them',
    );
    await database.close();
    process.exit(1);
  }
}

const senders: MessageSender[] = [];
if (environment.SMTP_URL) senders.push(createSmtpSender(environment.SMTP_URL, environment.MAIL_FROM));
if (environment.SMS_GATEWAY_URL)
  senders.push(createHttpSmsSender(environment.SMS_GATEWAY_URL, environment.SMS_GATEWAY_TOKEN));
const logMessages = environment.LOG_MESSAGES ?? (!environment.DATABASE_URL && environment.NODE_ENV !== 'production');
if (logMessages) {
  for (const channel of ['sms', 'email'] as const) {
    if (senders.some((sender) => sender.channel === channel)) continue;
    // Demo only: the code or link is printed so a newcomer can finish a flow without a real gateway.
    senders.push({ channel, send: async (message) => logger.info({ outbox: message }, `demo ${channel} (not sent)`) });
  }
}

const app = await buildApp({
  db: database.db,
  readReplica: database.readReplica,
  config: {
    ...environment,
    UPLOAD_DIR: path.resolve(environment.DATA_DIR, 'uploads'),
    LOTTERY_JOBS: true,
    VENDOR_TRANSFER_SWEEPER: true,
    LEDGER_SUMMARY: true,
  },
  logger,
  senders,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, environment.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: environment.PORT, host: environment.HOST });

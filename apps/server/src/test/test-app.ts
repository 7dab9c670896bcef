import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app.js';
import type { AppConfig } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { createGeoService } from '../modules/geo/index.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** A session of the seeded admin operator, for /bo calls. */
  operatorToken: string;
  close: () => Promise<void>;
};

/** The app on a fresh database with the demo brands, as an API test needs it. */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    clock?: Clock;
    /** Probe routes registered behind the player guards (brand, maintenance, region, member session). */
    playerRoutes?: FastifyPluginAsync;
    poolSize?: number;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.poolSize ? { poolSize: options.poolSize } : {});
  const clock = options.clock ?? systemClock;
  await seedDemoData(database.db, createGeoService({ db: database.db, clock }), {
    port: 8080,
  });
  const app = await buildApp({
    db: database.db,
    clock,
    logger: false,
    ...(options.playerRoutes ? { playerRoutes: options.playerRoutes } : {}),
    config: {
      TRUSTED_PROXIES: [],
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      SANDBOX_PAYMENTS: true,
      ...options.config,
    },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/bo/session/login',
    payload: { username: 'operator', password: 'Operator@2026' },
    remoteAddress: '10.255.0.1',
  });
  const operatorToken = String(login.json<{ value: { token: string } }>().value.token);
  return {
    app,
    database,
    operatorToken,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

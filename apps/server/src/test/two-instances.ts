import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../app.js';
import type { AppConfig } from '../app.js';
import { openDatabase } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';

/**
 * Instance A (a test app on its own fresh PostgreSQL database) and instance B: a second app with its own pool on the
 * same database, listening on a loopback port, as a load balancer would see two instances. PostgreSQL only.
 */
export async function createTwoInstances(options: { config?: Partial<AppConfig>; clockOfB?: Clock } = {}) {
  const a: TestApp = await createTestApp(options.config ? { config: options.config } : {});
  const pool = (a.database.db as unknown as { $client: pg.Pool }).$client;
  const second = await openDatabase({ kind: 'postgres', url: String(pool.options.connectionString), poolSize: 5 });
  const b: FastifyInstance = await buildApp({
    db: second.db,
    logger: false,
    ...(options.clockOfB ? { clock: options.clockOfB } : {}),
    config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent', ...options.config },
  });
  await b.listen({ port: 0, host: '127.0.0.1' });
  return {
    a,
    b,
    bPort: (b.server.address() as AddressInfo).port,
    close: async () => {
      await b.close();
      await second.close();
      await a.close();
    },
  };
}

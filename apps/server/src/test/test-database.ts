import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, readsFromPrimary } from '../db/client.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDemoData } from '../db/seed.js';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { createGeoService } from '../modules/geo/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import * as schema from '../db/schema.js';
import { ensurePgliteTemplate, openPgliteFromTemplate } from './pglite-template.js';
import { ensurePostgresTemplate } from './postgres-template.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped by `close`). Both start as a copy of a migrated
 * template made once per run (see global-setup.ts); migrating again after the copy finds nothing left to apply.
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = await openPgliteFromTemplate(process.env.CROUPIER_PGLITE_TEMPLATE ?? (await ensurePgliteTemplate()));
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
    return { db, readReplica: readsFromPrimary(db), kind: 'pglite', close: () => client.close() };
  }
  const name = `croupier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = process.env.CROUPIER_POSTGRES_TEMPLATE ?? (await ensurePostgresTemplate(serverUrl));
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: options.poolSize ?? 20 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh database with the demo brands and accounts, and the brands' ids. */
export async function createSeededTestDatabase(clock: Clock = systemClock, options: { poolSize?: number } = {}) {
  const database = await createTestDatabase(options);
  await seedDemoData(database.db, createGeoService({ db: database.db, clock }), {
    port: 8080,
  });
  const merchantIds = {
    demo: (await findMerchantIdByCode(database.db, 'demo')) ?? '',
    lucky: (await findMerchantIdByCode(database.db, 'lucky')) ?? '',
  };
  return { database, merchantIds };
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both drivers' databases share this shape; domain code only ever sees it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** Contrib extensions the migrations create (game search uses trigrams); PostgreSQL ships them in contrib. */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * The PostgreSQL pool behind a database, or undefined on PGlite: for the few things that need a connection of their
 * own (session advisory locks, LISTEN), which PGlite's single in-process connection cannot give.
 */
export function postgresPoolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. For the few queries Drizzle cannot express. */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ReplicaLog } from './replica-pool.js';
import { ReplicaFallbackPool } from './replica-pool.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both drivers' databases share this shape; domain code only ever sees it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

declare const readReplicaBrand: unique symbol;

/**
 * Where listings and reports read (decision 0021): a streaming replica when `DATABASE_REPLICA_URL` is set, the
 * primary itself otherwise. What it answers may lag the primary by a moment, so it never serves a money decision
 * (a balance before a bet, a withdrawal check, a limit, anything read before or inside a write). The brand makes
 * the choice explicit: the primary's `Database` is not a `ReadReplica` unless `readsFromPrimary` says so.
 */
export type ReadReplica = Database & { readonly [readReplicaBrand]: true };

/** Reads of a deployment without a replica (and of PGlite) go to the primary. */
export const readsFromPrimary = (db: Database) => db as ReadReplica;

export type DatabaseHandle = {
  db: Database;
  readReplica: ReadReplica;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * PostgreSQL itself when `url` goes through PgBouncer in transaction mode: what needs a session of its own (the
       * transfer-wallet and round-feed locks, job leadership, LISTEN) connects here. Unset: `url` (decision 0021).
       */
      sessionUrl?: string | undefined;
      sessionPoolSize?: number;
      /** `retryAfterMs`: how long reads stay on the primary after the replica failed (5 s; tests shorten it). */
      replica?: { url: string; poolSize?: number; retryAfterMs?: number } | undefined;
      /** Told when the replica becomes unreachable and when it is back. */
      log?: ReplicaLog;
    }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** Session-scoped work's pool, when it is not the main pool's: one per database opened with a `sessionUrl`. */
const sessionPools = new WeakMap<Database, pg.Pool>();

const silentLog: ReplicaLog = { warn: () => undefined, info: () => undefined };

function openPool(url: string, max: number) {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

/** Contrib extensions the migrations create (game search uses trigrams); PostgreSQL ships them in contrib. */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = openPool(options.url, options.poolSize ?? 10);
    const db = drizzlePostgres(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    const sessionPool = options.sessionUrl ? openPool(options.sessionUrl, options.sessionPoolSize ?? 10) : undefined;
    if (sessionPool) sessionPools.set(db, sessionPool);
    const replicaPool = options.replica
      ? new ReplicaFallbackPool(
          { ...options.replica, poolSize: options.replica.poolSize ?? 10 },
          pool,
          options.log ?? silentLog,
        )
      : undefined;
    const readReplica = replicaPool
      ? (drizzlePostgres(replicaPool as unknown as pg.Pool, { schema, casing: 'snake_case' }) as unknown as ReadReplica)
      : readsFromPrimary(db);
    return {
      db,
      readReplica,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), sessionPool?.end(), replicaPool?.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return { db, readReplica: readsFromPrimary(db), kind: 'pglite', close: () => client.close() };
}

/** The PostgreSQL pool behind a database (through PgBouncer when there is one), or undefined on PGlite. */
export function postgresPoolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * The pool for what needs a PostgreSQL session of its own (session advisory locks, LISTEN), which PgBouncer in
 * transaction mode cannot give and PGlite's single in-process connection cannot either (undefined there): straight
 * to PostgreSQL (`DATABASE_SESSION_URL`) when the database was opened with one, else the main pool.
 */
export function sessionPoolOf(db: Database): pg.Pool | undefined {
  return sessionPools.get(db) ?? postgresPoolOf(db);
}

/**
 * The rows of a batch function (group commit, decision 0023), each carrying the index `i` of the request it answers,
 * put back in the requests' order without that index. Exactly one row per request, or the call is an error (and the
 * group commit then runs each request alone).
 */
export function rowsInRequestOrder<Row>(rows: readonly (Row & { i: number })[], count: number, batch: string): Row[] {
  const answers = new Array<Row | undefined>(count).fill(undefined);
  for (const { i, ...row } of rows) answers[Number(i)] = row as Row;
  const answered = answers.filter((row): row is Row => row !== undefined);
  if (rows.length !== count || answered.length !== count)
    throw new Error(`${batch} answered ${rows.length} rows for ${count} requests`);
  return answered;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. For the few queries Drizzle cannot express. */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * The sportsbook's database (decision 0055): drizzle over node-postgres when SPORTSBOOK_DATABASE_URL is set, else an
 * embedded PGlite under DATA_DIR/sportsbook. Every table lives in the `sportsbook` schema, so one PostgreSQL server
 * can host the platform and the book without sharing a table. No relational schema is registered: the feed and the
 * tickets parts each bring their own tables and use the query builder, so neither has to edit a central list.
 */
export type SportsbookDb = PgDatabase<PgQueryResultHKT>;
export type SportsbookTransaction = Parameters<Parameters<SportsbookDb['transaction']>[0]>[0];
export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export type TransactionOptions = {
  /**
   * Read committed by default: the feed and the book take row locks (`for update`) on the rows they change, which
   * is cheaper than serializable and enough when every writer locks first. A check that reads many rows it does not
   * lock (a liability sum) asks for serializable and is retried on a serialization failure.
   */
  isolationLevel?: IsolationLevel;
  maxAttempts?: number;
  /** Waits between attempts; injected so tests do not sleep. */
  backoff?: (attempt: number) => Promise<void>;
};

export type SportsbookDatabase = {
  db: SportsbookDb;
  kind: 'pglite' | 'postgres';
  /**
   * The one way to write: runs `work` in a transaction, again on a serialization failure or a deadlock (up to
   * `maxAttempts`, 5 by default). `work` may run more than once, so it must not have effects outside the database;
   * publish, call hooks and call the wallet after it returns.
   */
  transaction<Result>(
    work: (transaction: SportsbookTransaction) => Promise<Result>,
    options?: TransactionOptions,
  ): Promise<Result>;
  /**
   * Runs statements on one connection of its own, outside any drizzle transaction: migrations (several statements
   * in one string) and session-scoped advisory locks. On PGlite, the one in-process connection.
   */
  withConnection<Result>(work: (connection: RawConnection) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
};

/** A bare connection: `exec` runs a script of several statements, `query` one statement with parameters. */
export type RawConnection = {
  exec(script: string): Promise<void>;
  query<Row>(text: string, parameters?: unknown[]): Promise<Row[]>;
};

export type SportsbookDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** SQLSTATEs that mean "run the whole transaction again": serialization failure and deadlock. */
const retryableStates = new Set(['40001', '40P01']);

/** True when the error, or one it wraps (drivers and drizzle wrap them), carries one of the SQLSTATEs. */
export function hasSqlState(error: unknown, states: ReadonlySet<string>): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && states.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const isRetryableError = (error: unknown) => hasSqlState(error, retryableStates);
const uniqueViolation = new Set(['23505']);
/** A unique constraint refused the write: usually a first delivery of a key that raced another. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, uniqueViolation);

const jitteredBackoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

function retrying(db: SportsbookDb): SportsbookDatabase['transaction'] {
  return async (work, options = {}) => {
    const maxAttempts = options.maxAttempts ?? 5;
    const backoff = options.backoff ?? jitteredBackoff;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(work, { isolationLevel: options.isolationLevel ?? 'read committed' });
      } catch (error) {
        if (attempt >= maxAttempts || !isRetryableError(error)) throw error;
        await backoff(attempt);
      }
    }
  };
}

export async function openSportsbookDatabase(options: SportsbookDatabaseOptions): Promise<SportsbookDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool) as unknown as SportsbookDb;
    return {
      db,
      kind: 'postgres',
      transaction: retrying(db),
      withConnection: async (work) => {
        const client = await pool.connect();
        try {
          return await work({
            exec: async (script) => {
              await client.query(script);
            },
            query: async <Row>(text: string, parameters: unknown[] = []) =>
              (await client.query(text, parameters)).rows as Row[],
          });
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const db = drizzlePglite(client) as unknown as SportsbookDb;
  return {
    db,
    kind: 'pglite',
    transaction: retrying(db),
    withConnection: (work) =>
      work({
        exec: async (script) => {
          await client.exec(script);
        },
        query: async <Row>(text: string, parameters: unknown[] = []) =>
          (await client.query<Row>(text, parameters)).rows,
      }),
    close: () => client.close(),
  };
}

/** The database the environment names: SPORTSBOOK_DATABASE_URL, or PGlite under DATA_DIR/sportsbook. */
export function sportsbookDatabaseOptions(environment: {
  SPORTSBOOK_DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): SportsbookDatabaseOptions {
  return environment.SPORTSBOOK_DATABASE_URL
    ? { kind: 'postgres', url: environment.SPORTSBOOK_DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(environment.DATA_DIR, 'sportsbook') };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. For the few queries drizzle cannot express. */
export async function queryRows<Row>(db: Pick<SportsbookDb, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { createKeyedLock } from '../lib/keyed-lock.js';
import type { Database } from './client.js';
import { sessionPoolOf } from './client.js';
import * as schema from './schema.js';

/** The first half of every advisory lock key taken here, so they never meet another feature's. */
const lockNamespace = 0x43_52_4c_4b;

/** Waits between attempts at a lock another session holds. */
const pollDelaysMs = [10, 25, 50, 100, 200];

/** PGlite is one connection in one process: there, a lock of this process is a lock of the whole system. */
const inProcessLock = createKeyedLock();

/**
 * Runs `work` while holding a lock named `key` across every instance of the app: a PostgreSQL session advisory lock
 * on a connection of its own, which `work` must use for all its queries (it is handed a database on that
 * connection). The connection comes from the session pool (`sessionPoolOf`): straight to PostgreSQL when the main
 * pool goes through PgBouncer in transaction mode, where a session lock would stay on whichever server connection
 * took it and the unlock would go to another. The lock outlives the transactions inside `work`, so it can span a call to another system, and it
 * goes with the connection, so a process that dies holds nothing. While another session holds it, the attempt is
 * repeated on a fresh connection each time (a waiter never sits on a pooled connection) until `waitMs` has passed;
 * then the answer is `{ acquired: false }`.
 */
export async function runWithSessionLock<Result>(
  db: Database,
  key: string,
  options: { waitMs: number },
  work: (lockedDb: Database) => Promise<Result>,
): Promise<{ acquired: true; result: Result } | { acquired: false }> {
  const pool = sessionPoolOf(db);
  if (!pool) return { acquired: true, result: await inProcessLock(key, () => work(db)) };
  const deadline = Date.now() + options.waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const client = await pool.connect();
    let acquired = false;
    try {
      const [row] = (
        await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
          lockNamespace,
          key,
        ])
      ).rows;
      acquired = row?.locked === true;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    if (acquired) return { acquired: true, result: await holdWhile(client, key, work) };
    client.release();
    const delayMs = pollDelaysMs[Math.min(attempt, pollDelaysMs.length - 1)] ?? 200;
    if (Date.now() + delayMs > deadline) return { acquired: false };
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}

async function holdWhile<Result>(
  client: pg.PoolClient,
  key: string,
  work: (lockedDb: Database) => Promise<Result>,
): Promise<Result> {
  let broken = false;
  try {
    const lockedDb = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
    return await work(lockedDb);
  } finally {
    try {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [lockNamespace, key]);
    } catch {
      // Closing the connection below ends the session, and the lock with it.
      broken = true;
    }
    client.release(broken);
  }
}

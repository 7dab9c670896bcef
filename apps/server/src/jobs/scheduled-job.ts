import pg from 'pg';
import type { Database } from '../db/client.js';
import { sessionPoolOf } from '../db/client.js';

/** The first half of every job lock's key (the second is the job's name hashed), apart from other advisory locks. */
const jobLockNamespace = 0x43_4a_4f_42;

/** Whether this instance may run a job now; asked before every pass. */
export type JobLeadership = {
  holds(job: string): Promise<boolean>;
  close(): Promise<void>;
};

/** One process alone (PGlite, tests driving a job by hand): it runs every job. */
export const soleInstance: JobLeadership = { holds: async () => true, close: async () => undefined };

/**
 * Which instance runs each scheduled job (docs/decisions/0020). One connection of this instance's own, outside the
 * pool, holds a PostgreSQL session advisory lock per job it runs; an instance runs a job's pass only while it holds
 * that job's lock. Every other instance tries the lock at each of its own ticks, so when the holder dies (process,
 * connection or server) PostgreSQL frees its locks with the session and the next tick elsewhere takes the job over.
 * On PGlite (one process) it simply leads.
 */
export function createJobLeadership(input: { db: Database; onWarning: (message: string, error: unknown) => void }) {
  const pool = sessionPoolOf(input.db);
  if (!pool) return soleInstance;
  const held = new Set<string>();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;

  let claims: Promise<unknown> = Promise.resolve();
  const lose = (client: pg.Client, error: unknown) => {
    if (closed) return;
    if (held.size > 0)
      input.onWarning('job lock connection lost: its jobs go to whichever instance claims them', error);
    held.clear();
    connection = null;
    client.end().catch(() => undefined);
  };
  const connect = () => {
    connection ??= (async () => {
      // Keep-alive probes find a connection that died without a word, so a silent network loss is noticed too.
      const client = new pg.Client({ ...pool.options, keepAlive: true });
      client.on('error', (error) => lose(client, error));
      client.on('end', () => lose(client, new Error('job lock connection ended')));
      try {
        await client.connect();
        return client;
      } catch (error) {
        lose(client, error);
        throw error;
      }
    })();
    return connection;
  };

  const leadership: JobLeadership = {
    async holds(job) {
      if (closed) return false;
      if (held.has(job)) return true;
      const client = await connect();
      // One query at a time on the one connection: jobs ticking together would otherwise overlap their queries,
      // which node-postgres only queues with a deprecation warning today and will refuse in its next major.
      const claim = claims.then(() =>
        client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
          jobLockNamespace,
          job,
        ]),
      );
      claims = claim.catch(() => undefined);
      const result = await claim;
      if (result.rows[0]?.locked !== true) return false;
      held.add(job);
      return true;
    },
    async close() {
      closed = true;
      held.clear();
      const client = await connection?.catch(() => null);
      connection = null;
      // Ending the session frees every job lock at once; the other instances claim them at their next tick.
      await client?.end().catch(() => undefined);
    },
  };
  return leadership;
}

/**
 * Runs `run` every `intervalMs` (and once at start when asked) on the instance that leads `name`; passes in this
 * process never overlap. `kick` asks for a pass now (it runs here only if this instance leads the job).
 */
export function startScheduledJob(input: {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
  leadership?: JobLeadership | undefined;
  runAtStart?: boolean;
}) {
  const leadership = input.leadership ?? soleInstance;
  let running: Promise<void> | null = null;
  let again = false;
  const pass = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      if (!(await leadership.holds(input.name))) return;
      do {
        again = false;
        await input.run();
      } while (again);
    })()
      .catch(input.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  // A tick that finds a pass running skips; a kick during a pass asks for another right after it.
  const timer = setInterval(() => {
    if (!running) void pass();
  }, input.intervalMs);
  timer.unref();
  if (input.runAtStart) void pass();
  return {
    kick: () => void pass(),
    run: pass,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

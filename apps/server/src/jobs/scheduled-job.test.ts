import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { createJobLeadership, startScheduledJob } from './scheduled-job.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
  return condition();
}

/** An instance as far as jobs go: its own pool on the shared database, its own leadership, one counting job. */
async function instance(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
  const warnings: string[] = [];
  const leadership = createJobLeadership({ db: database.db, onWarning: (message) => warnings.push(message) });
  const counter = { passes: 0 };
  const job = startScheduledJob({
    name: 'count-passes',
    intervalMs: 50,
    run: async () => {
      counter.passes += 1;
    },
    onError: () => undefined,
    leadership,
  });
  const stop = async () => {
    await job.stop();
    await leadership.close();
    await database.close();
  };
  closers.push(stop);
  return { counter, leadership, warnings, job };
}

describe('a scheduled job on PGlite (one process)', () => {
  it('simply runs', async () => {
    const database = await createTestDatabase();
    closers.push(database.close);
    if (database.kind !== 'pglite') return;
    let passes = 0;
    const job = startScheduledJob({
      name: 'count-passes',
      intervalMs: 20,
      run: async () => {
        passes += 1;
      },
      onError: () => undefined,
      leadership: createJobLeadership({ db: database.db, onWarning: () => undefined }),
    });
    closers.push(job.stop);
    expect(await waitUntil(() => passes >= 3, 2_000)).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a scheduled job across two instances (PostgreSQL)', () => {
  async function sharedDatabase() {
    const database = await createTestDatabase({ poolSize: 2 });
    closers.push(database.close);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const url = String(pool.options.connectionString);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    closers.push(() => admin.end());
    return { url, admin };
  }

  it('runs on one instance only, and the other takes over within seconds when the leader connection is killed', async () => {
    const { url, admin } = await sharedDatabase();
    const first = await instance(url);
    const second = await instance(url);
    await sleep(1_000);
    const leader = first.counter.passes > 0 ? first : second;
    const follower = leader === first ? second : first;
    expect(leader.counter.passes).toBeGreaterThan(5);
    expect(follower.counter.passes).toBe(0);

    // The leader dies as a killed process does: its timers stop and PostgreSQL drops its session.
    await leader.job.stop();
    const terminated = await admin.query<{ pid: number }>(
      `select pid from pg_locks where locktype = 'advisory' and granted
         and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(terminated.rows).toHaveLength(1);
    await admin.query('select pg_terminate_backend($1)', [terminated.rows[0]?.pid]);
    const killedAt = Date.now();
    expect(await waitUntil(() => follower.counter.passes > 0, 5_000)).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(3_000);
  });

  it('stays on one instance at a time when the leader only loses its lock connection and comes back', async () => {
    const { url, admin } = await sharedDatabase();
    const first = await instance(url);
    const second = await instance(url);
    await sleep(500);
    const lockHolders = () =>
      admin.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and granted
           and database = (select oid from pg_database where datname = current_database())`,
      );
    await admin.query('select pg_terminate_backend($1)', [(await lockHolders()).rows[0]?.pid]);
    await sleep(1_000);
    expect((await lockHolders()).rows).toHaveLength(1);
    const before = [first.counter.passes, second.counter.passes];
    await sleep(600);
    const ran = [first.counter.passes - (before[0] ?? 0), second.counter.passes - (before[1] ?? 0)];
    expect(ran.filter((passes) => passes > 0)).toHaveLength(1);
    expect([...first.warnings, ...second.warnings].join()).toContain('job lock connection lost');
  });

  it('hands the job over when the leading instance shuts down', async () => {
    const { url } = await sharedDatabase();
    const first = await instance(url);
    await sleep(300);
    const second = await instance(url);
    await sleep(500);
    expect(first.counter.passes).toBeGreaterThan(0);
    expect(second.counter.passes).toBe(0);
    await first.leadership.close();
    const passesAtClose = first.counter.passes;
    expect(await waitUntil(() => second.counter.passes > 0, 3_000)).toBe(true);
    expect(first.counter.passes).toBeLessThanOrEqual(passesAtClose + 1);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { jobLeases } from '../store/feed.tables.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';

export type JobLeaseLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobLeaseOptions = {
  database: SportsbookDatabase;
  /** The job's name, one row in `job_leases`. */
  name: string;
  /** Who asks; a fresh id per process by default. */
  holder?: string;
  /** How long a lease lasts without renewal: another instance takes over this long after a holder died. */
  ttlMs?: number;
  /** How often the holder renews, and a standby tries to take over. */
  renewEveryMs?: number;
  /** Starts the job; called when this instance takes the lease. */
  onAcquired(): Promise<void> | void;
  /** Stops the job; called when the lease was lost (or on `stop`), before anyone else can have taken it. */
  onLost(): Promise<void> | void;
  log?: JobLeaseLog;
};

/**
 * A job that runs in exactly one instance (decision 0060): the simulator's feed. The lease is a row whose expiry
 * the database's own clock judges, so instances need no agreement on time; the holder renews it well before it
 * expires and stops the job itself when a renewal has not succeeded for most of the lease, so the job has stopped
 * here before a standby can take it over.
 */
export function createJobLease(options: JobLeaseOptions) {
  const holder = options.holder ?? randomUUID();
  const ttlMs = options.ttlMs ?? 15_000;
  const renewEveryMs = options.renewEveryMs ?? Math.floor(ttlMs / 3);
  let holding = false;
  let lastRenewedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();
  let stopped = false;

  /** Takes or renews the lease; true when this instance holds it after the call. */
  async function claim(): Promise<boolean> {
    const rows = await options.database.db
      .insert(jobLeases)
      .values({ name: options.name, holder, expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: {
          holder,
          expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval`,
          acquiredAt: sql`case when ${jobLeases.holder} = ${holder} then ${jobLeases.acquiredAt} else now() end`,
        },
        setWhere: sql`${jobLeases.holder} = ${holder} or ${jobLeases.expiresAt} < now()`,
      })
      .returning({ holder: jobLeases.holder });
    return rows[0]?.holder === holder;
  }

  async function lose(reason: string) {
    if (!holding) return;
    holding = false;
    options.log?.info({ job: options.name, holder, reason }, 'job lease lost: stopping the job here');
    await options.onLost();
  }

  async function step() {
    if (stopped) return;
    let held: boolean;
    try {
      held = await claim();
    } catch (error) {
      options.log?.error({ job: options.name, error: (error as Error).message }, 'job lease renewal failed');
      // Without a renewal for two thirds of the lease, stop before a standby may take it over.
      if (holding && Date.now() - lastRenewedAt > (ttlMs * 2) / 3) await lose('renewal failing');
      return;
    }
    if (held) {
      lastRenewedAt = Date.now();
      if (!holding && !stopped) {
        holding = true;
        options.log?.info({ job: options.name, holder }, 'job lease taken: running the job here');
        await options.onAcquired();
      }
    } else {
      await lose('taken over');
    }
  }

  function schedule() {
    tick = tick.then(step).catch((error: unknown) => {
      options.log?.error({ job: options.name, error: (error as Error).message }, 'job lease step failed');
    });
    return tick;
  }

  return {
    holder,
    isHolding: () => holding,
    /** Tries at once, then keeps renewing or trying to take over. */
    start(): Promise<void> {
      stopped = false;
      timer ??= setInterval(() => void schedule(), renewEveryMs);
      timer.unref();
      return schedule();
    },
    /** Runs one renewal or takeover attempt now (tests). */
    step: schedule,
    /** Stops the job if it runs here and gives the lease up, so a standby takes over at once. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await tick;
      const wasHolding = holding;
      await lose('stopping');
      if (wasHolding) {
        await options.database.db
          .delete(jobLeases)
          .where(and(eq(jobLeases.name, options.name), eq(jobLeases.holder, holder)))
          .catch(() => undefined);
      }
    },
  };
}

export type JobLease = ReturnType<typeof createJobLease>;

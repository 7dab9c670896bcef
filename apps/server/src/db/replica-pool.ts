import pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors.js';

export type ReplicaLog = { warn: (message: string, error?: unknown) => void; info: (message: string) => void };

/** After the replica failed, reads stay on the primary this long before one of them tries the replica again. */
const defaultRetryAfterMs = 5_000;

/**
 * A standby cancels a read whose rows its replay must remove (SQLSTATE 40001 there means nothing else); a replica
 * that refuses the login or lacks the database (3D000, 28xxx) is as unusable as one that is down.
 */
const isReplicaRefusal = (error: unknown) => {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (code === '40001') return (error as Error).message.includes('conflict with recovery');
  return typeof code === 'string' && (code === '3D000' || code.startsWith('28'));
};

/**
 * The connections a read replica's Drizzle handle runs on (decision 0021): a pool on the streaming replica that, when
 * the replica cannot be reached, answers from the primary's pool instead, so a listing never fails because the
 * replica is down. A read is only a read, so one cut mid-way is simply asked again of the primary. The outage is
 * told once when it starts and once when it ends, not per read.
 *
 * Its class name contains "Pool" on purpose: Drizzle opens a transaction on a pool by taking a client with
 * `connect()`, which here also falls back.
 */
export class ReplicaFallbackPool {
  private readonly replica: pg.Pool;
  private retryAt = 0;
  private down = false;

  constructor(
    private readonly options: { url: string; poolSize: number; retryAfterMs?: number | undefined },
    private readonly primary: pg.Pool,
    private readonly log: ReplicaLog,
  ) {
    this.replica = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      // A replica that does not answer must not hold a page longer than this before the primary is asked.
      connectionTimeoutMillis: 2_000,
      // A standby refuses writes by itself; this also keeps a URL that names a primary by mistake from taking any.
      options: '-c default_transaction_read_only=on',
    });
    this.replica.on('error', () => undefined);
  }

  /** What Drizzle calls for every statement outside a transaction. */
  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (!this.replicaInUse()) return this.primary.query(config, values);
    try {
      const result = await this.replica.query(config, values);
      this.succeeded();
      return result;
    } catch (error) {
      if (!this.isReplicaFailure(error)) throw error;
      this.failed(error);
      return this.primary.query(config, values);
    }
  }

  async connect(): Promise<pg.PoolClient> {
    if (!this.replicaInUse()) return this.primary.connect();
    try {
      const client = await this.replica.connect();
      this.succeeded();
      return client;
    } catch (error) {
      if (!this.isReplicaFailure(error)) throw error;
      this.failed(error);
      return this.primary.connect();
    }
  }

  /** Ends the replica's connections; the primary's pool belongs to its own handle. */
  async end(): Promise<void> {
    await this.replica.end();
  }

  private replicaInUse() {
    return Date.now() >= this.retryAt;
  }

  private isReplicaFailure(error: unknown) {
    return isDatabaseUnavailable(error) || isReplicaRefusal(error);
  }

  private failed(error: unknown) {
    this.retryAt = Date.now() + (this.options.retryAfterMs ?? defaultRetryAfterMs);
    if (this.down) return;
    this.down = true;
    this.log.warn('read replica unavailable: listings read from the primary until it answers again', error);
  }

  private succeeded() {
    if (!this.down) return;
    this.down = false;
    this.log.info('read replica available again: listings read from it');
  }
}

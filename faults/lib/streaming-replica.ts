import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ownedByPostgres, postgresServerControl, runPostgresBinary } from './postgres-cluster.js';
import type { PostgresCluster, ShutdownMode } from './postgres-cluster.js';
import { freePort, waitUntil } from './processes.js';

export type StreamingReplica = {
  port: number;
  /** The URL of a database of the cluster, on the replica. */
  urlOf: (databaseName: string) => string;
  start: () => Promise<void>;
  stop: (mode: ShutdownMode) => Promise<void>;
  /** Runs one statement on the replica's maintenance database (a fresh connection: its statistics are current). */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  /** Waits until the replica has replayed everything the primary had written when it was called. */
  catchUp: (timeoutMs?: number) => Promise<void>;
  destroy: () => Promise<void>;
};

async function queryOnce<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A hot standby of the run's cluster on a port of its own: `pg_basebackup -R` (the copy also writes the
 * connection back to the primary and the standby signal) and the server started in hot standby, streaming the
 * primary's WAL from then on, so it holds every database of the cluster, those made later too.
 */
export async function startStreamingReplica(cluster: PostgresCluster): Promise<StreamingReplica> {
  const directory = await ownedByPostgres('croupier-faults-replica-');
  const dataDirectory = path.join(directory, 'data');
  const port = await freePort();
  await runPostgresBinary('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres'],
    ...['-D', dataDirectory, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
  ]);
  const { start, stop } = postgresServerControl(directory, port, ['-c hot_standby=on']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    urlOf: (databaseName) => `postgres://postgres@127.0.0.1:${port}/${databaseName}`,
    start,
    stop,
    query: (text, values) => queryOnce(url, text, values),
    catchUp: async (timeoutMs = 10_000) => {
      const [primary] = await queryOnce<{ lsn: string }>(cluster.serverUrl, 'select pg_current_wal_lsn()::text as lsn');
      await waitUntil(
        'the replica replaying the primary',
        async () => {
          const [row] = await queryOnce<{ caught: boolean }>(
            url,
            'select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught',
            [primary?.lsn],
          );
          return row?.caught === true;
        },
        { timeoutMs },
      );
    },
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

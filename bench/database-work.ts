import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** What one request cost the database, on average: its PL/pgSQL functions' time and the rows it wrote. */
export type DatabaseWork = {
  requests: number;
  /** Write-ahead log per answered request, in bytes (server-wide: meaningful on an otherwise idle server). */
  walBytesPerRequest: number;
  functions: { function: string; 'calls per request': string; 'ms per call': string; 'own ms per call': string }[];
  tables: {
    table: string;
    'rows inserted': string;
    'rows updated': string;
    indexes: number;
    'index entries written': string;
  }[];
};

type Snapshot = {
  rows: Map<string, number>;
  updates: Map<string, { updated: number; hot: number }>;
  indexes: Map<string, number>;
  functions: Map<string, { calls: number; totalMs: number; ownMs: number }>;
  /** The server's write-ahead log position, in bytes: WAL is server-wide, so other databases' writes count too. */
  walBytes: number;
};

async function takeSnapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ relname: string; updated: string; hot: string; indexes: string }>(
      `select t.relname, t.n_tup_upd as updated, t.n_tup_hot_upd as hot,
              (select count(*) from pg_index i where i.indrelid = t.relid) as indexes
         from pg_stat_user_tables t where t.schemaname = 'public'`,
    );
    const rows = new Map<string, number>();
    const updates = new Map<string, { updated: number; hot: number }>();
    const indexes = new Map<string, number>();
    for (const table of tables.rows) {
      // Exact counts, not the statistics' estimate: inserts are what the breakdown is about.
      const counted = await client.query<{ count: string }>(`select count(*) from public."${table.relname}"`);
      rows.set(table.relname, Number(counted.rows[0]?.count ?? 0));
      updates.set(table.relname, { updated: Number(table.updated), hot: Number(table.hot) });
      indexes.set(table.relname, Number(table.indexes));
    }
    const functions = await client.query<{ funcname: string; calls: string; total_time: number; self_time: number }>(
      `select funcname, calls, total_time, self_time from pg_stat_user_functions`,
    );
    const wal = await client.query<{ bytes: string }>(`select pg_current_wal_lsn() - '0/0' as bytes`);
    return {
      walBytes: Number(wal.rows[0]?.bytes ?? 0),
      rows,
      updates,
      indexes,
      functions: new Map(
        functions.rows.map((row) => [
          row.funcname,
          { calls: Number(row.calls), totalMs: row.total_time, ownMs: row.self_time },
        ]),
      ),
    };
  } finally {
    await client.end();
  }
}

/** Ends the database's other sessions and waits for them to go: a session flushes its statistics as it ends. */
async function endOtherSessions(url: string, terminate: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const others = terminate
        ? `select count(pg_terminate_backend(pid)) as count from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`
        : `select count(*) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
      const { rows } = await client.query<{ count: string }>(others);
      if (rows[0]?.count === '0') return;
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}

/**
 * Starts measuring the work a load does on the scratch database at `url`. An idle session can hold its statistics
 * back for up to ten seconds, so the set-up's sessions are ended first (the pool opens new ones as the load starts,
 * for the floor and the bet path alike), and `finish` is called once the load's pool is closed. Figures are per row
 * written to `requestTable` (one per answered request: the floor's transaction, the vendor's transaction record),
 * so requests still in flight when the load generator stops count, and requests applied in batches count once each.
 */
export async function startMeasuringWork(url: string, requestTable: string) {
  await endOtherSessions(url, true);
  const before = await takeSnapshot(url);
  return {
    finish: async (): Promise<DatabaseWork> => {
      await endOtherSessions(url, false);
      const after = await takeSnapshot(url);
      const requests = (after.rows.get(requestTable) ?? 0) - (before.rows.get(requestTable) ?? 0);
      const perRequest = (value: number) => (requests > 0 ? value / requests : 0);
      const tables: DatabaseWork['tables'] = [];
      for (const [table, count] of after.rows) {
        const inserted = perRequest(count - (before.rows.get(table) ?? 0));
        const updateAfter = after.updates.get(table) ?? { updated: 0, hot: 0 };
        const updateBefore = before.updates.get(table) ?? { updated: 0, hot: 0 };
        const updated = perRequest(updateAfter.updated - updateBefore.updated);
        const notHot = perRequest(updateAfter.updated - updateBefore.updated - (updateAfter.hot - updateBefore.hot));
        if (inserted < 0.005 && updated < 0.005) continue;
        const indexes = after.indexes.get(table) ?? 0;
        tables.push({
          table,
          'rows inserted': inserted.toFixed(2),
          'rows updated': updated.toFixed(2),
          indexes,
          // A heap-only (HOT) update touches no index; any other update writes one entry in every index.
          'index entries written': ((inserted + notHot) * indexes).toFixed(2),
        });
      }
      const functions: DatabaseWork['functions'] = [];
      for (const [name, usage] of after.functions) {
        const earlier = before.functions.get(name) ?? { calls: 0, totalMs: 0, ownMs: 0 };
        const calls = usage.calls - earlier.calls;
        if (calls <= 0) continue;
        functions.push({
          function: name,
          'calls per request': perRequest(calls).toFixed(2),
          'ms per call': ((usage.totalMs - earlier.totalMs) / calls).toFixed(3),
          'own ms per call': ((usage.ownMs - earlier.ownMs) / calls).toFixed(3),
        });
      }
      return { requests, walBytesPerRequest: perRequest(after.walBytes - before.walBytes), functions, tables };
    },
  };
}

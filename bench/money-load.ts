import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { createWalletService } from '../apps/server/src/modules/wallet/index.js';
import { openBenchDatabase } from './bench-database.js';
import { startMeasuringWork } from './database-work.js';
import type { DatabaseWork } from './database-work.js';

export type MoneyLoadRow = {
  database: string;
  players: string;
  'per second': string;
  'p50 ms': string;
  'p99 ms': string;
  failures: string;
};

/** The player counts every money benchmark runs: many players at once, then one hot player. */
export const playerCounts = [200, 1] as const;

/**
 * Posts to `address` + `path` for `seconds` over `connections` connections; `request` gives the n-th request's
 * headers and body. The same generator drives the floor and the bet path, so their figures compare.
 */
export function driveLoad<Players>(options: {
  address: string;
  path: string;
  seconds: number;
  connections: number;
  players: Players;
  request: (players: Players, counter: number) => { headers: Record<string, string>; body: string };
}) {
  let counter = 0;
  return autocannon({
    url: `${options.address}${options.path}`,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          counter += 1;
          return { ...request, ...options.request(options.players, counter) };
        },
      },
    ],
  });
}

export function loadRow(database: string, players: number, result: autocannon.Result, balanced: boolean): MoneyLoadRow {
  return {
    database,
    players: String(players),
    'per second': result.requests.average.toFixed(0),
    'p50 ms': String(result.latency.p50),
    'p99 ms': String(result.latency.p99),
    failures: `${result.non2xx + result.errors}${balanced ? '' : ' (ledger NOT balanced)'}`,
  };
}

/**
 * Money requests through HTTP on a fresh database, with many players at once and then one hot player: `prepare`
 * makes the players, `request` gives the n-th request's headers and body. Failures are non-2xx answers and
 * errors; a ledger that does not reconcile afterwards is said in the same column. On PostgreSQL, `onWork` gets
 * what an answered request cost the database.
 */
export async function measureMoneyRequests<Players>(options: {
  serverUrl: string | undefined;
  seconds: number;
  connections: number;
  path: string;
  prepare: (handle: Awaited<ReturnType<typeof openBenchDatabase>>, count: number) => Promise<Players>;
  request: (players: Players, counter: number) => { headers: Record<string, string>; body: string };
  onWork?: { requestTable: string; report: (players: number, work: DatabaseWork) => void };
}): Promise<MoneyLoadRow[]> {
  const rows: MoneyLoadRow[] = [];
  for (const count of playerCounts) {
    let finishWork: (() => Promise<void>) | undefined;
    const handle = await openBenchDatabase(options.serverUrl, Math.max(10, options.connections), () =>
      finishWork ? finishWork() : Promise.resolve(),
    );
    const players = await options.prepare(handle, count);
    const app = await buildApp({
      db: handle.db,
      logger: false,
      config: {
        TRUSTED_PROXIES: [],
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        ...(process.env.BENCH_MONEY_BATCH_SIZE ? { MONEY_BATCH_SIZE: Number(process.env.BENCH_MONEY_BATCH_SIZE) } : {}),
        ...(process.env.BENCH_MONEY_CALLS_IN_FLIGHT
          ? { MONEY_CALLS_IN_FLIGHT: Number(process.env.BENCH_MONEY_CALLS_IN_FLIGHT) }
          : {}),
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const work =
      options.onWork && handle.scratchUrl
        ? await startMeasuringWork(handle.scratchUrl, options.onWork.requestTable)
        : undefined;
    const result = await driveLoad({ ...options, address, players });
    if (work && options.onWork) {
      const onWork = options.onWork;
      finishWork = async () => onWork.report(count, await work.finish());
    }
    const reconciliation = await createWalletService({ db: handle.db }).reconcile();
    rows.push(loadRow(handle.kind, count, result, reconciliation.balanced));
    await app.close();
    await handle.close();
  }
  return rows;
}

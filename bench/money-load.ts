import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { createWalletService } from '../apps/server/src/modules/wallet/index.js';
import { openBenchDatabase } from './bench-database.js';

export type MoneyLoadRow = {
  database: string;
  players: string;
  'per second': string;
  'p50 ms': string;
  'p99 ms': string;
  failures: string;
};

/**
 * Money requests through HTTP on a fresh database, with many players at once and then one hot player: `prepare`
 * makes the players, `request` gives the n-th request's headers and body. Failures are non-2xx answers and
 * errors; a ledger that does not reconcile afterwards is said in the same column.
 */
export async function measureMoneyRequests<Players>(options: {
  serverUrl: string | undefined;
  seconds: number;
  connections: number;
  path: string;
  prepare: (handle: Awaited<ReturnType<typeof openBenchDatabase>>, count: number) => Promise<Players>;
  request: (players: Players, counter: number) => { headers: Record<string, string>; body: string };
}): Promise<MoneyLoadRow[]> {
  const rows: MoneyLoadRow[] = [];
  for (const count of [200, 1]) {
    const handle = await openBenchDatabase(options.serverUrl, Math.max(10, options.connections));
    const players = await options.prepare(handle, count);
    const app = await buildApp({
      db: handle.db,
      logger: false,
      config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    let counter = 0;
    const result = await autocannon({
      url: `${address}${options.path}`,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            counter += 1;
            return { ...request, ...options.request(players, counter) };
          },
        },
      ],
    });
    const reconciliation = await createWalletService({ db: handle.db }).reconcile();
    rows.push({
      database: handle.kind,
      players: String(count),
      'per second': result.requests.average.toFixed(0),
      'p50 ms': String(result.latency.p50),
      'p99 ms': String(result.latency.p99),
      failures: `${result.non2xx + result.errors}${reconciliation.balanced ? '' : ' (ledger NOT balanced)'}`,
    });
    await app.close();
    await handle.close();
  }
  return rows;
}

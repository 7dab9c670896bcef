import { readFileSync } from 'node:fs';
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
  /** CPU milliseconds per answered request: this process (the app and the load generator), and the rest of the machine. */
  'process cpu ms': string;
  'rest cpu ms': string;
};

/** The machine's busy CPU time so far, in milliseconds, from /proc/stat (Linux); undefined elsewhere. */
function machineBusyMs(): number | undefined {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    // Clock ticks are 1/100 s on Linux.
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return undefined;
  }
}

export type CpuUse = { processMs: number; machineMs: number | undefined };

/** The player counts every money benchmark runs: many players at once, then one hot player. */
export const playerCounts = [200, 1] as const;

/** More than either load has answered per second on these machines; a longer run builds the rest as it goes. */
const requestsBuiltPerSecond = 12_000;

/**
 * Posts to `address` + `path` for `seconds` over `connections` connections; `request` gives the n-th request's
 * headers and body. The same generator drives the floor and the bet path, so their figures compare.
 */
export async function driveLoad<Players>(options: {
  address: string;
  path: string;
  seconds: number;
  connections: number;
  players: Players;
  request: (players: Players, counter: number) => { headers: Record<string, string>; body: string };
}): Promise<autocannon.Result & { cpu: CpuUse }> {
  // The load generator shares this process's one JavaScript thread with the app. Building and signing a request
  // while the clock runs would bill the vendor's work to the server under test (a signed bet costs the generator
  // several times what a floor request does), so the requests are built before the window for both loads alike,
  // as many as the fastest load could send; `BENCH_BUILD_DURING_LOAD=1` builds each one as it is sent instead.
  const buildDuringLoad = process.env.BENCH_BUILD_DURING_LOAD === '1';
  const built = buildDuringLoad
    ? []
    : Array.from({ length: Math.ceil(options.seconds * requestsBuiltPerSecond) }, (_unused, index) =>
        options.request(options.players, index + 1),
      );
  let counter = 0;
  const processBefore = process.cpuUsage();
  const machineBefore = machineBusyMs();
  const result = await autocannon({
    url: `${options.address}${options.path}`,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          counter += 1;
          return { ...request, ...(built[counter - 1] ?? options.request(options.players, counter)) };
        },
      },
    ],
  });
  const processUse = process.cpuUsage(processBefore);
  const machineAfter = machineBusyMs();
  return {
    ...result,
    cpu: {
      processMs: (processUse.user + processUse.system) / 1000,
      machineMs: machineBefore === undefined || machineAfter === undefined ? undefined : machineAfter - machineBefore,
    },
  };
}

export function loadRow(
  database: string,
  players: number,
  result: autocannon.Result & { cpu: CpuUse },
  balanced: boolean,
): MoneyLoadRow {
  const answered = Math.max(1, result.requests.total);
  const { processMs, machineMs } = result.cpu;
  return {
    database,
    players: String(players),
    'per second': result.requests.average.toFixed(0),
    'p50 ms': String(result.latency.p50),
    'p99 ms': String(result.latency.p99),
    failures: `${result.non2xx + result.errors}${balanced ? '' : ' (ledger NOT balanced)'}`,
    'process cpu ms': (processMs / answered).toFixed(3),
    'rest cpu ms': machineMs === undefined ? '' : (Math.max(0, machineMs - processMs) / answered).toFixed(3),
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

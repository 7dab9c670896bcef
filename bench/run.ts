// Prints figures: requests per second and latency of the startup calls on the embedded database (or DATABASE_URL),
// the weight of the built web app's first page load (failing the run above its 200 kB budget) and the home page in
// Chromium and Lighthouse. First the bet path against its floor (see bet-path-bench.ts); BENCH_ONLY=bet-path stops
// there; BENCH_ONLY=dashboard runs only the dashboard at ten million ledger rows, BENCH_ONLY=player-search only the
// player search, BENCH_ONLY=home only the home page (weight, Chromium, Lighthouse; LIGHTHOUSE_RUNS runs),
// BENCH_ONLY=games only the game list and search over generated catalogues of 10,000 and 100,000 games.
// BENCH_ONLY=sportsbook only the sportsbook's settlement of 100,000 tickets, its resettlement and ticket placement.
// BENCH_ONLY=agent-settlement only one agent contract settlement run over 10,000 agents and 1,000,000 bets.
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seedDemoData } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createGeoService } from '../apps/server/src/modules/geo/index.js';
import { benchmarkWallet } from './wallet-bench.js';
import { benchmarkBetPath } from './bet-path-bench.js';
import { benchmarkGames } from './games-bench.js';
import { benchmarkHomePage } from './home-page-bench.js';
import { benchmarkDashboard } from './dashboard-bench.js';
import { benchmarkPlayerSearch } from './player-search-bench.js';
import { benchmarkSportsbook } from './sportsbook-bench.js';
import { benchmarkAgentSettlement } from './agent-settlement-bench.js';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? '5');
const connections = Number(process.env.BENCH_CONNECTIONS ?? '50');
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

async function benchmarkApi() {
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 20 })
    : await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemoData(database.db, createGeoService({ db: database.db, clock: systemClock }), { port: 8080 });
  const app = await buildApp({
    db: database.db,
    logger: false,
    config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: webDist, LOG_LEVEL: 'silent' },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: string[][] = [];
  for (const route of ['/wps/system/status', '/wps/system/permission', '/wps/system/domainRoute', '/healthz']) {
    const result = await autocannon({ url: `${address}${route}`, connections, duration: durationSeconds });
    rows.push([
      route,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.non2xx + result.errors),
    ]);
  }
  await app.close();
  await database.close();
  console.log(
    `\nAPI on ${database.kind}, ${connections} connections, ${durationSeconds} s each (one process, 2 cores shared with the load generator)`,
  );
  console.table(
    rows.map(([route, rps, p50, p99, failures]) => ({ route, 'req/s': rps, 'p50 ms': p50, 'p99 ms': p99, failures })),
  );
}

const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
const only = process.env.BENCH_ONLY;
const dashboardBench = {
  postgresUrl,
  rows: Number(process.env.BENCH_DASHBOARD_ROWS ?? '10000000'),
  keptDatabase: process.env.BENCH_KEEP_DATABASE,
};
const playerSearch = {
  players: Number(process.env.BENCH_PLAYERS ?? '1000000'),
  iterations: Number(process.env.BENCH_PLAYER_SEARCHES ?? '200'),
  keptDatabase: process.env.BENCH_KEEP_DATABASE,
};
const gameBench = {
  iterations: Number(process.env.BENCH_GAME_ITERATIONS ?? '300'),
  largeSize: Number(process.env.BENCH_GAME_LARGE ?? '100000'),
  keptDatabase: process.env.BENCH_KEEP_DATABASE,
};
// One mode runs: a single bench (dashboard, player search, home page, games), the bet path alone, or the bet path
// then the rest.
if (only === 'dashboard') await benchmarkDashboard(dashboardBench);
else if (only === 'home') await benchmarkHomePage(webDist);
else if (only === 'games') await benchmarkGameLists();
else if (only === 'sportsbook')
  await benchmarkSportsbook({
    serverUrl: postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    tickets: Number(process.env.SPORTSBOOK_BENCH_TICKETS ?? '100000'),
    placementSeconds: Number(process.env.BENCH_SECONDS ?? '5'),
  });
else if (only === 'agent-settlement')
  await benchmarkAgentSettlement({
    serverUrl: postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    agents: Number(process.env.AGENT_BENCH_AGENTS ?? '10000'),
    players: Number(process.env.AGENT_BENCH_PLAYERS ?? '100000'),
    bets: Number(process.env.AGENT_BENCH_BETS ?? '1000000'),
  });
else if (only === 'player-search') {
  if (!postgresUrl) throw new Error('the player search bench needs BENCH_POSTGRES_URL (or DATABASE_URL)');
  await benchmarkPlayerSearch({ postgresUrl, ...playerSearch });
} else {
  await benchmarkBetPath({
    postgresUrl,
    seconds: Number(process.env.BENCH_BET_PATH_SECONDS ?? durationSeconds),
    connections,
  });
  if (only !== 'bet-path') await benchmarkEverythingElse();
}
// A budget the home page broke (200 kB of first-load JS and CSS, issue 14) fails the run after every figure printed.
if (process.exitCode) console.error('\nbench failed: a budget above was exceeded');
process.exit(process.exitCode ?? 0);

async function benchmarkGameLists() {
  const gameRows = await benchmarkGames({ serverUrl: undefined, ...gameBench, keptDatabase: undefined });
  if (postgresUrl) gameRows.push(...(await benchmarkGames({ serverUrl: postgresUrl, ...gameBench })));
  console.log(`\nGame list and search through HTTP (GCSGAME_gameList), one at a time, ${gameBench.iterations} each`);
  console.table(gameRows);
}

async function benchmarkEverythingElse() {
  await benchmarkApi();
  const walletRows = await benchmarkWallet({ serverUrl: undefined, seconds: durationSeconds, connections });
  if (postgresUrl)
    walletRows.push(...(await benchmarkWallet({ serverUrl: postgresUrl, seconds: durationSeconds, connections })));
  console.log(
    `\nWallet debits through HTTP (GCS_walletTransfer, 0.01 each), ${connections} connections, ${durationSeconds} s each`,
  );
  console.table(walletRows);
  await benchmarkGameLists();
  if (postgresUrl) await benchmarkPlayerSearch({ postgresUrl, ...playerSearch });
  if (!postgresUrl) console.log('set BENCH_POSTGRES_URL (or DATABASE_URL) to a PostgreSQL server to measure it too');
  await benchmarkHomePage(webDist);
  await benchmarkDashboard(dashboardBench);
}

import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createGamesService } from '../apps/server/src/modules/games/index.js';
import { generateTestCatalogue } from '../apps/server/src/test/generated-catalogue.js';
import { findMerchantIdByCode } from '../apps/server/src/modules/merchant/index.js';
import { openBenchDatabase } from './bench-database.js';

export type GamesBenchRow = {
  database: string;
  games: string;
  call: string;
  'p50 ms': string;
  'p99 ms': string;
  'results (first)': string;
};

type Scenario = { name: string; url: (iteration: number) => string };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Distinct parts of real names, as players type them (the end of one word and the start of the next, or a
 * few Thai letters), so that each search is a first one: no cached total helps.
 */
function searchTerms(names: { en?: string; th?: string }[], count: number): string[] {
  const terms = new Set<string>();
  for (let index = 0; terms.size < count && index < names.length * 4; index += 1) {
    const name = names[(index * 7919) % names.length];
    const words = (name?.en ?? '').split(' ');
    if (index % 2 === 0 && words.length >= 2) {
      terms.add(`${(words[0] ?? '').slice(-3)} ${(words[1] ?? '').slice(0, 2)}`.toUpperCase());
    } else {
      const thai = [...(name?.th ?? '')];
      const start = index % Math.max(1, thai.length - 4);
      if (thai.length >= 5) terms.add(thai.slice(start, start + 4).join(''));
    }
  }
  return [...terms];
}

/**
 * Game list and search latency through HTTP (app.inject: routing, brand, parsing, SQL, JSON), one request at
 * a time, over two brands with generated catalogues (invented vendors) of 10,000 and `largeSize` games: the demo
 * brands themselves list only the games that launch, so the lobby's speed is proven here, not by padding them.
 */
export async function benchmarkGames(options: {
  serverUrl: string | undefined;
  iterations: number;
  largeSize: number;
  /** PostgreSQL: a database kept between runs (for EXPLAIN after the run), imported again on every run. */
  keptDatabase?: string | undefined;
}): Promise<GamesBenchRow[]> {
  const handle = await openBenchDatabase(options.serverUrl, 10, undefined, options.keptDatabase);
  const rows: GamesBenchRow[] = [];
  try {
    const app = await buildApp({
      db: handle.db,
      logger: false,
      config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
    });
    const games = createGamesService({ db: handle.db, clock: systemClock });
    const small = generateTestCatalogue(10_000);
    await games.importCatalogue((await findMerchantIdByCode(handle.db, 'demo')) ?? '', small);
    const large = generateTestCatalogue(options.largeSize, 4242);
    const started = performance.now();
    await games.importCatalogue((await findMerchantIdByCode(handle.db, 'lucky')) ?? '', large);
    const importSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `\nimported ${large.games.length} generated games into "lucky" on ${handle.kind} in ${importSeconds} s`,
    );

    for (const brand of [
      { merchant: 'demo', label: '10,000', names: small.games.map((game) => game.names) },
      {
        merchant: 'lucky',
        label: large.games.length.toLocaleString('en'),
        names: large.games.map((game) => game.names),
      },
    ]) {
      const terms = searchTerms(brand.names, options.iterations + 10);
      const scenarios: Scenario[] = [
        { name: 'list RNG page 1 (40)', url: () => 'gameType=RNG&pageNo=1&pageSize=40' },
        { name: 'list RNG pages 1-50 (40)', url: (index) => `gameType=RNG&pageNo=${(index % 50) + 1}&pageSize=40` },
        { name: 'list vendor VA, hot tab', url: () => 'gameType=RNG&vassalage=VA&gameClassify=HOT&pageSize=40' },
        { name: 'search "dragon" (40)', url: () => 'gameName=dragon&pageSize=40' },
        { name: 'search "มังกร" (40)', url: () => `gameName=${encodeURIComponent('มังกร')}&pageSize=40` },
        {
          name: 'search new name parts (40)',
          url: (index) => `gameName=${encodeURIComponent(terms[index % terms.length] ?? 'gold')}&pageSize=40`,
        },
      ];
      for (const scenario of scenarios) {
        const timings: number[] = [];
        let firstTotal = '';
        for (let iteration = -10; iteration < options.iterations; iteration += 1) {
          const begin = performance.now();
          const response = await app.inject({
            method: 'GET',
            url: `/wps/relay/GCSGAME_gameList?${scenario.url(Math.max(0, iteration))}`,
            headers: { merchant: brand.merchant, language: 'en' },
          });
          const elapsed = performance.now() - begin;
          if (response.statusCode !== 200) throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
          if (iteration === 0) firstTotal = String(response.json<{ value: { total: number } }>().value.total);
          if (iteration >= 0) timings.push(elapsed);
        }
        timings.sort((first, second) => first - second);
        rows.push({
          database: handle.kind,
          games: brand.label,
          call: scenario.name,
          'p50 ms': percentile(timings, 0.5).toFixed(2),
          'p99 ms': percentile(timings, 0.99).toFixed(2),
          'results (first)': firstTotal,
        });
      }
    }
    await app.close();
  } finally {
    await handle.close();
  }
  return rows;
}

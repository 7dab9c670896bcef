// Prints figures, never passes or fails: the house edge each table bet really keeps, measured by playing
// millions of rounds through the engines' own draw and settlement with live (crypto) randomness, next to the
// exact figure from the rules.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createCryptoRandom } from '../apps/house-vendor/src/random/random-source.js';
import { drawOutcome, settleBets } from '../apps/house-vendor/src/tables/table-engine.js';
import { theoreticalHouseEdges } from '../apps/house-vendor/src/tables/table-house-edge.js';
import type { TableKind } from '../apps/house-vendor/src/tables/table-types.js';

/** The standard normal's 0.995 quantile: the half-width of a two-sided 99% interval in standard errors. */
const normalQuantile995 = 2.5758293035489;

const plans: { kind: TableKind; rounds: number; spots: string[] }[] = [
  {
    kind: 'baccarat',
    rounds: Number(process.env.BENCH_BACCARAT_ROUNDS ?? 5_000_000),
    spots: ['player', 'banker', 'tie', 'player-pair', 'banker-pair'],
  },
  {
    kind: 'roulette',
    rounds: Number(process.env.BENCH_ROULETTE_ROUNDS ?? 5_000_000),
    spots: [
      'straight-0',
      'straight-17',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen-1',
      'dozen-2',
      'dozen-3',
      'column-1',
      'column-2',
      'column-3',
    ],
  },
  {
    kind: 'dragon-tiger',
    rounds: Number(process.env.BENCH_DRAGON_TIGER_ROUNDS ?? 5_000_000),
    spots: ['dragon', 'tiger', 'tie'],
  },
];

type EdgeRow = {
  game: TableKind;
  spot: string;
  rounds: number;
  'measured %': string;
  '99% interval %': string;
  'exact %': string;
  'exact inside': string;
};

function percent(fraction: number): string {
  return (fraction * 100).toFixed(3);
}

/** Plays one table kind's rounds with a 100.00 stake on each listed spot and reports every spot's edge. */
function measureTable(plan: (typeof plans)[number]): { rows: EdgeRow[]; seconds: number } {
  const started = performance.now();
  const random = createCryptoRandom();
  const stakeMinor = 10_000;
  const bets = plan.spots.map((spot) => ({ spot, amountMinor: stakeMinor }));
  const net = new Float64Array(plan.spots.length);
  const squares = new Float64Array(plan.spots.length);
  for (let round = 0; round < plan.rounds; round += 1) {
    const settled = settleBets(plan.kind, drawOutcome(plan.kind, random), bets);
    for (let index = 0; index < settled.length; index += 1) {
      const result = ((settled[index]?.returnMinor ?? 0) - stakeMinor) / stakeMinor;
      net[index] = (net[index] ?? 0) + result;
      squares[index] = (squares[index] ?? 0) + result * result;
    }
  }
  const exact = theoreticalHouseEdges(plan.kind);
  const rows = plan.spots.map((spot, index): EdgeRow => {
    const mean = (net[index] ?? 0) / plan.rounds;
    const variance = (squares[index] ?? 0) / plan.rounds - mean * mean;
    const halfWidth = normalQuantile995 * Math.sqrt(variance / plan.rounds);
    const edge = -mean;
    const theory = exact[spot] ?? Number.NaN;
    return {
      game: plan.kind,
      spot,
      rounds: plan.rounds,
      'measured %': percent(edge),
      '99% interval %': `${percent(edge - halfWidth)} … ${percent(edge + halfWidth)}`,
      'exact %': percent(theory),
      'exact inside': Math.abs(theory - edge) <= halfWidth ? 'yes' : 'NO',
    };
  });
  return { rows, seconds: (performance.now() - started) / 1000 };
}

/**
 * Measured house edge per table bet with its 99% confidence interval, against the exact edge. About one
 * spot in a hundred falls outside its interval by chance alone; a spot far outside on every run is a bug.
 */
export async function benchmarkTableEdges(): Promise<void> {
  const rows: EdgeRow[] = [];
  for (const plan of plans) {
    const measured = measureTable(plan);
    rows.push(...measured.rows);
    console.log(`${plan.kind}: ${plan.rounds.toLocaleString('en')} rounds in ${measured.seconds.toFixed(1)} s`);
  }
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchmarkTableEdges();

import { seamlessWalletPaths } from '@croupier/contracts';
import type { DatabaseWork } from './database-work.js';
import { benchmarkFloor } from './floor-bench.js';
import type { MoneyLoadRow } from './money-load.js';
import { benchmarkSeamlessBets } from './seamless-bench.js';

type Phase = { rows: MoneyLoadRow[]; work: Map<number, DatabaseWork> };

async function measure(
  run: (onWork: (players: number, work: DatabaseWork) => void) => Promise<MoneyLoadRow[]>,
): Promise<Phase> {
  const work = new Map<number, DatabaseWork>();
  const rows = await run((players, measured) => work.set(players, measured));
  return { rows, work };
}

function comparisonRows(floor: Phase, bets: Phase) {
  return floor.rows.map((floorRow, index) => {
    const betRow = bets.rows[index];
    const ratio = betRow ? Number(betRow['per second']) / Math.max(1, Number(floorRow['per second'])) : 0;
    return {
      database: floorRow.database,
      players: floorRow.players,
      'floor /s': floorRow['per second'],
      'floor p99 ms': floorRow['p99 ms'],
      'bets /s': betRow?.['per second'] ?? '',
      'bets p99 ms': betRow?.['p99 ms'] ?? '',
      'bets ÷ floor': ratio.toFixed(2),
      'failures (floor, bets)': `${floorRow.failures}, ${betRow?.failures ?? ''}`,
      'cpu ms per request: floor app, rest': `${floorRow['process cpu ms']}, ${floorRow['rest cpu ms']}`,
      'bets app, rest': `${betRow?.['process cpu ms'] ?? ''}, ${betRow?.['rest cpu ms'] ?? ''}`,
    };
  });
}

function printWork(floor: Phase, bets: Phase) {
  const functionRows = [];
  for (const [name, phase] of [
    ['floor', floor],
    ['bets', bets],
  ] as const) {
    for (const [players, work] of phase.work) {
      for (const row of work.functions) functionRows.push({ load: name, players, ...row });
    }
  }
  console.log(
    '\nDatabase function time per call on PostgreSQL (track_functions), per answered request: "own" leaves out the' +
      ' functions it calls; with one hot player it includes waiting for the wallet row. A batch' +
      ' (seamless_post_batch) answers 1 ÷ "calls per request" requests on average; seamless_post and' +
      ' ledger_move_wallet run only for the requests a batch cannot apply as a set (and for requests that came alone).',
  );
  console.table(functionRows);
  const writeRows = [];
  for (const [name, phase] of [
    ['floor', floor],
    ['bets', bets],
  ] as const) {
    const work = phase.work.get(200);
    for (const row of work?.tables ?? []) writeRows.push({ load: name, ...row });
  }
  const wal = (phase: Phase) => Math.round(phase.work.get(200)?.walBytesPerRequest ?? 0).toLocaleString('en');
  console.log(
    `\nRows and index entries written per answered request on PostgreSQL, 200 players; write-ahead log per request:` +
      ` floor ${wal(floor)} bytes, bets ${wal(bets)} bytes (server-wide: exact only when nothing else writes)`,
  );
  console.table(writeRows);
}

/**
 * The bet path against its floor in one run: the floor (one guarded update, one transaction row and two entries per
 * request, one function call, the same Fastify, pool size and load generator) and signed seamless bets, many
 * players and one hot player, on PostgreSQL at `postgresUrl` and on PGlite; then, on PostgreSQL, where a bet's
 * database work goes.
 */
export async function benchmarkBetPath(options: {
  postgresUrl: string | undefined;
  seconds: number;
  connections: number;
}) {
  const { seconds, connections } = options;
  const rows = [];
  let postgres: { floor: Phase; bets: Phase } | undefined;
  let bonusRows: Record<string, unknown>[] = [];
  if (options.postgresUrl) {
    const serverUrl = options.postgresUrl;
    const floor = await measure((onWork) => benchmarkFloor({ serverUrl, seconds, connections, onWork }));
    const bets = await measure((onWork) => benchmarkSeamlessBets({ serverUrl, seconds, connections, onWork }));
    rows.push(...comparisonRows(floor, bets));
    postgres = { floor, bets };
    const bonusBets = await measure(() => benchmarkSeamlessBets({ serverUrl, seconds, connections, withBonus: true }));
    bonusRows = bets.rows.map((row, index) => {
      const bonusRow = bonusBets.rows[index];
      return {
        players: row.players,
        'bets /s': row['per second'],
        'bets p99 ms': row['p99 ms'],
        "bonus holders' bets /s": bonusRow?.['per second'] ?? '',
        "bonus holders' p99 ms": bonusRow?.['p99 ms'] ?? '',
        ratio: (Number(bonusRow?.['per second'] ?? 0) / Math.max(1, Number(row['per second']))).toFixed(2),
        'failures (bonus)': bonusRow?.failures ?? '',
      };
    });
  }
  const pgliteFloor = await measure(() => benchmarkFloor({ serverUrl: undefined, seconds, connections }));
  const pgliteBets = await measure(() => benchmarkSeamlessBets({ serverUrl: undefined, seconds, connections }));
  rows.push(...comparisonRows(pgliteFloor, pgliteBets));
  console.log(
    `\nThe bet path against its floor through HTTP, ${connections} connections, ${seconds} s each.` +
      ` Floor: one function call doing a guarded debit, one transaction row and two entries.` +
      ` Bets: signed seamless bets (${seamlessWalletPaths.bet}, 0.01 each, HMAC signed by the load generator).` +
      ` Both loads' requests are built (and the bets signed) before the window unless BENCH_BUILD_DURING_LOAD=1.` +
      ` CPU per request: this process (the app and the load generator) and the rest of the machine (the database,` +
      ` and anything else running).`,
  );
  console.table(rows);
  if (postgres) {
    console.log(
      '\nOn PostgreSQL, the same bets by players who each hold an active bonus (decision 0077): the bet path locks' +
        ' the wallet and the grant and checks the max bet, and such a bet is never applied in a batch.',
    );
    console.table(bonusRows);
    printWork(postgres.floor, postgres.bets);
  } else console.log('set BENCH_POSTGRES_URL (or DATABASE_URL) to a PostgreSQL server to measure it too');
}

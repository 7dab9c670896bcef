// The console's dashboard at ten million ledger rows on PostgreSQL (issue 14): a fresh database gets 30 days of
// ledger moves of one brand (bets, wins, deposits, withdrawals of 20,000 players over 8 vendors), written by
// generate_series in time order as the writers would; the summary job then sums them as it would in production
// (and the bench says how fast); then the 30-day dashboard is asked through HTTP, by day and by hour, and its
// latency printed. For contrast, one 30-day total read from the ledger itself, which the summary tables avoid.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { summarizeLedger } from '../apps/server/src/jobs/summarize-ledger.js';
import { openBenchDatabase } from './bench-database.js';

const playerCount = 20_000;
const vendorCount = 8;
const days = 30;
// Few, big statements: each is one pass of generate_series with no sort (its rows come out in time order already).
const chunkRows = 2_500_000;

/** A long load says where it is on stderr, so a watcher can tell progress from a hang. */
function progress(message: string) {
  process.stderr.write(`dashboard bench ${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function benchmarkDashboard(input: {
  postgresUrl: string | undefined;
  rows?: number;
  iterations?: number;
  /** A database name to load once and keep for later runs (BENCH_KEEP_DATABASE); drop it by hand when done. */
  keptDatabase?: string;
}) {
  if (!input.postgresUrl) {
    console.log('\nDashboard: set BENCH_POSTGRES_URL (or DATABASE_URL) to measure it at ten million ledger rows');
    return;
  }
  const totalRows = input.rows ?? 10_000_000;
  const iterations = input.iterations ?? 50;
  const database = await openBenchDatabase(input.postgresUrl, 10, undefined, input.keptDatabase);
  const { db } = database;
  try {
    const [brand] = await queryRows<{ id: string }>(db, sql`select id from merchant where code = 'demo'`);
    const merchantId = brand?.id ?? '';
    const vendors = await queryRows<{ vendor_code: string }>(
      db,
      sql`select distinct vendor_code from game where merchant_id = ${merchantId}::uuid order by 1 limit ${vendorCount}`,
    );
    const load = database.reused
      ? { insertSeconds: 0, indexSeconds: 0, loadSeconds: 0, vacuumSeconds: 0 }
      : await loadLedger(db, merchantId, vendors, totalRows);
    const { insertSeconds, indexSeconds, loadSeconds, vacuumSeconds } = load;
    const [size] = await queryRows<{ table: string; indexes: string }>(
      db,
      sql`select pg_size_pretty(pg_table_size('ledger_transfer')) as table,
            pg_size_pretty(pg_indexes_size('ledger_transfer')) as indexes`,
    );

    progress('summary job');
    const summaryStarted = performance.now();
    let passes = 0;
    for (;;) {
      const pass = await summarizeLedger({ db });
      passes += pass.passes;
      if (pass.caughtUp) break;
    }
    const summarySeconds = (performance.now() - summaryStarted) / 1000;
    await db.execute(sql`vacuum analyze play_hour`);
    await db.execute(sql`vacuum analyze cash_hour`);
    await db.execute(sql`vacuum analyze player_day`);
    const [counts] = await queryRows<{ ledger: string; play: string; cash: string; players: string }>(
      db,
      sql`select (select count(*) from ledger_transfer)::text as ledger, (select count(*) from play_hour)::text as play,
            (select count(*) from cash_hour)::text as cash, (select count(*) from player_day)::text as players`,
    );

    progress('dashboard requests');
    const app = await buildApp({
      db,
      logger: false,
      config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/bo/session/login',
      payload: { username: 'operator', password: 'Operator@2026' },
    });
    const token = String(login.json<{ value: { token: string } }>().value.token);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows: Record<string, string>[] = [];
    for (const granularity of ['day', 'hour'] as const) {
      const url = `/bo/dashboard?merchant=demo&from=${from}&to=${today}&granularity=${granularity}`;
      const timings: number[] = [];
      let stake = '';
      for (let round = 0; round < iterations + 3; round += 1) {
        const started = performance.now();
        const answer = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        const elapsed = performance.now() - started;
        if (answer.statusCode !== 200) throw new Error(`dashboard answered ${answer.statusCode}: ${answer.body}`);
        stake = answer.json<{ value: { totals: { stake: string } } }>().value.totals.stake;
        // The first rounds warm the plan cache and the pages; they are not counted.
        if (round >= 3) timings.push(elapsed);
      }
      timings.sort((a, b) => a - b);
      rows.push({
        view: `30 days by ${granularity}`,
        'p50 ms': percentile(timings, 0.5).toFixed(1),
        'p99 ms': percentile(timings, 0.99).toFixed(1),
        'max ms': (timings.at(-1) ?? 0).toFixed(1),
        stake,
      });
    }
    await app.close();

    const directStarted = performance.now();
    await db.execute(sql`
      select sum(amount_minor) from ledger_transfer t join ledger_account c on c.id = t.credit_account_id
        where t.merchant_id = ${merchantId}::uuid and t.type = 'bet' and c.kind = 'game_vendor'
          and t.created_at >= now() - interval '30 days'`);
    const directMs = performance.now() - directStarted;

    console.log(
      `\nDashboard on PostgreSQL at ${Number(counts?.ledger).toLocaleString('en')} ledger rows ` +
        `(${playerCount.toLocaleString('en')} players, ${vendors.length} vendors, ${days} days; ` +
        (database.reused
          ? `kept from an earlier run in ${input.keptDatabase}`
          : `loaded in ${loadSeconds.toFixed(0)} s: rows ${insertSeconds.toFixed(0)} s, indexes ` +
            `${indexSeconds.toFixed(0)} s; then vacuum analyze ${vacuumSeconds.toFixed(0)} s`) +
        `; table ${size?.table}, indexes ${size?.indexes}). The summary job summed what it had not yet summed in ` +
        `${summarySeconds.toFixed(1)} s over ${passes} passes into ` +
        `${counts?.play} play_hour, ${counts?.cash} cash_hour and ${counts?.players} player_day rows. ` +
        `GET /bo/dashboard through the app (inject, with the operator's session check), ${iterations} times each:`,
    );
    console.table(rows);
    console.log(`The same range's stake read from the ledger itself instead: ${directMs.toFixed(0)} ms (one run)`);
  } finally {
    await database.close();
  }
}

/** The ledger's rows, written as a restore would (secondary indexes built after), and how long each phase took. */
async function loadLedger(
  db: Awaited<ReturnType<typeof openBenchDatabase>>['db'],
  merchantId: string,
  vendors: { vendor_code: string }[],
  totalRows: number,
) {
  await db.execute(sql`
    insert into member (merchant_id, username, type, nickname, password_hash, created_at)
      select ${merchantId}::uuid, 'bench_' || i, 0, 'bench', 'x', now() - (i % ${days}) * interval '1 day'
        from generate_series(1, ${playerCount}) i`);
  await db.execute(sql`
    insert into ledger_account (merchant_id, currency, kind, member_id, balance_minor)
      select merchant_id, 'THB', 'player_main', id, 0 from member
        where merchant_id = ${merchantId}::uuid and username like 'bench\\_%'`);
  for (const vendor of vendors)
    await db.execute(sql`insert into ledger_account (merchant_id, currency, kind, vendor_code)
      values (${merchantId}::uuid, 'THB', 'game_vendor', ${vendor.vendor_code}) on conflict do nothing`);
  for (const kind of ['cash_in', 'cash_out', 'withdrawals_held'])
    await db.execute(sql`insert into ledger_account (merchant_id, currency, kind)
      values (${merchantId}::uuid, 'THB', ${kind}) on conflict do nothing`);

  const loadStarted = performance.now();
  // A bulk load builds the secondary indexes once at the end, as a restore would, instead of row by row.
  const secondary = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'ledger_transfer' and indexname <> 'ledger_transfer_pkey'`,
  );
  const constraints = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'ledger_transfer'::regclass and contype = 'u'`,
  );
  for (const constraint of constraints)
    await db.execute(sql.raw(`alter table ledger_transfer drop constraint ${constraint.name}`));
  for (const index of secondary.filter((index) => !constraints.some((item) => item.name === index.name)))
    await db.execute(sql.raw(`drop index ${index.name}`));
  for (let first = 1; first <= totalRows; first += chunkRows) {
    const last = Math.min(totalRows, first + chunkRows - 1);
    progress(`ledger rows ${first.toLocaleString('en')} to ${last.toLocaleString('en')}`);
    // Row n is at start + n/total of 30 days; 60 % bets, 35 % wins, 4 % deposits, 1 % paid withdrawals.
    await db.execute(sql`
      with accounts as (
        select
          (select array_agg(id order by id) from ledger_account
            where merchant_id = ${merchantId}::uuid and kind = 'player_main') as players,
          (select array_agg(id order by vendor_code) from ledger_account
            where merchant_id = ${merchantId}::uuid and kind = 'game_vendor') as vendors,
          (select id from ledger_account where merchant_id = ${merchantId}::uuid and kind = 'cash_in') as cash_in,
          (select id from ledger_account where merchant_id = ${merchantId}::uuid and kind = 'cash_out') as cash_out,
          (select id from ledger_account
            where merchant_id = ${merchantId}::uuid and kind = 'withdrawals_held') as held
      ),
      generated as (
        select n, case when n % 100 < 60 then 'bet' when n % 100 < 95 then 'win'
                       when n % 100 < 99 then 'deposit' else 'withdrawal_settle' end as type,
            a.players[1 + (n * 7919) % array_length(a.players, 1)] as player,
            a.vendors[1 + (n / 7) % array_length(a.vendors, 1)] as vendor,
            a.cash_in, a.cash_out, a.held
          from accounts a, generate_series(${first}::bigint, ${last}::bigint) n
      )
      insert into ledger_transfer (merchant_id, idempotency_key, request_hash, type, currency, amount_minor,
          debit_account_id, credit_account_id, created_at)
        select ${merchantId}::uuid, 'bench:' || n, '', type, 'THB', 100 + (n * 31) % 50000,
            case type when 'bet' then player when 'win' then vendor when 'deposit' then cash_in else held end,
            case type when 'bet' then vendor when 'win' then player when 'deposit' then player else cash_out end,
            now() - interval '${sql.raw(String(days))} days' + (n::double precision / ${totalRows}) * interval '${sql.raw(String(days))} days'
          from generated`);
  }
  const insertSeconds = (performance.now() - loadStarted) / 1000;
  const indexesStarted = performance.now();
  progress('secondary indexes and the idempotency constraint');
  // On one connection that may sort each build in memory (the default 64 MB spills ten million keys to disk). The
  // table stays logged throughout: what is measured is a real ledger's table.
  await db.transaction(async (transaction) => {
    await transaction.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const index of secondary.filter((index) => !constraints.some((item) => item.name === index.name)))
      await transaction.execute(sql.raw(index.definition));
    for (const constraint of constraints)
      await transaction.execute(
        sql.raw(`alter table ledger_transfer add constraint ${constraint.name} ${constraint.definition}`),
      );
  });
  const indexSeconds = (performance.now() - indexesStarted) / 1000;
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  // Statistics and visibility as autovacuum would have them on a live database.
  const vacuumStarted = performance.now();
  progress('vacuum analyze');
  await db.execute(sql`vacuum analyze`);
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  return { insertSeconds, indexSeconds, loadSeconds, vacuumSeconds };
}

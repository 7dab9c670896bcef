// The console's player search at scale (decision 0029): a million players of one brand on PostgreSQL, built in SQL
// with generate_series in a database of its own, then each kind of search through the player directory service
// (the SQL the route runs, page and count), its p50 and p99, and the indexes PostgreSQL's plan used.
import { sql } from 'drizzle-orm';
import type { PlayerSearchKind } from '@croupier/contracts';
import { queryRows } from '../apps/server/src/db/client.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createPlayerDirectoryService } from '../apps/server/src/modules/player-directory/index.js';
import type { PlayerSearch } from '../apps/server/src/modules/player-directory/index.js';
import { playerPageQuery } from '../apps/server/src/modules/player-directory/player-directory.repository.js';
import { openBenchDatabase } from './bench-database.js';

type Case = { name: string; search: (index: number) => Omit<PlayerSearch, 'merchantId'> };

const defaults = { sort: 'registered', order: 'desc' } as const;
const hexPrefix = (index: number, length: number) =>
  ((index * 2_654_435_761) >>> 0).toString(16).padStart(8, '0').slice(0, length);
const searchFor = (searchBy: PlayerSearchKind, q: string) => ({ ...defaults, searchBy, q });

/** Player `i` of the generated brand: what each search looks for is derived from `i` alone, in SQL and here. */
function cases(players: number): Case[] {
  const some = (index: number) => 1 + ((index * 7_919) % players);
  return [
    { name: 'newest first, no search', search: () => ({ ...defaults, searchBy: 'name' }) },
    { name: 'blocked players', search: () => ({ ...defaults, searchBy: 'name', status: 'blocked' }) },
    { name: 'username prefix (4 characters)', search: (index) => searchFor('name', `u${hexPrefix(index, 3)}`) },
    { name: 'username prefix (7 characters)', search: (index) => searchFor('name', `u${hexPrefix(index, 6)}`) },
    { name: 'payee name prefix', search: (index) => searchFor('name', `somchai ${hexPrefix(index, 4)}`) },
    {
      name: 'mobile prefix (6 digits)',
      search: (index) => searchFor('mobile', `6${String(some(index)).padStart(8, '0').slice(0, 5)}`),
    },
    {
      name: 'mobile (whole number)',
      search: (index) => searchFor('mobile', `6${String(some(index)).padStart(8, '0')}`),
    },
    { name: 'member number', search: (index) => searchFor('id', String(100_000 + some(index))) },
    {
      name: 'bank account number',
      search: (index) => searchFor('bankAccount', `77${String(some(index) - (some(index) % 3)).padStart(10, '0')}`),
    },
    { name: 'IP address', search: (index) => searchFor('ip', addressOf(some(index))) },
  ];
}

const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function buildPlayers(handle: Awaited<ReturnType<typeof openBenchDatabase>>, players: number) {
  const [merchant] = await queryRows<{ id: string }>(handle.db, sql`select id from merchant where code = 'demo'`);
  const merchantId = merchant?.id ?? '';
  const started = performance.now();
  // Usernames and payee names from a hash of i, so prefixes spread like real ones; mobile 6 + i; one in a hundred
  // blocked; registrations a minute apart going back; every third player with a bank account; one login each.
  await handle.db.execute(sql`insert into member (merchant_id, username, nickname, type, password_hash, payee_name,
      mobile_num, country_dialing_code, registration_ip, created_at, last_login_at, blocked_at)
    select ${merchantId}::uuid, 'u' || lpad(to_hex((i::bigint * 2654435761) % 4294967296), 8, '0') || i, 'p' || i, 0, 'not-a-hash',
      'Somchai ' || lpad(to_hex((i::bigint * 2654435761) % 4294967296), 8, '0'), '6' || lpad(i::text, 8, '0'), '66',
      '10.' || ((i >> 16) & 255) || '.' || ((i >> 8) & 255) || '.' || (i & 255),
      now() - make_interval(mins => i), now() - make_interval(secs => i),
      case when i % 100 = 0 then now() else null end
    from generate_series(1, ${players}) as i`);
  await handle.db.execute(sql`insert into ledger_account (merchant_id, currency, kind, member_id, balance_minor)
    select merchant_id, 'THB', 'player_main', id, 10000 from member where merchant_id = ${merchantId}::uuid and nickname like 'p%'`);
  await handle.db.execute(sql`insert into bank_account (merchant_id, member_id, bank_code, account_number, account_name)
    select merchant_id, id, 'KBANK', '77' || lpad(substr(nickname, 2), 10, '0'), payee_name from member
    where merchant_id = ${merchantId}::uuid and nickname like 'p%' and substr(nickname, 2)::int % 3 = 0`);
  await handle.db.execute(sql`insert into member_session (merchant_id, member_id, token_hash, created_at, last_seen_at,
      idle_expires_at, expires_at, revoked_at, ip, user_agent)
    select merchant_id, id, md5(id::text), created_at, created_at, created_at, created_at, created_at,
      registration_ip, 'Mozilla/5.0' from member where merchant_id = ${merchantId}::uuid and nickname like 'p%'`);
  await handle.db.execute(sql`analyze`);
  return { merchantId, buildSeconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Which indexes PostgreSQL's plan of the page query reads, or that it scans the member table whole. */
async function planOf(handle: Awaited<ReturnType<typeof openBenchDatabase>>, search: PlayerSearch) {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(handle.db, sql`explain ${playerPageQuery(search, 50, 0)}`);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const indexes = [
    ...new Set([...plan.matchAll(/(?:Index|Index Only) Scan(?: Backward)? using (\w+)/g)].map((m) => m[1])),
  ];
  const bitmap = [...new Set([...plan.matchAll(/Bitmap Index Scan on (\w+)/g)].map((m) => m[1]))];
  const seq = /Seq Scan on member\b/.test(plan) ? ['SEQ SCAN member'] : [];
  return [...seq, ...indexes, ...bitmap].filter((name) => name !== 'ledger_account_member_index').join(', ');
}

/** Builds the players, then times `iterations` searches of each kind (page of 50 and its count). */
export async function benchmarkPlayerSearch(options: {
  postgresUrl: string;
  players: number;
  iterations: number;
  /** A database name to build once and keep for later runs (BENCH_KEEP_DATABASE); drop it by hand when done. */
  keptDatabase?: string;
}) {
  const handle = await openBenchDatabase(options.postgresUrl, 4, undefined, options.keptDatabase);
  try {
    const { merchantId, buildSeconds } = handle.reused
      ? {
          merchantId:
            (await queryRows<{ id: string }>(handle.db, sql`select id from merchant where code = 'demo'`))[0]?.id ?? '',
          buildSeconds: 0,
        }
      : await buildPlayers(handle, options.players);
    const directory = createPlayerDirectoryService({ db: handle.db, clock: systemClock });
    const rows: Record<string, string | number>[] = [];
    for (const kind of cases(options.players)) {
      const timings: number[] = [];
      let found = 0;
      for (let index = 0; index < options.iterations; index += 1) {
        const search = { merchantId, ...kind.search(index) } as PlayerSearch;
        const started = performance.now();
        const page = await directory.searchPlayers(search, { pageNo: 1, pageSize: 50 });
        timings.push(performance.now() - started);
        found += page.total;
      }
      timings.sort((a, b) => a - b);
      rows.push({
        search: kind.name,
        'p50 ms': percentile(timings, 0.5).toFixed(1),
        'p99 ms': percentile(timings, 0.99).toFixed(1),
        'matches (mean)': Math.round(found / options.iterations),
        plan: await planOf(handle, { merchantId, ...kind.search(1) }),
      });
    }
    console.log(
      `\nPlayer search (console, /bo/players) on PostgreSQL: ${options.players.toLocaleString('en-US')} players of one brand ` +
        `(built in ${buildSeconds.toFixed(0)} s), ${options.iterations} searches of each kind, a page of 50 and its count`,
    );
    console.table(rows);
    return rows;
  } finally {
    await handle.close();
  }
}

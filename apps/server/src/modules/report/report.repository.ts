import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';

const ledgerCursor = 'ledger';

/** Locks the ledger summary's cursor for the transaction and answers where the last pass stopped (null: never ran). */
export async function lockLedgerCursor(tx: Transaction): Promise<Date | null> {
  await tx.execute(sql`insert into summary_cursor (name) values (${ledgerCursor}) on conflict (name) do nothing`);
  const [row] = await queryRows<{ summarized_until: string | null }>(
    tx,
    sql`select summarized_until::text from summary_cursor where name = ${ledgerCursor} for update`,
  );
  return row?.summarized_until ? new Date(row.summarized_until) : null;
}

/**
 * The time before which every ledger transfer that will ever exist is already committed. A transfer's time is its
 * transaction's start (`now()`), so a transaction still open elsewhere may yet write rows stamped with its start:
 * the horizon stops at the oldest open client transaction of this database (other databases of the server cannot
 * write its ledger), and a second short of the clock. PGlite has no other
 * session (its activity view then holds none), so the clock alone decides there.
 */
export async function readCommitHorizon(tx: Transaction): Promise<Date> {
  const [row] = await queryRows<{ horizon: string }>(
    tx,
    sql`select least(clock_timestamp() - interval '1 second',
          (select min(xact_start) from pg_stat_activity
            where pid <> pg_backend_pid() and xact_start is not null and backend_type = 'client backend'
              and datname = current_database()))::text
          as horizon`,
  );
  if (!row) throw new Error('no commit horizon');
  return new Date(row.horizon);
}

/** The time of the ledger's first transfer, where a summary that never ran starts (a one-off full read). */
export async function findFirstTransferTime(tx: Transaction): Promise<Date | null> {
  const [row] = await queryRows<{ first: string | null }>(
    tx,
    sql`select min(created_at)::text as first from ledger_transfer`,
  );
  return row?.first ? new Date(row.first) : null;
}

/**
 * How far back `active_day_gap` tells a previous day of play apart: beyond it the gap is stored as 0 (none). Any
 * range the dashboard allows (`dashboardMaxDays.day`) starts within it, so a gap this long always reaches before the
 * range's start, as "none" does.
 */
export const activeGapHorizonDays = 400;

/** A gap in days as `active_day_gap` stores it: 0 for no previous day, or one beyond the horizon. */
export function gapDaysOf(gap: SQL): SQL {
  return sql`case when ${gap} between 1 and ${sql.raw(String(activeGapHorizonDays))} then ${gap} else 0 end`;
}

/**
 * Adds the ledger's transfers of [from, until) to the summary tables, in the caller's transaction (the one holding
 * the cursor, so a range is added exactly once). Play is a transfer between a player's wallet (main or vendor) and a
 * game vendor's account: towards the vendor a `bet` is stake and anything else (a reversed win, a lottery
 * correction) takes from wins; towards the player a `win` is a win and anything else (a refunded stake, a rebate)
 * takes from stake. Stake minus wins is then exactly what the players' wallets lost to the vendors. The category is
 * the game's type (by the round's game code), `LOTT` for the lottery, else the vendor's only game type, else OTHER.
 */
export async function addLedgerRange(tx: Transaction, from: Date, until: Date) {
  // One statement, one read of the range: the range's transfers are taken first (over the time index), then their
  // accounts, so the planner never starts from the accounts and probes each one's transfers.
  await tx.execute(sql`
    with range as materialized (
      select t.merchant_id, t.currency, t.type, t.amount_minor, t.created_at, t.metadata->>'gameCode' as game_code,
          t.debit_account_id, t.credit_account_id
        from ledger_transfer t
        where t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${until.toISOString()}::timestamptz
    ),
    sided as materialized (
      select r.*, d.kind as debit_kind, c.kind as credit_kind, d.vendor_code as debit_vendor,
          c.vendor_code as credit_vendor, d.member_id as debit_member, c.member_id as credit_member
        from range r
        join ledger_account d on d.id = r.debit_account_id
        join ledger_account c on c.id = r.credit_account_id
    ),
    moved as (
      select merchant_id, currency, type, amount_minor, created_at, game_code,
          credit_kind = 'game_vendor' as to_vendor,
          case when credit_kind = 'game_vendor' then credit_vendor else debit_vendor end as vendor_code
        from sided
        where (debit_kind in ('player_main', 'player_vendor') and credit_kind = 'game_vendor')
          or (debit_kind = 'game_vendor' and credit_kind in ('player_main', 'player_vendor'))
    ),
    by_game as (
      select merchant_id, currency, date_trunc('hour', created_at, 'UTC') as hour, vendor_code, game_code,
          count(*) filter (where to_vendor and type = 'bet') as bet_count,
          coalesce(sum(amount_minor) filter (where to_vendor and type = 'bet'), 0)
            - coalesce(sum(amount_minor) filter (where not to_vendor and type <> 'win'), 0) as stake_minor,
          coalesce(sum(amount_minor) filter (where not to_vendor and type = 'win'), 0)
            - coalesce(sum(amount_minor) filter (where to_vendor and type <> 'bet'), 0) as win_minor
        from moved group by 1, 2, 3, 4, 5
    ),
    vendor_types as (
      select v.merchant_id, v.vendor_code,
          (select min(g.game_type) from game g where g.merchant_id = v.merchant_id and g.vendor_code = v.vendor_code
            having count(distinct g.game_type) = 1) as game_type
        from (select distinct merchant_id, vendor_code from by_game) v
    ),
    categorized as (
      select b.*, coalesce(g.game_type, case when b.vendor_code = 'LOTTERY' then 'LOTT' end, v.game_type, 'OTHER')
          as category
        from by_game b
        join vendor_types v on v.merchant_id = b.merchant_id and v.vendor_code = b.vendor_code
        left join game g on g.merchant_id = b.merchant_id and g.vendor_code = b.vendor_code
          and g.game_code = b.game_code
    ),
    play as (
      insert into play_hour (merchant_id, hour, category, vendor_code, currency, bet_count, stake_minor, win_minor)
        select merchant_id, hour, category, vendor_code, currency, sum(bet_count), sum(stake_minor), sum(win_minor)
          from categorized group by merchant_id, hour, category, vendor_code, currency
        on conflict (merchant_id, hour, category, vendor_code, currency) do update set
          bet_count = play_hour.bet_count + excluded.bet_count,
          stake_minor = play_hour.stake_minor + excluded.stake_minor,
          win_minor = play_hour.win_minor + excluded.win_minor
    ),
    active as (
      insert into player_day (merchant_id, day, member_id)
        select distinct s.merchant_id, (s.created_at at time zone m.time_zone)::date, s.debit_member
          from sided s join merchant m on m.id = s.merchant_id
          where s.type = 'bet' and s.debit_kind in ('player_main', 'player_vendor') and s.credit_kind = 'game_vendor'
        on conflict do nothing
        returning merchant_id, day, member_id
    ),
    active_gaps as (
      -- A new day's previous day: an earlier new day of this pass, else the player's last stored day (this
      -- statement's snapshot holds only earlier passes' rows).
      select a.merchant_id, a.day, a.day - greatest(
            lag(a.day) over (partition by a.merchant_id, a.member_id order by a.day),
            (select max(p.day) from player_day p
              where p.merchant_id = a.merchant_id and p.member_id = a.member_id and p.day < a.day)) as gap
        from active a
    ),
    gaps as (
      insert into active_day_gap (merchant_id, day, gap_days, players)
        select merchant_id, day, ${gapDaysOf(sql`gap`)}, count(*) from active_gaps group by 1, 2, 3
        on conflict (merchant_id, day, gap_days) do update set players = active_day_gap.players + excluded.players
    ),
    cash as (
      select merchant_id, currency, type, amount_minor, created_at, credit_member as member_id
        from sided where type in ('deposit', 'withdrawal_settle')
    ),
    firsts as (
      insert into player_first_deposit (merchant_id, member_id, deposited_at)
        select distinct on (merchant_id, member_id) merchant_id, member_id, created_at
          from cash where type = 'deposit' and member_id is not null
          order by merchant_id, member_id, created_at
        on conflict do nothing
        returning merchant_id, deposited_at
    ),
    cash_rows as (
      select merchant_id, currency, date_trunc('hour', created_at, 'UTC') as hour,
          count(*) filter (where type = 'deposit') as deposit_count,
          coalesce(sum(amount_minor) filter (where type = 'deposit'), 0) as deposit_minor,
          0 as first_deposit_count,
          count(*) filter (where type = 'withdrawal_settle') as withdrawal_count,
          coalesce(sum(amount_minor) filter (where type = 'withdrawal_settle'), 0) as withdrawal_minor
        from cash group by 1, 2, 3
      union all
      select f.merchant_id, m.currency, date_trunc('hour', f.deposited_at, 'UTC'), 0, 0, count(*), 0, 0
        from firsts f join merchant m on m.id = f.merchant_id group by 1, 2, 3
    )
    insert into cash_hour (merchant_id, hour, currency, deposit_count, deposit_minor, first_deposit_count,
        withdrawal_count, withdrawal_minor)
      select merchant_id, hour, currency, sum(deposit_count), sum(deposit_minor), sum(first_deposit_count),
          sum(withdrawal_count), sum(withdrawal_minor)
        from cash_rows group by merchant_id, hour, currency
      on conflict (merchant_id, hour, currency) do update set
        deposit_count = cash_hour.deposit_count + excluded.deposit_count,
        deposit_minor = cash_hour.deposit_minor + excluded.deposit_minor,
        first_deposit_count = cash_hour.first_deposit_count + excluded.first_deposit_count,
        withdrawal_count = cash_hour.withdrawal_count + excluded.withdrawal_count,
        withdrawal_minor = cash_hour.withdrawal_minor + excluded.withdrawal_minor`);
}

export async function advanceLedgerCursor(tx: Transaction, until: Date) {
  await tx.execute(
    sql`update summary_cursor set summarized_until = ${until.toISOString()}::timestamptz, passes = passes + 1
        where name = ${ledgerCursor}`,
  );
}

export async function findLedgerCursor(db: Database): Promise<Date | null> {
  const [row] = await queryRows<{ summarized_until: string | null }>(
    db,
    sql`select summarized_until::text from summary_cursor where name = ${ledgerCursor}`,
  );
  return row?.summarized_until ? new Date(row.summarized_until) : null;
}

/** What a dashboard reads: brands, one currency, [from, to) and the zone whose days and hours make the buckets. */
export type DashboardScope = {
  merchantIds: string[];
  currency: string;
  from: Date;
  to: Date;
  /** Inclusive days of the brands' calendar, for the per-day player table. */
  fromDay: string;
  toDay: string;
  timeZone: string;
  granularity: 'hour' | 'day';
};

/** The start of the row's hour or day in the scope's zone, as Unix milliseconds (so buckets compare as text). */
function bucketOf(column: SQL, scope: DashboardScope): SQL {
  const unit = scope.granularity === 'hour' ? sql`'hour'` : sql`'day'`;
  return sql`(extract(epoch from date_trunc(${unit}, ${column}, ${scope.timeZone})) * 1000)::bigint`;
}

/** Every bucket of the range, empty ones too: days counted on the zone's calendar, hours as UTC hours. */
export function listBuckets(db: Database, scope: DashboardScope) {
  const series =
    scope.granularity === 'hour'
      ? sql`generate_series(${scope.from.toISOString()}::timestamptz,
          ${scope.to.toISOString()}::timestamptz - interval '1 hour', interval '1 hour')`
      : sql`(select d::timestamp at time zone ${scope.timeZone}
          from generate_series(${scope.fromDay}::date, ${scope.toDay}::date, interval '1 day') d)`;
  return queryRows<{ bucket: string }>(
    db,
    sql`select (extract(epoch from b.at) * 1000)::bigint::text as bucket from ${series} as b(at) order by 1`,
  );
}

/** The instants where the zone's days `fromDay` and the day after `toDay` begin. */
export async function readDayBounds(db: Database, fromDay: string, toDay: string, timeZone: string) {
  const [row] = await queryRows<{ from: string; to: string }>(
    db,
    sql`select (${fromDay}::date::timestamp at time zone ${timeZone})::text as from,
          ((${toDay}::date + 1)::timestamp at time zone ${timeZone})::text as to`,
  );
  if (!row) throw new Error('no day bounds');
  return { from: new Date(row.from), to: new Date(row.to) };
}

function inRange(column: SQL, scope: DashboardScope): SQL {
  return sql`${column} >= ${scope.from.toISOString()}::timestamptz and ${column} < ${scope.to.toISOString()}::timestamptz`;
}

const merchantsOf = (scope: DashboardScope) => sql`merchant_id = any(${`{${scope.merchantIds.join(',')}}`}::uuid[])`;

type PlayRow = { category: string; vendor_code: string; bet_count: string; stake_minor: string; win_minor: string };
type PlayBucketRow = { bucket: string; bet_count: string; stake_minor: string; win_minor: string };
type CashBucketRow = {
  bucket: string;
  deposit_count: string;
  deposit_minor: string;
  first_deposit_count: string;
  withdrawal_count: string;
  withdrawal_minor: string;
};

/** Play by category and vendor over the range, from the hourly summary (one index range per brand). */
export function sumPlayByGame(db: Database, scope: DashboardScope) {
  return queryRows<PlayRow>(
    db,
    sql`select category, vendor_code, sum(bet_count)::text as bet_count, sum(stake_minor)::text as stake_minor,
          sum(win_minor)::text as win_minor
        from play_hour where ${merchantsOf(scope)} and currency = ${scope.currency} and ${inRange(sql`hour`, scope)}
        group by category, vendor_code order by sum(stake_minor) - sum(win_minor) desc, category, vendor_code`,
  );
}

export function sumPlayByBucket(db: Database, scope: DashboardScope) {
  return queryRows<PlayBucketRow>(
    db,
    sql`select ${bucketOf(sql`hour`, scope)}::text as bucket, sum(bet_count)::text as bet_count,
          sum(stake_minor)::text as stake_minor, sum(win_minor)::text as win_minor
        from play_hour where ${merchantsOf(scope)} and currency = ${scope.currency} and ${inRange(sql`hour`, scope)}
        group by 1 order by 1`,
  );
}

export function sumCashByBucket(db: Database, scope: DashboardScope) {
  return queryRows<CashBucketRow>(
    db,
    sql`select ${bucketOf(sql`hour`, scope)}::text as bucket, sum(deposit_count)::text as deposit_count,
          sum(deposit_minor)::text as deposit_minor, sum(first_deposit_count)::text as first_deposit_count,
          sum(withdrawal_count)::text as withdrawal_count, sum(withdrawal_minor)::text as withdrawal_minor
        from cash_hour where ${merchantsOf(scope)} and currency = ${scope.currency} and ${inRange(sql`hour`, scope)}
        group by 1 order by 1`,
  );
}

/** New players by bucket, read from the members themselves over their (brand, registration time) index. */
export function countNewPlayersByBucket(db: Database, scope: DashboardScope) {
  return queryRows<{ bucket: string; players: string }>(
    db,
    sql`select ${bucketOf(sql`created_at`, scope)}::text as bucket, count(*)::text as players
        from member where ${merchantsOf(scope)} and ${inRange(sql`created_at`, scope)} group by 1 order by 1`,
  );
}

/**
 * Players who bet on each day, and over the whole range (a player of several days counted once: on the range's first
 * day they played, the one whose previous day of play is before the range or unknown), from `active_day_gap`.
 */
export async function countActivePlayers(db: Database, scope: DashboardScope) {
  const range = sql`${merchantsOf(scope)} and day >= ${scope.fromDay}::date and day <= ${scope.toDay}::date`;
  const byDay = await queryRows<{ bucket: string; players: string; first_in_range: string }>(
    db,
    sql`select (extract(epoch from day::timestamp at time zone ${scope.timeZone}) * 1000)::bigint::text as bucket,
          sum(players)::text as players,
          coalesce(sum(players) filter (where gap_days = 0 or gap_days > day - ${scope.fromDay}::date), 0)::text
            as first_in_range
        from active_day_gap where ${range} group by day order by day`,
  );
  const total = byDay.reduce((sum, row) => sum + Number(row.first_in_range), 0);
  return { total, byDay: byDay.map(({ bucket, players }) => ({ bucket, players })) };
}

/**
 * Money reviews waiting now (not bounded by the range): deposits awaiting an operator and withdrawals not yet paid
 * or rejected, over the status indexes of the deposit and withdrawal tables.
 */
export async function countPendingReviews(db: Database, merchantIds: string[]) {
  const merchants = sql`${`{${merchantIds.join(',')}}`}::uuid[]`;
  const [row] = await queryRows<{ deposits: string; withdrawals: string }>(
    db,
    sql`select (select count(*) from deposit where merchant_id = any(${merchants}) and status = 'pending_review')::text
          as deposits,
        (select count(*) from withdrawal where merchant_id = any(${merchants}) and status = 'pending')::text
          as withdrawals`,
  );
  return { deposits: Number(row?.deposits ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}

export type AccountRow = {
  id: string;
  merchant: string;
  kind: string;
  vendor_code: string;
  currency: string;
  balance_minor: string | null;
  entries_minor: string;
};

/** A ledger account with its brand and the sum of its entries (both index ranges of the transfer table). */
export async function findAccountWithTotal(db: Database, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`select a.id, m.code as merchant, a.kind, a.vendor_code, a.currency, a.balance_minor::text,
          ((select coalesce(sum(amount_minor), 0) from ledger_transfer where credit_account_id = a.id)
            - (select coalesce(sum(amount_minor), 0) from ledger_transfer where debit_account_id = a.id))::text
            as entries_minor
        from ledger_account a join merchant m on m.id = a.merchant_id where a.id = ${accountId}::uuid`,
  );
  return row;
}

export type AccountMoveRow = {
  id: string;
  created_at: string;
  type: string;
  reference: string;
  amount_minor: string;
  balance_after_minor: string | null;
  counterpart_kind: string;
  counterpart_vendor: string;
};

/**
 * The account's moves, newest first: its credits and its debits, each read over its own (account, time) index in
 * that order and cut at the rows a page can need, so a batch reads its rows, not the account's whole history (a game
 * vendor's account holds a share of every bet). `before` continues an export after the last row read ((time, id)
 * compared in SQL, at the column's microseconds).
 */
export function listAccountMoves(
  db: Database,
  accountId: string,
  page: { limit: number; offset?: number; before?: { createdAt: string; id: string } },
) {
  const cursor = page.before
    ? sql`and (t.created_at, t.id) < (${page.before.createdAt}::timestamptz, ${page.before.id}::uuid)`
    : sql``;
  const side = page.limit + (page.offset ?? 0);
  return queryRows<AccountMoveRow>(
    db,
    sql`select t.id, to_json(t.created_at) #>> '{}' as created_at, t.type, t.reference, t.amount_minor::text, t.balance_after_minor::text,
          o.kind as counterpart_kind, o.vendor_code as counterpart_vendor
        from (
          (select id, created_at, type, reference, amount_minor, credit_balance_after_minor as balance_after_minor,
              debit_account_id as other
            from ledger_transfer t where credit_account_id = ${accountId}::uuid ${cursor}
            order by created_at desc, id desc limit ${side})
          union all
          (select id, created_at, type, reference, -amount_minor, debit_balance_after_minor, credit_account_id
            from ledger_transfer t where debit_account_id = ${accountId}::uuid ${cursor}
            order by created_at desc, id desc limit ${side})
        ) t join ledger_account o on o.id = t.other
        order by t.created_at desc, t.id desc limit ${page.limit} offset ${page.offset ?? 0}`,
  );
}

export async function countAccountMoves(db: Database, accountId: string): Promise<number> {
  const [row] = await queryRows<{ moves: string }>(
    db,
    sql`select ((select count(*) from ledger_transfer where credit_account_id = ${accountId}::uuid)
          + (select count(*) from ledger_transfer where debit_account_id = ${accountId}::uuid))::text as moves`,
  );
  return Number(row?.moves ?? 0);
}

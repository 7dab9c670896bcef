import type { PlayerFilter } from '@croupier/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Database } from '../../db/client.js';
import { playerNote } from './player-directory.tables.js';

/**
 * The console's reads over the member's tables (member, member_session, bank_account, ledger_account, deposit,
 * withdrawal), in SQL by table name: this module reads them for operators and never writes them, so it does not
 * import the modules that own them (decision 0029).
 */

export type PlayerSearch = Omit<PlayerFilter, 'merchant'> & { merchantId: string };

/** Raw timestamps come back as Date (node-postgres) or text (PGlite); instants either way. */
type Instant = Date | string;
const instant = (value: Instant) => (value instanceof Date ? value : new Date(value));
const optionalInstant = (value: Instant | null) => (value === null ? null : instant(value));

type RawPlayerRow = {
  id: string;
  member_number: number;
  username: string;
  nickname: string;
  payee_name: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  type: number;
  blocked_at: Instant | null;
  created_at: Instant;
  last_login_at: Instant | null;
  main_balance_minor: string | null;
};

export type PlayerListRow = {
  id: string;
  memberNumber: number;
  username: string;
  nickname: string;
  payeeName: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  type: number;
  blockedAt: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  mainBalanceMinor: bigint;
};

const playerRowOf = (row: RawPlayerRow): PlayerListRow => ({
  id: row.id,
  memberNumber: Number(row.member_number),
  username: row.username,
  nickname: row.nickname,
  payeeName: row.payee_name,
  mobileNum: row.mobile_num,
  countryDialingCode: row.country_dialing_code,
  type: Number(row.type),
  blockedAt: optionalInstant(row.blocked_at),
  createdAt: instant(row.created_at),
  lastLoginAt: optionalInstant(row.last_login_at),
  mainBalanceMinor: BigInt(row.main_balance_minor ?? 0),
});

/** What the operator typed, as the start of a LIKE pattern: `%`, `_` and `\` are literal. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const trialType = 4;

/**
 * The search's condition on `m` (member). Each kind matches what one index answers (decision 0029): a prefix of the
 * lower-cased username or payee name (text_pattern_ops), a prefix of the mobile number, the member number, a bank
 * account number, or an address the player registered or logged in from. A search that cannot match (letters in a
 * member number) matches nothing rather than everything.
 */
function searchCondition(search: PlayerSearch): SQL | undefined {
  const q = search.q;
  if (q === undefined) return undefined;
  switch (search.searchBy) {
    case 'name': {
      const pattern = prefixPattern(q.toLowerCase());
      return sql`(lower(m.username) like ${pattern} or lower(m.payee_name) like ${pattern})`;
    }
    case 'mobile': {
      const digits = q.replace(/[\s-]/g, '').replace(/^\+/, '');
      return /^\d+$/.test(digits) ? sql`m.mobile_num like ${prefixPattern(digits)}` : sql`false`;
    }
    case 'id':
      return /^\d{1,9}$/.test(q) ? sql`m.member_number = ${Number(q)}` : sql`false`;
    case 'bankAccount': {
      const digits = q.replace(/[\s-]/g, '');
      return /^\d+$/.test(digits)
        ? sql`m.id in (select b.member_id from bank_account b where b.merchant_id = ${search.merchantId}::uuid and b.account_number = ${digits})`
        : sql`false`;
    }
    case 'ip':
      // A union rather than `or`: each side is one index lookup, and the member is then found by its key.
      return sql`m.id in (select r.id from member r where r.merchant_id = ${search.merchantId}::uuid and r.registration_ip = ${q}
        union select s.member_id from member_session s where s.merchant_id = ${search.merchantId}::uuid and s.ip = ${q})`;
  }
}

function whereOf(search: PlayerSearch): SQL {
  const conditions = [
    sql`m.merchant_id = ${search.merchantId}::uuid`,
    sql`m.type <> ${trialType}`,
    searchCondition(search),
    search.status === 'blocked' ? sql`m.blocked_at is not null` : undefined,
    search.status === 'active' ? sql`m.blocked_at is null` : undefined,
    search.from ? sql`m.created_at >= ${search.from}::timestamptz` : undefined,
    search.to ? sql`m.created_at < ${search.to}::timestamptz` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql.join(conditions, sql` and `);
}

function orderOf(search: PlayerSearch): SQL {
  const direction = search.order === 'asc' ? sql`asc` : sql`desc`;
  switch (search.sort) {
    case 'registered':
      return sql`m.created_at ${direction}, m.id ${direction}`;
    case 'lastLogin':
      return sql`m.last_login_at ${direction} nulls last, m.id ${direction}`;
    case 'username':
      return sql`lower(m.username) ${direction}, m.id ${direction}`;
  }
}

const playerColumns = sql`m.id, m.member_number, m.username, m.nickname, m.payee_name, m.mobile_num, m.country_dialing_code,
  m.type, m.blocked_at, m.created_at, m.last_login_at,
  (select a.balance_minor::text from ledger_account a where a.member_id = m.id and a.kind in ('player_main', 'agent_main') limit 1) as main_balance_minor`;

/** The query of one page of the search (the benchmark explains it). */
export function playerPageQuery(search: PlayerSearch, limit: number, offset: number): SQL {
  return sql`select ${playerColumns} from member m where ${whereOf(search)} order by ${orderOf(search)} limit ${limit} offset ${offset}`;
}

/** One page of the brand's players the search matches, in the asked order. */
export async function searchPlayerRows(db: Database, search: PlayerSearch, limit: number, offset: number) {
  const rows = await queryRows<RawPlayerRow>(db, playerPageQuery(search, limit, offset));
  return rows.map(playerRowOf);
}

/** The query counting the search's players (the benchmark explains it too). */
export function playerCountQuery(search: PlayerSearch): SQL {
  return sql`select count(*)::int as total from member m where ${whereOf(search)}`;
}

export async function countPlayerRows(db: Database, search: PlayerSearch): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, playerCountQuery(search));
  return Number(row?.total ?? 0);
}

/**
 * The players after `after` (a member number) in member-number order, for the CSV export: a keyset that rows added
 * during an export neither repeat nor push out.
 */
export async function listPlayerRowsAfter(db: Database, search: PlayerSearch, after: number, limit: number) {
  const rows = await queryRows<RawPlayerRow>(
    db,
    sql`select ${playerColumns} from member m where ${whereOf(search)} and m.member_number > ${after}
      order by m.member_number limit ${limit}`,
  );
  return rows.map(playerRowOf);
}

type RawMemberRow = RawPlayerRow & {
  email: string | null;
  language: string | null;
  registration_ip: string | null;
  must_change_password: boolean;
  upline_username: string | null;
  two_factor_enabled: boolean;
};

export type PlayerRecord = PlayerListRow & {
  email: string | null;
  language: string | null;
  registrationIp: string | null;
  mustChangePassword: boolean;
  uplineUsername: string | null;
  twoFactorEnabled: boolean;
};

/** A real player of the brand by username (any case); trial accounts are not players here. */
export async function findPlayerRecord(
  db: Database,
  merchantId: string,
  username: string,
): Promise<PlayerRecord | undefined> {
  const [row] = await queryRows<RawMemberRow>(
    db,
    sql`select ${playerColumns}, m.email, m.language, m.registration_ip, m.must_change_password,
        u.username as upline_username,
        exists (select 1 from member_two_factor f where f.member_id = m.id and f.enabled_at is not null) as two_factor_enabled
      from member m left join member u on u.id = m.upline_id
      where m.merchant_id = ${merchantId}::uuid and lower(m.username) = lower(${username}) and m.type <> ${trialType}`,
  );
  if (!row) return undefined;
  return {
    ...playerRowOf(row),
    email: row.email,
    language: row.language,
    registrationIp: row.registration_ip,
    mustChangePassword: Boolean(row.must_change_password),
    uplineUsername: row.upline_username,
    twoFactorEnabled: Boolean(row.two_factor_enabled),
  };
}

export type LoginRow = {
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  live: boolean;
};

/** The member's latest logins (each one opened a session row with its address and browser), newest first. */
export async function listLatestLogins(db: Database, memberId: string, now: Date, limit: number): Promise<LoginRow[]> {
  const rows = await queryRows<{
    created_at: Instant;
    last_seen_at: Instant;
    ip: string | null;
    user_agent: string | null;
    live: boolean;
  }>(
    db,
    sql`select created_at, last_seen_at, ip, user_agent,
        (revoked_at is null and expires_at > ${now.toISOString()}::timestamptz and idle_expires_at > ${now.toISOString()}::timestamptz) as live
      from member_session where member_id = ${memberId}::uuid order by created_at desc limit ${limit}`,
  );
  return rows.map((row) => ({
    createdAt: instant(row.created_at),
    lastSeenAt: instant(row.last_seen_at),
    ip: row.ip,
    userAgent: row.user_agent,
    live: Boolean(row.live),
  }));
}

/** Every browser the member logged in with, with its number of logins and the latest. */
export async function listLoginUserAgents(db: Database, memberId: string, limit: number) {
  const rows = await queryRows<{ user_agent: string | null; logins: number | string; last_at: Instant }>(
    db,
    sql`select user_agent, count(*)::int as logins, max(created_at) as last_at from member_session
      where member_id = ${memberId}::uuid group by user_agent order by max(created_at) desc limit ${limit}`,
  );
  return rows.map((row) => ({ userAgent: row.user_agent, logins: Number(row.logins), lastAt: instant(row.last_at) }));
}

/** The member's main wallet and vendor wallets with their ledger balances. */
export async function listWalletRows(db: Database, memberId: string) {
  const rows = await queryRows<{ kind: string; vendor_code: string; balance_minor: string | null }>(
    db,
    sql`select kind, vendor_code, balance_minor::text as balance_minor from ledger_account
      where member_id = ${memberId}::uuid and kind in ('player_main', 'agent_main', 'player_vendor')
      order by kind <> 'player_vendor' desc, vendor_code`,
  );
  return rows.map((row) => ({
    kind: row.kind === 'player_vendor' ? ('vendor' as const) : ('main' as const),
    vendorCode: row.kind === 'player_vendor' ? row.vendor_code : null,
    balanceMinor: BigInt(row.balance_minor ?? 0),
  }));
}

export async function listDepositRows(db: Database, memberId: string, limit: number, offset: number) {
  const where = sql`d.member_id = ${memberId}::uuid`;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      id: string;
      created_at: Instant;
      channel: string;
      amount_minor: string;
      status: string;
      provider_reference: string;
      decided_by: string | null;
    }>(
      db,
      sql`select d.id, d.created_at, c.code as channel, d.amount_minor::text as amount_minor, d.status,
          d.provider_reference, d.decided_by
        from deposit d join payment_channel c on c.id = d.channel_id
        where ${where} order by d.created_at desc, d.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from deposit d where ${where}`),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: instant(row.created_at),
      channel: row.channel,
      amountMinor: BigInt(row.amount_minor),
      status: row.status,
      reference: row.provider_reference,
      decidedBy: row.decided_by,
    })),
    total: Number(total?.total ?? 0),
  };
}

export async function listWithdrawalRows(db: Database, memberId: string, limit: number, offset: number) {
  const where = sql`w.member_id = ${memberId}::uuid`;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      id: string;
      created_at: Instant;
      bank_code: string;
      account_number: string;
      amount_minor: string;
      status: string;
      reviewed_by: string | null;
    }>(
      db,
      sql`select w.id, w.created_at, w.bank_code, w.account_number, w.amount_minor::text as amount_minor, w.status,
          w.reviewed_by
        from withdrawal w where ${where} order by w.created_at desc, w.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from withdrawal w where ${where}`),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: instant(row.created_at),
      bankCode: row.bank_code,
      accountNumber: row.account_number,
      amountMinor: BigInt(row.amount_minor),
      status: row.status,
      reviewedBy: row.reviewed_by,
    })),
    total: Number(total?.total ?? 0),
  };
}

/** Blocks or unblocks; answers whether the member changed (blocking a blocked member changes nothing). */
export async function setBlocked(db: Database, memberId: string, blockedAt: Date | null): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    blockedAt
      ? sql`update member set blocked_at = ${blockedAt.toISOString()}::timestamptz where id = ${memberId}::uuid and blocked_at is null returning id`
      : sql`update member set blocked_at = null where id = ${memberId}::uuid and blocked_at is not null returning id`,
  );
  return rows.length > 0;
}

/** Ends every open session of the member at once: their next call with any of those tokens is not logged in. */
export async function revokeAllSessions(db: Database, memberId: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update member_session set revoked_at = ${now.toISOString()}::timestamptz
      where member_id = ${memberId}::uuid and revoked_at is null returning id`,
  );
  return rows.length;
}

/** A new password the player must change at their next login. */
export async function setTemporaryPassword(db: Database, memberId: string, passwordHash: string, now: Date) {
  await queryRows(
    db,
    sql`update member set password_hash = ${passwordHash}, must_change_password = true,
      password_changed_at = ${now.toISOString()}::timestamptz where id = ${memberId}::uuid returning id`,
  );
}

export async function insertNote(db: Database, row: typeof playerNote.$inferInsert) {
  const [created] = await db.insert(playerNote).values(row).returning();
  if (!created) throw new Error('note insert returned nothing');
  return created;
}

export async function listNotes(db: Database, memberId: string, limit: number, offset: number) {
  const where = and(eq(playerNote.memberId, memberId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(playerNote)
      .where(where)
      .orderBy(desc(playerNote.createdAt), desc(playerNote.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(playerNote).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The member's own wallets (main and per vendor): the accounts their play is debited from and credited to. */
const playerAccounts = (memberId: string) =>
  sql`(select id from ledger_account where member_id = ${memberId}::uuid
    and kind in ('player_main', 'agent_main', 'player_vendor'))`;

/** The member's newest credited deposit, from the ledger (operator-confirmed and provider-paid alike). */
export async function findLastDeposit(db: Database, memberId: string) {
  const [row] = await queryRows<{ amount_minor: string; created_at: Instant }>(
    db,
    sql`select amount_minor::text as amount_minor, created_at from ledger_transfer
      where credit_account_id in ${playerAccounts(memberId)} and type = 'deposit'
      order by created_at desc limit 1`,
  );
  return row ? { amountMinor: BigInt(row.amount_minor), at: instant(row.created_at) } : null;
}

/** What the member staked with game vendors since `since` (their whole history when null), and in how many bets. */
export async function sumStakesSince(db: Database, memberId: string, since: Date | null) {
  const [row] = await queryRows<{ stake_minor: string; bets: number }>(
    db,
    sql`select coalesce(sum(t.amount_minor), 0)::text as stake_minor, count(*)::int as bets
      from ledger_transfer t join ledger_account c on c.id = t.credit_account_id
      where t.debit_account_id in ${playerAccounts(memberId)} and t.type = 'bet' and c.kind = 'game_vendor'
        ${since ? sql`and t.created_at >= ${since.toISOString()}::timestamptz` : sql``}`,
  );
  return { stakeMinor: BigInt(row?.stake_minor ?? 0), bets: Number(row?.bets ?? 0) };
}

/** The member's newest wins paid by game vendors. */
export async function listRecentWins(db: Database, memberId: string, limit: number) {
  const rows = await queryRows<{ created_at: Instant; amount_minor: string; vendor_code: string; game_code: string }>(
    db,
    sql`select t.created_at, t.amount_minor::text as amount_minor, d.vendor_code,
        coalesce(t.metadata->>'gameCode', '') as game_code
      from ledger_transfer t join ledger_account d on d.id = t.debit_account_id
      where t.credit_account_id in ${playerAccounts(memberId)} and t.type = 'win' and d.kind = 'game_vendor'
      order by t.created_at desc limit ${limit}`,
  );
  return rows.map((row) => ({
    at: instant(row.created_at),
    amountMinor: BigInt(row.amount_minor),
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
  }));
}

/**
 * Other members of the brand with an account number this member has used (removed accounts included on both
 * sides: a shared account is a signal whenever it was bound).
 */
export async function listSharedBankAccounts(db: Database, merchantId: string, memberId: string, limit: number) {
  return queryRows<{ username: string; bank_code: string; account_number: string; account_name: string }>(
    db,
    sql`select distinct m.username, b.bank_code, b.account_number, b.account_name
      from bank_account b join member m on m.id = b.member_id
      where b.merchant_id = ${merchantId}::uuid and b.member_id <> ${memberId}::uuid
        and b.account_number in (select account_number from bank_account where member_id = ${memberId}::uuid)
      order by m.username, b.bank_code, b.account_number limit ${limit}`,
  );
}

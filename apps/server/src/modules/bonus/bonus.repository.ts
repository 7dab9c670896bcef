import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { BonusGrantStatus, StoredBonusTerms } from './bonus.tables.js';

type Executor = Pick<Database, 'execute'>;

export type GrantRow = {
  id: string;
  merchant_id: string;
  member_id: string;
  currency: string;
  source: string;
  source_ref: string;
  promotion_id: string | null;
  player_promotion_id: string | null;
  title: Record<string, string>;
  account_id: string;
  terms: StoredBonusTerms;
  granted_minor: string;
  turnover_required_minor: string;
  turnover_done_minor: string;
  converted_minor: string;
  forfeited_minor: string;
  status: BonusGrantStatus;
  forfeit_reason: string | null;
  note: string | null;
  created_at: Date | string;
  activated_at: Date | string | null;
  expires_at: Date | string | null;
  closed_at: Date | string | null;
  balance_minor: string;
};

const grantColumns = sql`g.id, g.merchant_id, g.member_id, g.currency, g.source, g.source_ref, g.promotion_id,
  g.player_promotion_id, g.title, g.account_id, g.terms, g.granted_minor::text, g.turnover_required_minor::text,
  g.turnover_done_minor::text, g.converted_minor::text, g.forfeited_minor::text, g.status, g.forfeit_reason, g.note,
  g.created_at, g.activated_at, g.expires_at, g.closed_at, coalesce(a.balance_minor, 0)::text as balance_minor`;

export async function findGrant(db: Executor, grantId: string, options: { lock?: boolean } = {}) {
  const [row] = await queryRows<GrantRow>(
    db,
    sql`select ${grantColumns} from bonus_grant g join ledger_account a on a.id = g.account_id
      where g.id = ${grantId}::uuid ${options.lock ? sql`for update of g` : sql``}`,
  );
  return row;
}

export async function findGrantBySource(db: Executor, memberId: string, source: string, sourceRef: string) {
  const [row] = await queryRows<GrantRow>(
    db,
    sql`select ${grantColumns} from bonus_grant g join ledger_account a on a.id = g.account_id
      where g.member_id = ${memberId}::uuid and g.source = ${source} and g.source_ref = ${sourceRef}`,
  );
  return row;
}

export async function insertGrant(
  db: Executor,
  row: {
    id: string;
    merchantId: string;
    memberId: string;
    currency: string;
    source: string;
    sourceRef: string;
    promotionId: string | null;
    playerPromotionId: string | null;
    title: Record<string, string>;
    accountId: string;
    terms: StoredBonusTerms;
    grantedMinor: bigint;
    turnoverRequiredMinor: bigint;
    at: Date;
  },
): Promise<boolean> {
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into bonus_grant (id, merchant_id, member_id, currency, source, source_ref, promotion_id,
        player_promotion_id, title, account_id, terms, granted_minor, turnover_required_minor, status, created_at)
      values (${row.id}::uuid, ${row.merchantId}::uuid, ${row.memberId}::uuid, ${row.currency}, ${row.source},
        ${row.sourceRef}, ${row.promotionId}::uuid, ${row.playerPromotionId}::uuid, ${JSON.stringify(row.title)}::jsonb,
        ${row.accountId}::uuid, ${JSON.stringify(row.terms)}::jsonb, ${row.grantedMinor.toString()}::bigint,
        ${row.turnoverRequiredMinor.toString()}::bigint, 'pending', ${row.at.toISOString()}::timestamptz)
      on conflict (member_id, source, source_ref) do nothing
      returning id`,
  );
  return inserted.length === 1;
}

/** Makes the grant the member's active one if the member has none: answers whether it did. */
export async function claimActiveSlot(db: Executor, memberId: string, grantId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update member set bonus_grant_id = ${grantId}::uuid
      where id = ${memberId}::uuid and bonus_grant_id is null returning id`,
  );
  return rows.length === 1;
}

export async function markActive(db: Executor, grantId: string, at: Date, expiresAt: Date) {
  await db.execute(
    sql`update bonus_grant set status = 'active', activated_at = ${at.toISOString()}::timestamptz,
      expires_at = ${expiresAt.toISOString()}::timestamptz where id = ${grantId}::uuid and status = 'pending'`,
  );
}

/** Frees the member's active slot if it still names this grant. */
export async function releaseActiveSlot(db: Executor, memberId: string, grantId: string) {
  await db.execute(
    sql`update member set bonus_grant_id = null where id = ${memberId}::uuid and bonus_grant_id = ${grantId}::uuid`,
  );
}

/** The member's oldest waiting grant, locked. */
export async function lockNextPending(db: Executor, memberId: string) {
  const [row] = await queryRows<{ id: string; terms: StoredBonusTerms }>(
    db,
    sql`select g.id, g.terms from bonus_grant g where g.member_id = ${memberId}::uuid and g.status = 'pending'
      order by g.created_at, g.id limit 1 for update`,
  );
  return row;
}

export async function closeGrant(
  db: Executor,
  input: {
    grantId: string;
    from: readonly BonusGrantStatus[];
    status: 'completed' | 'expired' | 'forfeited';
    forfeitReason: string | null;
    note: string | null;
    convertedMinor: bigint;
    forfeitedMinor: bigint;
    turnoverDoneMinor?: bigint;
    at: Date;
  },
): Promise<boolean> {
  const from = sql.join(
    input.from.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update bonus_grant set status = ${input.status}, forfeit_reason = ${input.forfeitReason},
        note = coalesce(${input.note}, note), converted_minor = ${input.convertedMinor.toString()}::bigint,
        forfeited_minor = ${input.forfeitedMinor.toString()}::bigint,
        turnover_done_minor = coalesce(${input.turnoverDoneMinor?.toString() ?? null}::bigint, turnover_done_minor),
        closed_at = ${input.at.toISOString()}::timestamptz
      where id = ${input.grantId}::uuid and status in (${from}) returning id`,
  );
  return rows.length === 1;
}

export async function setTurnover(db: Executor, grantId: string, doneMinor: bigint) {
  await db.execute(
    sql`update bonus_grant set turnover_done_minor = ${doneMinor.toString()}::bigint where id = ${grantId}::uuid`,
  );
}

export async function listMemberGrants(db: Executor, memberId: string, limit: number) {
  return queryRows<GrantRow>(
    db,
    sql`select ${grantColumns} from bonus_grant g join ledger_account a on a.id = g.account_id
      where g.member_id = ${memberId}::uuid
      order by case g.status when 'active' then 0 when 'pending' then 1 else 2 end, g.created_at desc
      limit ${limit}`,
  );
}

export async function listMemberLiveGrants(db: Executor, memberId: string) {
  return queryRows<GrantRow>(
    db,
    sql`select ${grantColumns} from bonus_grant g join ledger_account a on a.id = g.account_id
      where g.member_id = ${memberId}::uuid and g.status in ('pending', 'active')
      order by g.created_at, g.id`,
  );
}

/** Active grants past their expiry, oldest first. */
export async function listExpired(db: Executor, now: Date, limit: number) {
  return queryRows<{ id: string }>(
    db,
    sql`select g.id from bonus_grant g where g.status = 'active' and g.expires_at <= ${now.toISOString()}::timestamptz
      order by g.expires_at limit ${limit}`,
  );
}

/** The member's active grant with its max bet, for the money paths that are not the seamless wallet. */
export async function findActiveGrantOf(db: Executor, memberId: string, now: Date) {
  const [row] = await queryRows<{ id: string; max_bet_minor: string | null; merchant_id: string }>(
    db,
    sql`select g.id, g.terms ->> 'maxBetMinor' as max_bet_minor, g.merchant_id from member m
      join bonus_grant g on g.id = m.bonus_grant_id
      where m.id = ${memberId}::uuid and g.status = 'active' and g.expires_at > ${now.toISOString()}::timestamptz`,
  );
  return row;
}

export async function findMemberAccount(db: Executor, memberId: string) {
  const [row] = await queryRows<{ merchant_id: string; type: number; bonus_grant_id: string | null }>(
    db,
    sql`select merchant_id, type, bonus_grant_id from member where id = ${memberId}::uuid`,
  );
  return row;
}

/** Of these members, those holding an active grant, with its id: one query for a whole batch of settled bets. */
export async function findGrantHolders(db: Executor, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; bonus_grant_id: string }>(
    db,
    sql`select id, bonus_grant_id from member
      where id = any(${`{${memberIds.join(',')}}`}::uuid[]) and bonus_grant_id is not null`,
  );
  return new Map(rows.map((row) => [row.id, row.bonus_grant_id]));
}

/** The first settlement time of each bet: a bet counts toward a grant only if it was first settled while it was active. */
export async function firstSettledAt(db: Executor, bets: readonly { source: string; betKey: string }[]) {
  if (bets.length === 0) return new Map<string, Date>();
  const keys = sql.join(
    bets.map((bet) => sql`(${bet.source}, ${bet.betKey})`),
    sql`, `,
  );
  const rows = await queryRows<{ source: string; bet_key: string; settled_at: Date | string }>(
    db,
    sql`select s.source, s.bet_key, s.settled_at from settled_bet s
      where (s.source, s.bet_key) in (${keys}) and s.event_no = 1`,
  );
  return new Map(rows.map((row) => [`${row.source}|${row.bet_key}`, new Date(row.settled_at)]));
}

/**
 * Whether the gate lets the member receive an incentive now (decision 0077): not while blocked, protected, or at a
 * limit (one more minor unit of deposit or stake would be refused); fails closed on any refusal.
 */
export async function passesIncentiveGate(db: Executor, memberId: string): Promise<boolean> {
  const [row] = await queryRows<{ open: boolean }>(
    db,
    sql`select (m.blocked_at is null and not coalesce(m.protected_until > clock_timestamp(), false)
        and m.type not in (1, 2, 4, 41, 42)
        and not exists (select 1 from money_gate(m.id, 'deposit', 1, null))
        and not exists (select 1 from money_gate(m.id, 'stake', 1, null))) as open
      from member m where m.id = ${memberId}::uuid`,
  );
  return row?.open === true;
}

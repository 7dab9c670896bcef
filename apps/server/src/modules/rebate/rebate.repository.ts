import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { queryRows } from '../../db/client.js';
import type { RebateAccrualStatus } from './rebate.tables.js';
import { rebateAccrual, rebateClaim, rebateClaimDay, rebatePolicy, rebateRate } from './rebate.tables.js';

type Executor = Database | Transaction;

export type RebateRateRow = typeof rebateRate.$inferSelect;
export type RebatePolicyRow = typeof rebatePolicy.$inferSelect;
export type RebateAccrualRow = typeof rebateAccrual.$inferSelect;
export type RebateClaimRow = typeof rebateClaim.$inferSelect;
export type NewRebateAccrual = typeof rebateAccrual.$inferInsert;

/** Every rate row of the brands, oldest first (a brand has one row per cell and change: a small table). */
export function listRates(db: Executor, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return Promise.resolve([] as RebateRateRow[]);
  return db
    .select()
    .from(rebateRate)
    .where(inArray(rebateRate.merchantId, [...merchantIds]))
    .orderBy(asc(rebateRate.effectiveFrom));
}

export async function insertRates(db: Executor, rows: (typeof rebateRate.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(rebateRate).values(rows).onConflictDoNothing();
}

export async function findPolicy(db: Executor, merchantId: string) {
  const [row] = await db.select().from(rebatePolicy).where(eq(rebatePolicy.merchantId, merchantId));
  return row ?? null;
}

export async function savePolicy(db: Executor, row: typeof rebatePolicy.$inferInsert) {
  await db
    .insert(rebatePolicy)
    .values(row)
    .onConflictDoUpdate({
      target: rebatePolicy.merchantId,
      set: {
        minClaimMinor: row.minClaimMinor,
        dailyCaps: row.dailyCaps,
        updatedAt: row.updatedAt ?? sql`now()`,
        updatedBy: row.updatedBy ?? null,
      },
    });
}

/** The brands' time zones, to date each accrual in its brand's day. */
export async function timeZonesOf(db: Executor, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; time_zone: string }>(
    db,
    sql`select id, time_zone from merchant where id in (${sql.join(
      merchantIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, row.time_zone]));
}

/** The members' VIP levels (`member.vip_level`), which key the rates and caps. */
export async function vipLevelsOf(db: Executor, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, number>();
  const rows = await queryRows<{ id: string; vip_level: number }>(
    db,
    sql`select id, vip_level from member where id in (${sql.join(
      memberIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.vip_level)]));
}

/**
 * The bonus-funded stake of seamless rounds (`game_round.bonus_stake_minor`, decision 0077), by the stream's bet key
 * (`vendor:round:member`). Transfer-wallet vendors and the lottery are cash only, so absent keys fund nothing.
 */
export async function bonusStakesOf(db: Executor, rounds: readonly { merchantId: string; betKey: string }[]) {
  const found = new Map<string, bigint>();
  const keys = rounds
    .map((round) => {
      const first = round.betKey.indexOf(':');
      const last = round.betKey.lastIndexOf(':');
      if (first <= 0 || last <= first) return null;
      return {
        merchantId: round.merchantId,
        vendor: round.betKey.slice(0, first),
        roundId: round.betKey.slice(first + 1, last),
        memberId: round.betKey.slice(last + 1),
      };
    })
    .filter((key) => key !== null);
  if (keys.length === 0) return found;
  const rows = await queryRows<{
    merchant_id: string;
    vendor_code: string;
    round_id: string;
    member_id: string;
    bonus_stake_minor: string;
  }>(
    db,
    sql`select merchant_id, vendor_code, round_id, member_id, bonus_stake_minor from game_round
      where (merchant_id, vendor_code, round_id, member_id::text) in (${sql.join(
        keys.map((key) => sql`(${key.merchantId}::uuid, ${key.vendor}, ${key.roundId}, ${key.memberId})`),
        sql`, `,
      )}) and bonus_stake_minor > 0`,
  );
  for (const row of rows)
    found.set(`${row.vendor_code}:${row.round_id}:${row.member_id}`, BigInt(row.bonus_stake_minor));
  return found;
}

/** What each bet has accrued so far (eligible bet and amount), for the next event's delta. */
export async function accruedSoFar(db: Executor, bets: readonly { source: string; betKey: string }[]) {
  const found = new Map<string, { eligibleMinor: bigint; amountScaled: bigint }>();
  if (bets.length === 0) return found;
  const keys = [...new Set(bets.map((bet) => bet.betKey))];
  const rows = await db
    .select({
      source: rebateAccrual.source,
      betKey: rebateAccrual.betKey,
      eligibleMinor: sql<string>`sum(${rebateAccrual.eligibleMinor})`,
      amountScaled: sql<string>`sum(${rebateAccrual.amountScaled})`,
    })
    .from(rebateAccrual)
    .where(inArray(rebateAccrual.betKey, keys))
    .groupBy(rebateAccrual.source, rebateAccrual.betKey);
  for (const row of rows)
    found.set(`${row.source}|${row.betKey}`, {
      eligibleMinor: BigInt(row.eligibleMinor),
      amountScaled: BigInt(row.amountScaled),
    });
  return found;
}

/** Writes accruals; an event already accrued (its source, bet key and number) is skipped. */
export async function insertAccruals(db: Executor, rows: NewRebateAccrual[]) {
  if (rows.length === 0) return;
  await db.insert(rebateAccrual).values(rows).onConflictDoNothing();
}

/** The member's open accruals, oldest first; `lock` takes them for a claim (the caller holds the wallet's lock). */
export function listOpenAccruals(db: Executor, memberId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(rebateAccrual)
    .where(and(eq(rebateAccrual.memberId, memberId), eq(rebateAccrual.status, 'open')))
    .orderBy(asc(rebateAccrual.id));
  return options.lock ? query.for('update') : query;
}

export async function closeAccruals(
  db: Executor,
  input: { ids: readonly bigint[]; status: Exclude<RebateAccrualStatus, 'open'>; claimId: string },
) {
  if (input.ids.length === 0) return;
  await db
    .update(rebateAccrual)
    .set({ status: input.status, claimId: input.claimId })
    .where(and(inArray(rebateAccrual.id, [...input.ids]), eq(rebateAccrual.status, 'open')));
}

/** What the member's claims paid on each of the days, scaled. */
export async function paidByDay(db: Executor, memberId: string, days: readonly string[]) {
  const found = new Map<string, bigint>();
  if (days.length === 0) return found;
  const rows = await db
    .select({ bizDate: rebateClaimDay.bizDate, paid: sql<string>`sum(${rebateClaimDay.paidScaled})` })
    .from(rebateClaimDay)
    .where(and(eq(rebateClaimDay.memberId, memberId), inArray(rebateClaimDay.bizDate, [...days])))
    .groupBy(rebateClaimDay.bizDate);
  for (const row of rows) found.set(row.bizDate, BigInt(row.paid));
  return found;
}

export async function insertClaim(
  db: Executor,
  claim: typeof rebateClaim.$inferInsert,
  days: readonly { bizDate: string; paidScaled: bigint }[],
) {
  await db.insert(rebateClaim).values(claim);
  const paid = days.filter((day) => day.paidScaled > 0n);
  if (paid.length > 0)
    await db
      .insert(rebateClaimDay)
      .values(paid.map((day) => ({ claimId: claim.id, memberId: claim.memberId, ...day })));
}

export async function findClaimByKey(db: Executor, memberId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(rebateClaim)
    .where(and(eq(rebateClaim.memberId, memberId), eq(rebateClaim.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function listMemberClaims(db: Executor, memberId: string, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(rebateClaim)
      .where(eq(rebateClaim.memberId, memberId))
      .orderBy(desc(rebateClaim.claimedAt), desc(rebateClaim.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rebateClaim)
      .where(eq(rebateClaim.memberId, memberId)),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** A brand's claims between two instants, newest first, with the member's name, and their sums. */
export async function listBrandClaims(
  db: Executor,
  input: { merchantId: string; from: Date; to: Date; offset: number; limit: number },
) {
  const where = and(
    eq(rebateClaim.merchantId, input.merchantId),
    gte(rebateClaim.claimedAt, input.from),
    lt(rebateClaim.claimedAt, input.to),
  );
  const rows = await queryRows<RebateClaimRowWithName>(
    db,
    sql`select c.id, c.amount_minor, c.capped_scaled, c.lines, c.claimed_at, m.username
      from rebate_claim c join member m on m.id = c.member_id
      where c.merchant_id = ${input.merchantId}::uuid and c.claimed_at >= ${input.from.toISOString()}::timestamptz
        and c.claimed_at < ${input.to.toISOString()}::timestamptz
      order by c.claimed_at desc, c.id desc limit ${input.limit} offset ${input.offset}`,
  );
  const [totals] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${rebateClaim.amountMinor}), 0)` })
    .from(rebateClaim)
    .where(where);
  const lines = await queryRows<{ category: string; amount_minor: string }>(
    db,
    sql`select line->>'category' as category, sum((line->>'amountMinor')::bigint) as amount_minor
      from rebate_claim c, jsonb_array_elements(c.lines) line
      where c.merchant_id = ${input.merchantId}::uuid and c.claimed_at >= ${input.from.toISOString()}::timestamptz
        and c.claimed_at < ${input.to.toISOString()}::timestamptz
      group by 1`,
  );
  return {
    rows,
    total: Number(totals?.count ?? 0),
    amountMinor: BigInt(totals?.amount ?? 0),
    lines: lines.map((line) => ({ category: line.category, amountMinor: BigInt(line.amount_minor) })),
  };
}

export type RebateClaimRowWithName = {
  id: string;
  amount_minor: string;
  capped_scaled: string;
  lines: { category: string; amountMinor: string }[];
  claimed_at: Date | string;
  username: string;
};

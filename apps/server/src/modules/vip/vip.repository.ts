import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { VipFigures } from './vip.service.js';
import { localDayOf, maxRollingDays, shiftDay } from './vip.service.js';
import type { VipChangeKind, VipGiftKind } from './vip.tables.js';
import { vipGift, vipLevel, vipLevelChange, vipMember, vipPolicy } from './vip.tables.js';

type Executor = Database | Transaction;

export type VipLevelRow = typeof vipLevel.$inferSelect;
export type VipPolicyRow = typeof vipPolicy.$inferSelect;
export type VipMemberRow = typeof vipMember.$inferSelect;
export type VipGiftRow = typeof vipGift.$inferSelect;
export type VipChangeRow = typeof vipLevelChange.$inferSelect;

export const defaultVipPolicy = { relegationEnabled: true, protectionDays: 90, giftClaimDays: 30 } as const;

/** A brand's ladder, level 0 first; empty when the brand has none (no VIP page). */
export function listLadder(db: Executor, merchantId: string) {
  return db.select().from(vipLevel).where(eq(vipLevel.merchantId, merchantId)).orderBy(asc(vipLevel.ordinal));
}

/** Replaces the whole ladder (saved as one set). */
export async function replaceLadder(
  db: Executor,
  merchantId: string,
  levels: readonly Omit<typeof vipLevel.$inferInsert, 'merchantId'>[],
) {
  await db.delete(vipLevel).where(eq(vipLevel.merchantId, merchantId));
  if (levels.length > 0) await db.insert(vipLevel).values(levels.map((level) => ({ ...level, merchantId })));
}

export async function findVipPolicy(db: Executor, merchantId: string): Promise<Omit<VipPolicyRow, 'updatedAt'>> {
  const [row] = await db.select().from(vipPolicy).where(eq(vipPolicy.merchantId, merchantId));
  return row ?? { merchantId, ...defaultVipPolicy, updatedBy: null };
}

export async function saveVipPolicy(db: Executor, row: typeof vipPolicy.$inferInsert) {
  await db
    .insert(vipPolicy)
    .values(row)
    .onConflictDoUpdate({
      target: vipPolicy.merchantId,
      set: {
        relegationEnabled: row.relegationEnabled,
        protectionDays: row.protectionDays,
        giftClaimDays: row.giftClaimDays,
        updatedAt: row.updatedAt ?? sql`now()`,
        updatedBy: row.updatedBy ?? null,
      },
    });
}

export async function brandTimeZones(db: Executor, merchantIds: readonly string[]) {
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

/** What the ladder reads of a settled-bet event (the stream's `SettledBetEvent`). */
export type VipBetEvent = { merchantId: string; memberId: string; validBetMinor: bigint; settledAt: Date };

type MetricDelta = { merchantId: string; memberId: string; day: string; validBetMinor: bigint; depositMinor: bigint };

/**
 * Adds figures to the members' days and lifetime counters and marks them for evaluation, one statement each. A
 * member's row starts at the level `member.vip_level` holds.
 */
async function addMetrics(db: Executor, deltas: readonly MetricDelta[]) {
  if (deltas.length === 0) return;
  const batch = JSON.stringify(
    deltas.map((delta) => ({
      merchant_id: delta.merchantId,
      member_id: delta.memberId,
      day: delta.day,
      valid_bet: delta.validBetMinor.toString(),
      deposit: delta.depositMinor.toString(),
    })),
  );
  await db.execute(
    sql`insert into vip_daily_metric as metric (member_id, day, merchant_id, valid_bet_minor, deposit_minor)
        select e.member_id, e.day, e.merchant_id, sum(e.valid_bet), sum(e.deposit)
        from jsonb_to_recordset(${batch}::jsonb) as e(merchant_id uuid, member_id uuid, day date, valid_bet bigint,
          deposit bigint)
        group by 1, 2, 3
        order by 1, 2
        on conflict (member_id, day) do update set
          valid_bet_minor = metric.valid_bet_minor + excluded.valid_bet_minor,
          deposit_minor = metric.deposit_minor + excluded.deposit_minor`,
  );
  await db.execute(
    sql`insert into vip_member as vip (member_id, merchant_id, level, lifetime_valid_bet_minor,
          lifetime_deposit_minor, pending)
        select m.id, m.merchant_id, m.vip_level, e.valid_bet, e.deposit, true
        from (select member_id, sum(valid_bet) as valid_bet, sum(deposit) as deposit
              from jsonb_to_recordset(${batch}::jsonb) as e(member_id uuid, valid_bet bigint, deposit bigint)
              group by 1) e
        join member m on m.id = e.member_id
        order by m.id
        on conflict (member_id) do update set
          lifetime_valid_bet_minor = vip.lifetime_valid_bet_minor + excluded.lifetime_valid_bet_minor,
          lifetime_deposit_minor = vip.lifetime_deposit_minor + excluded.lifetime_deposit_minor,
          pending = true`,
  );
}

/**
 * The `vip-ladder` consumer of the settled-bet stream: each event's valid-bet change counts on the brand-local day it
 * was recorded (a void takes back what its bet added). The stream hands each event once (V3).
 */
export async function countValidBets(db: Executor, events: readonly VipBetEvent[]): Promise<void> {
  const relevant = events.filter((event) => event.validBetMinor !== 0n);
  if (relevant.length === 0) return;
  const zones = await brandTimeZones(db, [...new Set(relevant.map((event) => event.merchantId))]);
  await addMetrics(
    db,
    relevant.map((event) => ({
      merchantId: event.merchantId,
      memberId: event.memberId,
      day: localDayOf(event.settledAt, zones.get(event.merchantId) ?? 'UTC'),
      validBetMinor: event.validBetMinor,
      depositMinor: 0n,
    })),
  );
}

/** A confirmed deposit counts for the ladder, in the confirming transaction (so it counts once, with the credit). */
export async function countDeposit(
  db: Executor,
  input: { merchantId: string; memberId: string; amountMinor: bigint; at: Date; timeZone: string },
): Promise<void> {
  await addMetrics(db, [
    {
      merchantId: input.merchantId,
      memberId: input.memberId,
      day: localDayOf(input.at, input.timeZone),
      validBetMinor: 0n,
      depositMinor: input.amountMinor,
    },
  ]);
}

/** Members whose figures moved since their last evaluation, oldest first by id (any order would do). */
export async function listPendingMembers(db: Executor, limit: number): Promise<string[]> {
  const rows = await queryRows<{ member_id: string }>(
    db,
    sql`select member_id from vip_member where pending limit ${limit}`,
  );
  return rows.map((row) => row.member_id);
}

/** Locks a member's ladder row (evaluation, relegation, a manual change of one member run one after the other). */
export async function lockVipMember(db: Executor, memberId: string): Promise<VipMemberRow | null> {
  const [row] = await db.select().from(vipMember).where(eq(vipMember.memberId, memberId)).for('update');
  return row ?? null;
}

export async function findVipMember(db: Executor, memberId: string): Promise<VipMemberRow | null> {
  const [row] = await db.select().from(vipMember).where(eq(vipMember.memberId, memberId));
  return row ?? null;
}

/** Creates the ladder row of a member without one (a manual change before any play), locked. */
export async function ensureVipMember(db: Executor, memberId: string): Promise<VipMemberRow | null> {
  await db.execute(
    sql`insert into vip_member (member_id, merchant_id, level)
        select id, merchant_id, vip_level from member where id = ${memberId}::uuid
        on conflict (member_id) do nothing`,
  );
  return lockVipMember(db, memberId);
}

/** The member's figures for rules whose windows end on `asOfDay`. */
export async function figuresOfMember(db: Executor, member: VipMemberRow, asOfDay: string): Promise<VipFigures> {
  const rows = await queryRows<{ day: string; valid_bet_minor: string; deposit_minor: string }>(
    db,
    sql`select day::text, valid_bet_minor::text, deposit_minor::text from vip_daily_metric
        where member_id = ${member.memberId}::uuid and day >= ${shiftDay(asOfDay, -maxRollingDays)}::date
          and day <= ${asOfDay}::date`,
  );
  return {
    lifetimeValidBetMinor: member.lifetimeValidBetMinor,
    lifetimeDepositMinor: member.lifetimeDepositMinor,
    days: rows.map((row) => ({
      day: row.day,
      validBetMinor: BigInt(row.valid_bet_minor),
      depositMinor: BigInt(row.deposit_minor),
    })),
  };
}

export async function clearPending(db: Executor, memberId: string) {
  await db.update(vipMember).set({ pending: false }).where(eq(vipMember.memberId, memberId));
}

/**
 * Moves a member to `level`, records the change (V1) and mirrors it on `member.vip_level`, which rebates and offers
 * read. A rise restarts the protection period.
 */
export async function changeLevel(
  db: Executor,
  input: {
    merchantId: string;
    memberId: string;
    fromLevel: number;
    toLevel: number;
    kind: VipChangeKind;
    metrics: Record<string, string>;
    reason?: string | null;
    actor?: string | null;
    at: Date;
  },
): Promise<string> {
  await db
    .update(vipMember)
    .set({
      level: input.toLevel,
      changedAt: input.at,
      ...(input.toLevel > input.fromLevel ? { raisedAt: input.at } : {}),
    })
    .where(eq(vipMember.memberId, input.memberId));
  await db.execute(sql`update member set vip_level = ${input.toLevel} where id = ${input.memberId}::uuid`);
  const [row] = await db
    .insert(vipLevelChange)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      fromLevel: input.fromLevel,
      toLevel: input.toLevel,
      kind: input.kind,
      metrics: input.metrics,
      reason: input.reason ?? null,
      actor: input.actor ?? null,
      at: input.at,
    })
    .returning({ id: vipLevelChange.id });
  return row!.id;
}

/** Creates a gift unless the member already has one of that kind, level and period (V2): answers whether it did. */
export async function insertGift(
  db: Executor,
  input: {
    merchantId: string;
    memberId: string;
    kind: VipGiftKind;
    level: number;
    periodKey: string;
    amountMinor: bigint;
    turnoverMultiple: number;
    claimableUntil: Date;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(vipGift)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      kind: input.kind,
      level: input.level,
      periodKey: input.periodKey,
      amountMinor: input.amountMinor,
      turnoverMultiple: input.turnoverMultiple,
      state: 'claimable',
      claimableUntil: input.claimableUntil,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: [vipGift.memberId, vipGift.kind, vipGift.level, vipGift.periodKey] })
    .returning({ id: vipGift.id });
  return rows.length > 0;
}

/** The member's gifts, newest first. */
export function listMemberGifts(db: Executor, memberId: string, limit = 100) {
  return db
    .select()
    .from(vipGift)
    .where(eq(vipGift.memberId, memberId))
    .orderBy(desc(vipGift.createdAt), desc(vipGift.level))
    .limit(limit);
}

export async function findGiftByRequestKey(db: Executor, memberId: string, requestKey: string) {
  const [row] = await db
    .select()
    .from(vipGift)
    .where(and(eq(vipGift.memberId, memberId), eq(vipGift.requestKey, requestKey)));
  return row ?? null;
}

export async function lockGift(db: Executor, memberId: string, giftId: string) {
  const [row] = await db
    .select()
    .from(vipGift)
    .where(and(eq(vipGift.memberId, memberId), eq(vipGift.id, giftId)))
    .for('update');
  return row ?? null;
}

export async function markGiftClaimed(
  db: Executor,
  input: { giftId: string; grantId: string; requestKey: string; at: Date },
) {
  const [row] = await db
    .update(vipGift)
    .set({ state: 'claimed', grantId: input.grantId, requestKey: input.requestKey, claimedAt: input.at })
    .where(and(eq(vipGift.id, input.giftId), eq(vipGift.state, 'claimable')))
    .returning();
  return row ?? null;
}

/** Closes gifts past their claim deadline; answers how many. */
export async function expireGifts(db: Executor, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update vip_gift set state = 'expired'
        where state = 'claimable' and claimable_until <= ${now.toISOString()}::timestamptz returning id`,
  );
  return rows.length;
}

/** A member's level changes, newest first. */
export function listMemberChanges(db: Executor, memberId: string, limit = 50) {
  return db
    .select()
    .from(vipLevelChange)
    .where(eq(vipLevelChange.memberId, memberId))
    .orderBy(desc(vipLevelChange.at))
    .limit(limit);
}

/** A brand's level changes with the members' usernames, newest first, optionally of one member (by username). */
export async function listBrandChanges(
  db: Executor,
  input: { merchantId: string; username: string | null; offset: number; limit: number },
) {
  const memberFilter = input.username === null ? sql`` : sql`and lower(m.username) = lower(${input.username})`;
  const [rows, totals] = await Promise.all([
    queryRows<{
      id: string;
      username: string;
      from_level: number;
      to_level: number;
      kind: VipChangeKind;
      metrics: Record<string, string>;
      reason: string | null;
      actor: string | null;
      at: string | Date;
    }>(
      db,
      sql`select c.id, m.username, c.from_level, c.to_level, c.kind, c.metrics, c.reason, c.actor, c.at
          from vip_level_change c join member m on m.id = c.member_id
          where c.merchant_id = ${input.merchantId}::uuid ${memberFilter}
          order by c.at desc, c.id limit ${input.limit} offset ${input.offset}`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from vip_level_change c join member m on m.id = c.member_id
          where c.merchant_id = ${input.merchantId}::uuid ${memberFilter}`,
    ),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** A brand's gifts with the members' usernames, newest first, and the totals per state. */
export async function listBrandGifts(db: Executor, input: { merchantId: string; offset: number; limit: number }) {
  const [rows, totals] = await Promise.all([
    queryRows<{
      id: string;
      username: string;
      kind: VipGiftKind;
      level: number;
      period_key: string;
      amount_minor: string;
      state: string;
      created_at: string | Date;
      claimed_at: string | Date | null;
    }>(
      db,
      sql`select g.id, m.username, g.kind, g.level, g.period_key, g.amount_minor::text, g.state, g.created_at,
            g.claimed_at
          from vip_gift g join member m on m.id = g.member_id
          where g.merchant_id = ${input.merchantId}::uuid
          order by g.created_at desc, g.id limit ${input.limit} offset ${input.offset}`,
    ),
    queryRows<{ state: string; count: string; amount: string }>(
      db,
      sql`select state, count(*)::text as count, coalesce(sum(amount_minor), 0)::text as amount
          from vip_gift where merchant_id = ${input.merchantId}::uuid group by state`,
    ),
  ]);
  return { rows, totals };
}

/** Brands with a ladder (the monthly run's brands). */
export async function listLadderBrands(db: Executor) {
  return queryRows<{ merchant_id: string; time_zone: string }>(
    db,
    sql`select distinct l.merchant_id, m.time_zone from vip_level l join merchant m on m.id = l.merchant_id`,
  );
}

/** Records the monthly run of a brand's month; false when a run already did it. */
export async function claimMonthlyRun(db: Executor, merchantId: string, periodKey: string, at: Date) {
  const rows = await queryRows<{ merchant_id: string }>(
    db,
    sql`insert into vip_monthly_run (merchant_id, period_key, relegated, gifts, ran_at)
        values (${merchantId}::uuid, ${periodKey}, 0, 0, ${at.toISOString()}::timestamptz)
        on conflict do nothing returning merchant_id`,
  );
  return rows.length > 0;
}

export async function finishMonthlyRun(
  db: Executor,
  input: { merchantId: string; periodKey: string; relegated: number; gifts: number },
) {
  await db.execute(
    sql`update vip_monthly_run set relegated = ${input.relegated}, gifts = ${input.gifts}
        where merchant_id = ${input.merchantId}::uuid and period_key = ${input.periodKey}`,
  );
}

/** The brand's members above level 0, with their deposits of the month (`YYYY-MM`), locked in id order. */
export async function lockRankedMembers(db: Executor, merchantId: string, month: string) {
  return queryRows<{ member_id: string; deposit_minor: string }>(
    db,
    sql`select v.member_id, coalesce((select sum(d.deposit_minor) from vip_daily_metric d
          where d.member_id = v.member_id and d.day >= ${`${month}-01`}::date
            and d.day < (${`${month}-01`}::date + interval '1 month')), 0)::text as deposit_minor
        from vip_member v where v.merchant_id = ${merchantId}::uuid and v.level > 0
        order by v.member_id for update of v`,
  );
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';
import type { PointsAccountKind, PointsTransferType, RedemptionStatus } from './points.tables.js';
import { mallItem, pointsConfig, pointsRedemption, pointsRule } from './points.tables.js';

type Executor = Database | Transaction;

export type PointsRuleRow = typeof pointsRule.$inferSelect;
export type PointsConfigRow = typeof pointsConfig.$inferSelect;
export type MallItemRow = typeof mallItem.$inferSelect;
export type RedemptionRow = typeof pointsRedemption.$inferSelect;

export const defaultPointsConfig = {
  expiryDays: 365,
  convertEnabled: false,
  convertPointsPerUnit: 100n,
  convertUnitMinor: 100n,
  convertMinPoints: 100n,
  convertStepPoints: 100n,
};

export type MemberPointsAccounts = { member: string; held: string; balance: bigint; heldBalance: bigint };

/** The id of a system points account of the brand, created on first use. */
export async function systemPointsAccount(db: Executor, merchantId: string, kind: PointsAccountKind): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into points_account (merchant_id, kind) values (${merchantId}::uuid, ${kind})
      on conflict (merchant_id, kind, member_id) do update set kind = excluded.kind returning id`,
  );
  if (!row) throw new Error('points account not created');
  return row.id;
}

/**
 * The member's two points accounts, created on first use and locked in a fixed order (spendable, then held): every
 * flow that moves a member's points starts here, so a member's moves run one after the other and never deadlock.
 */
export async function lockMemberPoints(tx: Executor, merchantId: string, memberId: string) {
  await tx.execute(
    sql`insert into points_account (merchant_id, kind, member_id, balance)
      values (${merchantId}::uuid, 'member', ${memberId}::uuid, 0), (${merchantId}::uuid, 'member_held', ${memberId}::uuid, 0)
      on conflict (merchant_id, kind, member_id) do nothing`,
  );
  const rows = await queryRows<{ id: string; kind: string; balance: string }>(
    tx,
    sql`select id, kind, balance::text from points_account
      where merchant_id = ${merchantId}::uuid and member_id = ${memberId}::uuid and kind in ('member', 'member_held')
      order by kind for update`,
  );
  const member = rows.find((row) => row.kind === 'member');
  const held = rows.find((row) => row.kind === 'member_held');
  if (!member || !held) throw new Error('points accounts missing');
  return {
    member: member.id,
    held: held.id,
    balance: BigInt(member.balance),
    heldBalance: BigInt(held.balance),
  } satisfies MemberPointsAccounts;
}

/** The member's balances without a lock (pages). */
export async function memberPointsBalances(db: Executor, memberId: string) {
  const rows = await queryRows<{ kind: string; balance: string }>(
    db,
    sql`select kind, balance::text from points_account where member_id = ${memberId}::uuid`,
  );
  return {
    balance: BigInt(rows.find((row) => row.kind === 'member')?.balance ?? '0'),
    held: BigInt(rows.find((row) => row.kind === 'member_held')?.balance ?? '0'),
  };
}

export type PointsMove = {
  merchantId: string;
  memberId: string;
  idempotencyKey: string;
  type: PointsTransferType;
  reference?: string;
  points: bigint;
  debitAccountId: string;
  creditAccountId: string;
  metadata?: Record<string, unknown>;
};

/**
 * Moves points between two accounts in the caller's transaction: a tracked side is updated with a guard (the debit
 * only while the balance covers it: POINTS_INSUFFICIENT), a system side only takes the transfer row. A key already
 * used answers the first move and moves nothing.
 */
export async function movePoints(tx: Executor, move: PointsMove): Promise<{ transferId: string; replayed: boolean }> {
  const [earlier] = await queryRows<{ id: string }>(
    tx,
    sql`select id from points_transfer where merchant_id = ${move.merchantId}::uuid
      and idempotency_key = ${move.idempotencyKey}`,
  );
  if (earlier) return { transferId: earlier.id, replayed: true };
  const [debit] = await queryRows<{ balance: string | null }>(
    tx,
    sql`update points_account set balance = case when balance is null then null else balance - ${move.points} end
      where id = ${move.debitAccountId}::uuid and (balance is null or balance >= ${move.points})
      returning balance::text`,
  );
  if (!debit) throw new DomainError('POINTS_INSUFFICIENT');
  const [credit] = await queryRows<{ balance: string | null }>(
    tx,
    sql`update points_account set balance = case when balance is null then null else balance + ${move.points} end
      where id = ${move.creditAccountId}::uuid returning balance::text`,
  );
  if (!credit) throw new Error('points credit account missing');
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into points_transfer (merchant_id, member_id, idempotency_key, type, reference, points, debit_account_id,
        credit_account_id, debit_balance_after, credit_balance_after, metadata)
      values (${move.merchantId}::uuid, ${move.memberId}::uuid, ${move.idempotencyKey}, ${move.type},
        ${move.reference ?? ''}, ${move.points}, ${move.debitAccountId}::uuid, ${move.creditAccountId}::uuid,
        ${debit.balance}::bigint, ${credit.balance}::bigint, ${JSON.stringify(move.metadata ?? {})}::jsonb)
      returning id`,
  );
  if (!row) throw new Error('points transfer not written');
  return { transferId: row.id, replayed: false };
}

export async function insertLot(
  tx: Executor,
  lot: { merchantId: string; memberId: string; earnedAt: Date; expiresAt: Date; points: bigint; transferId: string },
) {
  await tx.execute(
    sql`insert into points_lot (merchant_id, member_id, earned_at, expires_at, points, remaining, source_transfer_id)
      values (${lot.merchantId}::uuid, ${lot.memberId}::uuid, ${lot.earnedAt.toISOString()}::timestamptz,
        ${lot.expiresAt.toISOString()}::timestamptz, ${lot.points}, ${lot.points}, ${lot.transferId}::uuid)`,
  );
}

export type LotUse = { lotId: string; points: string };

/**
 * Takes `points` from the member's lots, those expiring first first, and answers what it took from each. Call it with
 * the member's points accounts locked and the balance already debited: Σ remaining equals that balance, so the lots
 * cover it.
 */
export async function takeFromLots(tx: Executor, memberId: string, points: bigint): Promise<LotUse[]> {
  const lots = await queryRows<{ id: string; remaining: string }>(
    tx,
    sql`select id, remaining::text from points_lot where member_id = ${memberId}::uuid and remaining > 0
      order by expires_at, earned_at, id for update`,
  );
  const uses: LotUse[] = [];
  let left = points;
  for (const lot of lots) {
    if (left === 0n) break;
    const remaining = BigInt(lot.remaining);
    const taken = remaining < left ? remaining : left;
    uses.push({ lotId: lot.id, points: taken.toString() });
    left -= taken;
  }
  if (left > 0n) throw new Error('points lots do not cover the balance');
  const batch = JSON.stringify(uses.map((use) => ({ id: use.lotId, taken: use.points })));
  await tx.execute(
    sql`update points_lot l set remaining = l.remaining - u.taken
      from jsonb_to_recordset(${batch}::jsonb) as u(id uuid, taken bigint) where l.id = u.id`,
  );
  return uses;
}

/** Gives lots back what a hold took from them (a rejected redemption). */
export async function restoreLots(tx: Executor, uses: readonly LotUse[]) {
  if (uses.length === 0) return;
  const batch = JSON.stringify(uses.map((use) => ({ id: use.lotId, taken: use.points })));
  await tx.execute(
    sql`update points_lot l set remaining = l.remaining + u.taken
      from jsonb_to_recordset(${batch}::jsonb) as u(id uuid, taken bigint) where l.id = u.id`,
  );
}

/** Lots past their end with points left, oldest first. */
export async function dueLots(db: Executor, now: Date, limit: number) {
  return queryRows<{ id: string; merchant_id: string; member_id: string }>(
    db,
    sql`select id, merchant_id, member_id from points_lot
      where remaining > 0 and expires_at <= ${now.toISOString()}::timestamptz order by expires_at limit ${limit}`,
  );
}

export async function lockLot(tx: Executor, lotId: string) {
  const [row] = await queryRows<{ remaining: string; expired: string; expires_at: Date | string }>(
    tx,
    sql`select remaining::text, expired::text, expires_at from points_lot where id = ${lotId}::uuid for update`,
  );
  return row
    ? { remaining: BigInt(row.remaining), expired: BigInt(row.expired), expiresAt: new Date(row.expires_at) }
    : null;
}

export async function markLotExpired(tx: Executor, lotId: string, points: bigint) {
  await tx.execute(
    sql`update points_lot set remaining = remaining - ${points}, expired = expired + ${points} where id = ${lotId}::uuid`,
  );
}

/** The member's lots with points left that end before `until`, by end. */
export async function expiringLots(db: Executor, memberId: string, until: Date) {
  const rows = await queryRows<{ expires_at: Date | string; remaining: string }>(
    db,
    sql`select expires_at, remaining::text from points_lot
      where member_id = ${memberId}::uuid and remaining > 0 and expires_at <= ${until.toISOString()}::timestamptz
      order by expires_at`,
  );
  return rows.map((row) => ({ expiresAt: new Date(row.expires_at), remaining: BigInt(row.remaining) }));
}

export async function pointsBetsOf(db: Executor, keys: readonly { source: string; betKey: string }[]) {
  if (keys.length === 0) return new Map<string, { points: bigint; shortfall: bigint }>();
  const batch = JSON.stringify(keys.map((key) => ({ source: key.source, bet_key: key.betKey })));
  const rows = await queryRows<{ source: string; bet_key: string; points: string; shortfall: string }>(
    db,
    sql`select b.source, b.bet_key, b.points::text, b.shortfall::text from points_bet b
      join jsonb_to_recordset(${batch}::jsonb) as k(source text, bet_key text)
        on k.source = b.source and k.bet_key = b.bet_key`,
  );
  return new Map(
    rows.map((row) => [
      `${row.source}|${row.bet_key}`,
      { points: BigInt(row.points), shortfall: BigInt(row.shortfall) },
    ]),
  );
}

export async function savePointsBet(
  tx: Executor,
  row: { source: string; betKey: string; memberId: string; points: bigint; shortfall: bigint },
) {
  await tx.execute(
    sql`insert into points_bet (source, bet_key, member_id, points, shortfall)
      values (${row.source}, ${row.betKey}, ${row.memberId}::uuid, ${row.points}, ${row.shortfall})
      on conflict (source, bet_key) do update set points = excluded.points, shortfall = excluded.shortfall`,
  );
}

export function listRules(db: Executor, merchantIds: readonly string[]) {
  if (merchantIds.length === 0) return Promise.resolve([] as PointsRuleRow[]);
  return db
    .select()
    .from(pointsRule)
    .where(
      sql`${pointsRule.merchantId} in (${sql.join(
        merchantIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(pointsRule.category));
}

export async function replaceRules(
  tx: Executor,
  merchantId: string,
  rules: readonly { category: string; ratioAmountMinor: bigint; ratioPoints: bigint }[],
) {
  await tx.delete(pointsRule).where(eq(pointsRule.merchantId, merchantId));
  if (rules.length > 0) await tx.insert(pointsRule).values(rules.map((rule) => ({ ...rule, merchantId })));
}

export async function findConfig(db: Executor, merchantId: string): Promise<PointsConfigRow | null> {
  const [row] = await db.select().from(pointsConfig).where(eq(pointsConfig.merchantId, merchantId));
  return row ?? null;
}

export async function configOf(db: Executor, merchantId: string) {
  return (await findConfig(db, merchantId)) ?? { merchantId, ...defaultPointsConfig, updatedAt: new Date(0) };
}

export async function saveConfig(tx: Executor, row: Omit<PointsConfigRow, 'updatedAt'>) {
  await tx
    .insert(pointsConfig)
    .values(row)
    .onConflictDoUpdate({ target: pointsConfig.merchantId, set: { ...row, updatedAt: sql`now()` } });
}

export async function listItems(db: Executor, merchantId: string, options: { activeOnly: boolean; type?: string }) {
  return db
    .select()
    .from(mallItem)
    .where(
      and(
        eq(mallItem.merchantId, merchantId),
        options.activeOnly ? eq(mallItem.active, true) : undefined,
        options.type ? eq(mallItem.type, options.type as MallItemRow['type']) : undefined,
      ),
    )
    .orderBy(asc(mallItem.sortOrder), asc(mallItem.createdAt));
}

export async function findItem(db: Executor, merchantId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(mallItem)
    .where(and(eq(mallItem.merchantId, merchantId), eq(mallItem.id, itemId)));
  return row ?? null;
}

export async function insertItem(tx: Executor, row: typeof mallItem.$inferInsert) {
  const [inserted] = await tx.insert(mallItem).values(row).returning();
  if (!inserted) throw new Error('mall item not written');
  return inserted;
}

export async function updateItem(
  tx: Executor,
  merchantId: string,
  itemId: string,
  row: Partial<typeof mallItem.$inferInsert>,
) {
  const [updated] = await tx
    .update(mallItem)
    .set({ ...row, updatedAt: sql`now()` })
    .where(and(eq(mallItem.merchantId, merchantId), eq(mallItem.id, itemId)))
    .returning();
  return updated ?? null;
}

/** Takes `quantity` from the item's stock only while it lasts: the row lock and the guard never oversell. */
export async function takeStock(tx: Executor, merchantId: string, itemId: string, quantity: number) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`update mall_item set stock_left = stock_left - ${quantity}
      where id = ${itemId}::uuid and merchant_id = ${merchantId}::uuid and active and stock_left >= ${quantity}
      returning id`,
  );
  return row !== undefined;
}

export async function returnStock(tx: Executor, itemId: string, quantity: number) {
  await tx.execute(sql`update mall_item set stock_left = stock_left + ${quantity} where id = ${itemId}::uuid`);
}

/** Redemptions of the item the member holds (in process or approved): what a per-member limit counts. */
export async function countHeldRedemptions(db: Executor, memberId: string, itemId: string) {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`select coalesce(sum(quantity), 0)::text as count from points_redemption
      where member_id = ${memberId}::uuid and item_id = ${itemId}::uuid and status <> 'rejected'`,
  );
  return Number(row?.count ?? '0');
}

export async function findRedemptionByKey(db: Executor, memberId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(pointsRedemption)
    .where(and(eq(pointsRedemption.memberId, memberId), eq(pointsRedemption.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function insertRedemption(tx: Executor, row: typeof pointsRedemption.$inferInsert) {
  const [inserted] = await tx.insert(pointsRedemption).values(row).returning();
  if (!inserted) throw new Error('redemption not written');
  return inserted;
}

export async function lockRedemption(tx: Executor, merchantId: string, redemptionId: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from points_redemption where id = ${redemptionId}::uuid and merchant_id = ${merchantId}::uuid
      for update`,
  );
  if (!row) return null;
  const [redemption] = await tx.select().from(pointsRedemption).where(eq(pointsRedemption.id, redemptionId));
  return redemption ?? null;
}

export async function decideRedemption(
  tx: Executor,
  input: { id: string; status: RedemptionStatus; reason: string; reviewedBy: string; at: Date },
) {
  const [row] = await tx
    .update(pointsRedemption)
    .set({ status: input.status, rejectReason: input.reason, reviewedBy: input.reviewedBy, reviewedAt: input.at })
    .where(and(eq(pointsRedemption.id, input.id), eq(pointsRedemption.status, 'in_process')))
    .returning();
  return row ?? null;
}

export async function listMemberRedemptions(db: Executor, memberId: string, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    queryRows<RedemptionRowText>(
      db,
      sql`select r.*, '' as username from points_redemption r where r.member_id = ${memberId}::uuid
        order by r.created_at desc, r.id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from points_redemption where member_id = ${memberId}::uuid`,
    ),
  ]);
  return { rows, total: Number(count?.total ?? '0') };
}

/** A redemption as raw SQL answers it (snake case), with the member's name for the console. */
export type RedemptionRowText = {
  id: string;
  merchant_id: string;
  member_id: string;
  item_type: MallItemRow['type'];
  item_name: Record<string, string>;
  quantity: number;
  points_total: string;
  credit_minor: string | null;
  status: RedemptionStatus;
  reject_reason: string;
  reviewed_by: string;
  created_at: Date | string;
  username: string;
};

export async function listBrandRedemptions(
  db: Executor,
  merchantId: string,
  filter: { status?: RedemptionStatus; offset: number; limit: number },
) {
  const status = filter.status ? sql`and r.status = ${filter.status}` : sql``;
  const [rows, [count]] = await Promise.all([
    queryRows<RedemptionRowText>(
      db,
      sql`select r.*, m.username from points_redemption r join member m on m.id = r.member_id
        where r.merchant_id = ${merchantId}::uuid ${status}
        order by r.created_at ${filter.status === 'in_process' ? sql`asc` : sql`desc`}, r.id
        limit ${filter.limit} offset ${filter.offset}`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from points_redemption r where r.merchant_id = ${merchantId}::uuid ${status}`,
    ),
  ]);
  return { rows, total: Number(count?.total ?? '0') };
}

export async function findBrandRedemption(db: Executor, redemptionId: string) {
  const [row] = await queryRows<RedemptionRowText>(
    db,
    sql`select r.*, m.username from points_redemption r join member m on m.id = r.member_id
      where r.id = ${redemptionId}::uuid`,
  );
  return row ?? null;
}

export async function findConversionByKey(db: Executor, memberId: string, idempotencyKey: string) {
  const [row] = await queryRows<{ id: string; points: string; amount_minor: string }>(
    db,
    sql`select id, points::text, amount_minor::text from points_conversion
      where member_id = ${memberId}::uuid and idempotency_key = ${idempotencyKey}`,
  );
  return row ? { id: row.id, points: BigInt(row.points), amountMinor: BigInt(row.amount_minor) } : null;
}

export async function insertConversion(
  tx: Executor,
  row: {
    id: string;
    merchantId: string;
    memberId: string;
    idempotencyKey: string;
    points: bigint;
    amountMinor: bigint;
    currency: string;
  },
) {
  await tx.execute(
    sql`insert into points_conversion (id, merchant_id, member_id, idempotency_key, points, amount_minor, currency)
      values (${row.id}::uuid, ${row.merchantId}::uuid, ${row.memberId}::uuid, ${row.idempotencyKey}, ${row.points},
        ${row.amountMinor}, ${row.currency})`,
  );
}

/** The member's points movements on the spendable account, newest first, signed from the member's side. */
export async function listMovements(db: Executor, memberId: string, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    queryRows<{ created_at: Date | string; type: PointsTransferType; points: string; balance_after: string }>(
      db,
      sql`select t.created_at, t.type,
          (case when t.credit_account_id = a.id then t.points else -t.points end)::text as points,
          (case when t.credit_account_id = a.id then t.credit_balance_after else t.debit_balance_after end)::text
            as balance_after
        from points_transfer t join points_account a on a.member_id = t.member_id and a.kind = 'member'
        where t.member_id = ${memberId}::uuid and a.id in (t.debit_account_id, t.credit_account_id)
        order by t.created_at desc, t.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from points_transfer t
        join points_account a on a.member_id = t.member_id and a.kind = 'member'
        where t.member_id = ${memberId}::uuid and a.id in (t.debit_account_id, t.credit_account_id)`,
    ),
  ]);
  return { rows, total: Number(count?.total ?? '0') };
}

/** The brand's points by movement type, what members hold, and the cash conversions paid. */
export async function brandPointsTotals(db: Executor, merchantId: string) {
  const [totals, balances, conversions] = await Promise.all([
    queryRows<{ type: PointsTransferType; points: string; count: string }>(
      db,
      sql`select type, sum(points)::text as points, count(*)::text as count from points_transfer
        where merchant_id = ${merchantId}::uuid group by type order by type`,
    ),
    queryRows<{ kind: string; balance: string }>(
      db,
      sql`select kind, coalesce(sum(balance), 0)::text as balance from points_account
        where merchant_id = ${merchantId}::uuid and kind in ('member', 'member_held') group by kind`,
    ),
    queryRows<{ amount: string }>(
      db,
      sql`select coalesce(sum(amount_minor), 0)::text as amount from points_conversion
        where merchant_id = ${merchantId}::uuid`,
    ),
  ]);
  return {
    totals: totals.map((row) => ({ type: row.type, points: BigInt(row.points), count: Number(row.count) })),
    balance: BigInt(balances.find((row) => row.kind === 'member')?.balance ?? '0'),
    held: BigInt(balances.find((row) => row.kind === 'member_held')?.balance ?? '0'),
    conversionMinor: BigInt(conversions[0]?.amount ?? '0'),
  };
}

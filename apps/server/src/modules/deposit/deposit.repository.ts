import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afterCursor, cursorKeyOf } from '../../db/keyset.js';
import type { KeysetCursor } from '../../db/keyset.js';
import { deposit, paymentChannel, paymentWebhookEvent } from './deposit.tables.js';
import type { DepositStatus } from './deposit.tables.js';

export type PaymentChannelRow = typeof paymentChannel.$inferSelect;
export type DepositRow = typeof deposit.$inferSelect;

export async function listEnabledChannels(db: Database, merchantId: string) {
  return db
    .select()
    .from(paymentChannel)
    .where(and(eq(paymentChannel.merchantId, merchantId), eq(paymentChannel.enabled, true)))
    .orderBy(asc(paymentChannel.sortOrder));
}

export async function findChannelByCode(db: Database, merchantId: string, code: string) {
  const [row] = await db
    .select()
    .from(paymentChannel)
    .where(and(eq(paymentChannel.merchantId, merchantId), eq(paymentChannel.code, code)))
    .limit(1);
  return row;
}

export async function findChannelById(db: Database, id: string) {
  const [row] = await db.select().from(paymentChannel).where(eq(paymentChannel.id, id)).limit(1);
  return row;
}

export async function insertChannelIfAbsent(db: Database, row: typeof paymentChannel.$inferInsert) {
  await db.insert(paymentChannel).values(row).onConflictDoNothing();
}

export async function insertDeposit(db: Database, row: typeof deposit.$inferInsert): Promise<DepositRow> {
  const [created] = await db.insert(deposit).values(row).returning();
  if (!created) throw new Error('deposit insert returned nothing');
  return created;
}

export async function findDeposit(db: Database, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(deposit)
    .where(and(eq(deposit.merchantId, merchantId), eq(deposit.id, id)))
    .limit(1);
  return row;
}

export async function findDepositByReference(db: Database, channelId: string, reference: string) {
  const [row] = await db
    .select()
    .from(deposit)
    .where(and(eq(deposit.channelId, channelId), eq(deposit.providerReference, reference)))
    .limit(1);
  return row;
}

/** Moves a deposit from one of `from` to `to`; answers the row only to the one request that moved it. */
export async function changeDepositStatus(
  db: Database,
  input: {
    id: string;
    from: DepositStatus[];
    to: DepositStatus;
    decidedBy?: string;
    reason?: string | null;
    now: Date;
  },
) {
  const [row] = await db
    .update(deposit)
    .set({ status: input.to, decidedBy: input.decidedBy ?? null, reason: input.reason ?? null, decidedAt: input.now })
    .where(and(eq(deposit.id, input.id), inArray(deposit.status, input.from)))
    .returning();
  return row;
}

export async function setDepositSlip(db: Database, id: string, slipPath: string) {
  await db.update(deposit).set({ slipPath }).where(eq(deposit.id, id));
}

export async function listDeposits(
  db: Database,
  input: { merchantId: string; memberId?: string; status?: DepositStatus; limit: number; offset: number },
) {
  const where = and(
    eq(deposit.merchantId, input.merchantId),
    input.memberId ? eq(deposit.memberId, input.memberId) : undefined,
    input.status ? eq(deposit.status, input.status) : undefined,
  );
  const rows = await db
    .select({ deposit, channelCode: paymentChannel.code, channelKind: paymentChannel.kind })
    .from(deposit)
    .innerJoin(paymentChannel, eq(paymentChannel.id, deposit.channelId))
    .where(where)
    .orderBy(desc(deposit.createdAt))
    .limit(input.limit)
    .offset(input.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(deposit)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The console queue's filters over deposits (decision 0036); the brand codes are already ids here. */
export type DepositQueueFilter = {
  status?: DepositStatus | undefined;
  /** Only these brands' deposits; null: every brand. */
  merchantIds: string[] | null;
  /** A prefix of the member's username, of the deposit's id (its order number) or of the provider's reference. */
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  minAmountMinor?: bigint | undefined;
  maxAmountMinor?: bigint | undefined;
  sort: 'createdAt' | 'amount';
  order?: 'asc' | 'desc' | undefined;
};

const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;
// The member's username is another module's column: read by name, as the player directory reads the ledger.
const memberUsername = sql<string>`(select m.username from member m where m.id = ${deposit.memberId})`;

function queueWhere(filter: DepositQueueFilter): SQL | undefined {
  const prefix = filter.search ? `${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    filter.status ? eq(deposit.status, filter.status) : undefined,
    filter.merchantIds === null ? undefined : inArray(deposit.merchantId, filter.merchantIds),
    prefix
      ? sql`(${deposit.id}::text like ${prefix} or lower(${deposit.providerReference}) like ${prefix}
          or exists (select 1 from member m where m.id = ${deposit.memberId} and lower(m.username) like ${prefix}))`
      : undefined,
    filter.from ? sql`${deposit.createdAt} >= ${instant(filter.from)}` : undefined,
    filter.to ? sql`${deposit.createdAt} < ${instant(filter.to)}` : undefined,
    filter.minAmountMinor === undefined ? undefined : sql`${deposit.amountMinor} >= ${filter.minAmountMinor}`,
    filter.maxAmountMinor === undefined ? undefined : sql`${deposit.amountMinor} <= ${filter.maxAmountMinor}`,
  );
}

function queueDirection(filter: DepositQueueFilter) {
  const oldestFirst = filter.status === 'pending_review' || filter.status === 'awaiting_payment';
  return filter.order ?? (oldestFirst ? 'asc' : 'desc');
}

const queueKey = (filter: DepositQueueFilter) => (filter.sort === 'amount' ? deposit.amountMinor : deposit.createdAt);

function queueOrder(filter: DepositQueueFilter) {
  const direction = queueDirection(filter) === 'asc' ? asc : desc;
  return [direction(queueKey(filter)), direction(deposit.id)];
}

/**
 * One page (or export batch) of the console's deposit queue, each with its channel and member's username. An export
 * passes `after` (the last row's `cursorKey` and id) instead of an offset.
 */
export async function listDepositQueueRows(
  db: Database,
  filter: DepositQueueFilter,
  limit: number,
  offset: number,
  after?: KeysetCursor | null,
) {
  const key = queueKey(filter);
  return db
    .select({
      deposit,
      channelCode: paymentChannel.code,
      channelKind: paymentChannel.kind,
      username: memberUsername,
      cursorKey: cursorKeyOf(key),
    })
    .from(deposit)
    .innerJoin(paymentChannel, eq(paymentChannel.id, deposit.channelId))
    .where(
      and(
        queueWhere(filter),
        afterCursor(
          key,
          filter.sort === 'amount' ? 'bigint' : 'timestamptz',
          deposit.id,
          queueDirection(filter),
          after,
        ),
      ),
    )
    .orderBy(...queueOrder(filter))
    .limit(limit)
    .offset(offset);
}

export async function countDepositQueue(db: Database, filter: DepositQueueFilter) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(deposit)
    .where(queueWhere(filter));
  return row?.total ?? 0;
}

/** A deposit by id alone (a bulk decision names only ids); the caller checks its brand. */
export async function findDepositById(db: Database, id: string) {
  const [row] = await db.select().from(deposit).where(eq(deposit.id, id)).limit(1);
  return row;
}

/** Keeps the callback; answers false when this event id was already received. */
export async function insertWebhookEvent(db: Database, row: typeof paymentWebhookEvent.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvent)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvent.id });
  return inserted.length === 1;
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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

/** Keeps the callback; answers false when this event id was already received. */
export async function insertWebhookEvent(db: Database, row: typeof paymentWebhookEvent.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvent)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvent.id });
  return inserted.length === 1;
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vendorRoundFeed, vendorTransfer } from './vendor-transfer.tables.js';
import type {
  VendorTransferDirection,
  VendorTransferResolver,
  VendorTransferRow,
  VendorTransferStatus,
} from './vendor-transfer.tables.js';

/** A player's wallet at one transfer-model vendor. */
export type VendorWallet = { merchantId: string; memberId: string; vendorCode: string; currency: string };

const ofWallet = (wallet: VendorWallet) =>
  and(
    eq(vendorTransfer.merchantId, wallet.merchantId),
    eq(vendorTransfer.memberId, wallet.memberId),
    eq(vendorTransfer.vendorCode, wallet.vendorCode),
    eq(vendorTransfer.currency, wallet.currency),
  );

export async function findTransferByKey(
  db: Database,
  merchantId: string,
  idempotencyKey: string,
): Promise<VendorTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorTransfer)
    .where(and(eq(vendorTransfer.merchantId, merchantId), eq(vendorTransfer.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findTransferById(db: Database, id: string): Promise<VendorTransferRow | undefined> {
  const [row] = await db.select().from(vendorTransfer).where(eq(vendorTransfer.id, id));
  return row;
}

export async function findPendingTransfer(db: Database, wallet: VendorWallet): Promise<VendorTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorTransfer)
    .where(and(ofWallet(wallet), eq(vendorTransfer.status, 'pending')));
  return row;
}

export async function insertPendingTransfer(
  db: Database,
  input: VendorWallet & {
    direction: VendorTransferDirection;
    amountMinor: bigint;
    idempotencyKey: string;
    /** The sweeper leaves it to its request until then. */
    sweepAfterMs: number;
  },
): Promise<VendorTransferRow> {
  const [row] = await db
    .insert(vendorTransfer)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      vendorCode: input.vendorCode,
      currency: input.currency,
      direction: input.direction,
      amountMinor: input.amountMinor,
      idempotencyKey: input.idempotencyKey,
      nextCheckAt: sql`now() + ${input.sweepAfterMs} * interval '1 millisecond'`,
    })
    .returning();
  if (!row) throw new Error('vendor_transfer insert returned no row');
  return row;
}

/** Moves a pending transfer to its end state; undefined when it was no longer pending (someone else resolved it). */
export async function resolveTransfer(
  db: Database,
  id: string,
  outcome: {
    status: Exclude<VendorTransferStatus, 'pending'>;
    failureCode: string | null;
    vendorBalanceMinor: bigint | null;
    resolvedBy: VendorTransferResolver;
  },
): Promise<VendorTransferRow | undefined> {
  const [row] = await db
    .update(vendorTransfer)
    .set({ ...outcome, resolvedAt: sql`now()` })
    .where(and(eq(vendorTransfer.id, id), eq(vendorTransfer.status, 'pending')))
    .returning();
  return row;
}

/**
 * Claims pending transfers that are due for a status question: each claim counts the question and moves the next
 * one later (doubling up to `maxRetryMs`), in one statement that skips rows another sweeper is claiming, so every
 * transfer is asked about by one sweeper at a time, whichever instance it runs on.
 */
export async function claimDueTransfers(
  db: Database,
  input: { limit: number; firstRetryMs: number; maxRetryMs: number },
): Promise<VendorTransferRow[]> {
  const due = db
    .select({ id: vendorTransfer.id })
    .from(vendorTransfer)
    .where(and(eq(vendorTransfer.status, 'pending'), sql`${vendorTransfer.nextCheckAt} <= now()`))
    .orderBy(asc(vendorTransfer.nextCheckAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(vendorTransfer)
    .set({
      statusChecks: sql`${vendorTransfer.statusChecks} + 1`,
      nextCheckAt: sql`now() + least(${input.firstRetryMs} * power(2, least(${vendorTransfer.statusChecks}, 30)), ${input.maxRetryMs}) * interval '1 millisecond'`,
    })
    .where(and(inArray(vendorTransfer.id, due), eq(vendorTransfer.status, 'pending')))
    .returning();
}

/** Marks a transfer the vendor has left without a definite answer for too long, for an operator; once. */
export async function flagTransfer(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(vendorTransfer)
    .set({ flaggedAt: sql`now()` })
    .where(and(eq(vendorTransfer.id, id), eq(vendorTransfer.status, 'pending'), isNull(vendorTransfer.flaggedAt)))
    .returning({ id: vendorTransfer.id });
  return rows.length > 0;
}

/** Whether the transfer has waited longer than `ageMs` since it was written (by the database's clock). */
export async function isOlderThan(db: Database, id: string, ageMs: number): Promise<boolean> {
  const [row] = await db
    .select({ old: sql<boolean>`${vendorTransfer.createdAt} < now() - ${ageMs} * interval '1 millisecond'` })
    .from(vendorTransfer)
    .where(eq(vendorTransfer.id, id));
  return row?.old === true;
}

/** Every vendor wallet that ever had a transfer (only those can hold money at the vendor), latest activity first. */
export async function listTransferWallets(db: Database, input: { limit: number }): Promise<VendorWallet[]> {
  return db
    .select({
      merchantId: vendorTransfer.merchantId,
      memberId: vendorTransfer.memberId,
      vendorCode: vendorTransfer.vendorCode,
      currency: vendorTransfer.currency,
    })
    .from(vendorTransfer)
    .groupBy(vendorTransfer.merchantId, vendorTransfer.memberId, vendorTransfer.vendorCode, vendorTransfer.currency)
    .orderBy(sql`max(${vendorTransfer.createdAt}) desc`)
    .limit(input.limit);
}

/** Where the platform stands in a vendor's round feed (0 before the first read). */
export async function readRoundFeedPosition(db: Database, vendorCode: string): Promise<number> {
  const [row] = await db
    .select({ position: vendorRoundFeed.position })
    .from(vendorRoundFeed)
    .where(eq(vendorRoundFeed.vendorCode, vendorCode));
  return row?.position ?? 0;
}

/** Moves the feed's position on; only ever forward, so a slower reader cannot take it back. */
export async function saveRoundFeedPosition(db: Database, vendorCode: string, position: number) {
  await db
    .insert(vendorRoundFeed)
    .values({ vendorCode, position })
    .onConflictDoUpdate({
      target: vendorRoundFeed.vendorCode,
      set: { position: sql`greatest(${vendorRoundFeed.position}, excluded.position)`, updatedAt: sql`now()` },
    });
}

import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ConfirmationStatus, WithdrawalStatus } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { afterCursor, cursorKeyOf } from '../../db/keyset.js';
import type { KeysetCursor } from '../../db/keyset.js';
import {
  bankAccount,
  paymentPasswordGuard,
  withdrawal,
  withdrawalDailyCount,
  withdrawalPolicy,
  withdrawalProof,
} from './withdrawal.tables.js';

export type WithdrawalPolicyRow = typeof withdrawalPolicy.$inferSelect;
export type BankAccountRow = typeof bankAccount.$inferSelect;
export type WithdrawalRow = typeof withdrawal.$inferSelect;
export type NewWithdrawalRow = typeof withdrawal.$inferInsert;
export type WithdrawalProofRow = typeof withdrawalProof.$inferSelect;
export type PaymentPasswordGuardRow = typeof paymentPasswordGuard.$inferSelect;

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

export async function findPolicy(db: Database, merchantId: string) {
  const [row] = await db.select().from(withdrawalPolicy).where(eq(withdrawalPolicy.merchantId, merchantId)).limit(1);
  return row;
}

export async function insertPolicyIfAbsent(db: Database, row: typeof withdrawalPolicy.$inferInsert) {
  await db.insert(withdrawalPolicy).values(row).onConflictDoNothing();
}

export async function listActiveBankAccounts(db: Database, memberId: string) {
  return db
    .select()
    .from(bankAccount)
    .where(and(eq(bankAccount.memberId, memberId), isNull(bankAccount.removedAt)))
    .orderBy(asc(bankAccount.createdAt), asc(bankAccount.id));
}

/** Inserts the account unless the member already has it bound; answers the row or nothing. */
export async function insertBankAccountIfNew(db: Database, row: typeof bankAccount.$inferInsert) {
  const [created] = await db.insert(bankAccount).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findActiveBankAccount(db: Database, memberId: string, id: string) {
  const [row] = await db
    .select()
    .from(bankAccount)
    .where(and(eq(bankAccount.id, id), eq(bankAccount.memberId, memberId), isNull(bankAccount.removedAt)))
    .limit(1);
  return row;
}

export async function markBankAccountRemoved(db: Database, memberId: string, id: string, now: Date) {
  const [row] = await db
    .update(bankAccount)
    .set({ removedAt: now })
    .where(and(eq(bankAccount.id, id), eq(bankAccount.memberId, memberId), isNull(bankAccount.removedAt)))
    .returning({ id: bankAccount.id });
  return row;
}

export async function findPaymentPasswordGuard(db: Database, memberId: string) {
  const [row] = await db
    .select()
    .from(paymentPasswordGuard)
    .where(eq(paymentPasswordGuard.memberId, memberId))
    .limit(1);
  return row;
}

/**
 * Takes one payment-password check before the password is checked, in one statement: refused (nothing
 * returned) while the member is locked, or while the failures and the checks still in flight reach the limit.
 * The failures restart when the window's first one is older than the window or an earlier lock has run out.
 * Simultaneous requests queue on the row, so no more than the limit are ever checked at once, and none of them
 * locks until it is settled as a failure.
 */
export async function takePaymentPasswordAttempt(
  db: Database,
  input: { memberId: string; now: Date; windowStart: Date; lockAfter: number; inFlightUntil: Date },
) {
  const restart = sql`(${paymentPasswordGuard.firstFailureAt} < ${timestamp(input.windowStart)} or ${paymentPasswordGuard.lockedUntil} <= ${timestamp(input.now)})`;
  const failures = sql`(case when ${restart} then 0 else ${paymentPasswordGuard.failures} end)`;
  const inFlight = sql`(case when ${paymentPasswordGuard.inFlightUntil} > ${timestamp(input.now)} then ${paymentPasswordGuard.inFlight} else 0 end)`;
  const [row] = await db
    .insert(paymentPasswordGuard)
    .values({
      memberId: input.memberId,
      failures: 0,
      firstFailureAt: input.now,
      inFlight: 1,
      inFlightUntil: input.inFlightUntil,
    })
    .onConflictDoUpdate({
      target: paymentPasswordGuard.memberId,
      set: {
        failures,
        firstFailureAt: sql`case when ${restart} then ${timestamp(input.now)} else ${paymentPasswordGuard.firstFailureAt} end`,
        lockedUntil: sql`case when ${restart} then null else ${paymentPasswordGuard.lockedUntil} end`,
        inFlight: sql`${inFlight} + 1`,
        inFlightUntil: input.inFlightUntil,
      },
      setWhere: sql`(${paymentPasswordGuard.lockedUntil} is null or ${paymentPasswordGuard.lockedUntil} <= ${timestamp(input.now)}) and ${failures} + ${inFlight} < ${input.lockAfter}`,
    })
    .returning();
  return row;
}

const settled = sql`greatest(${paymentPasswordGuard.inFlight} - 1, 0)`;

/** Settles a check as a wrong password: the failure that reaches the limit locks withdrawals until `lockUntil`. */
export async function recordPaymentPasswordFailure(
  db: Database,
  input: { memberId: string; lockAfter: number; lockUntil: Date },
) {
  const [row] = await db
    .update(paymentPasswordGuard)
    .set({
      failures: sql`${paymentPasswordGuard.failures} + 1`,
      inFlight: settled,
      lockedUntil: sql`case when ${paymentPasswordGuard.failures} + 1 >= ${input.lockAfter} then ${timestamp(input.lockUntil)} else ${paymentPasswordGuard.lockedUntil} end`,
    })
    .where(eq(paymentPasswordGuard.memberId, input.memberId))
    .returning();
  return row;
}

/**
 * Settles a check that was not a wrong password; a right one (`forgetFailuresAt`) also clears the failures and
 * opens a new window then.
 */
export async function settlePaymentPasswordAttempt(db: Database, memberId: string, forgetFailuresAt?: Date) {
  await db
    .update(paymentPasswordGuard)
    .set(
      forgetFailuresAt
        ? { inFlight: settled, failures: 0, lockedUntil: null, firstFailureAt: forgetFailuresAt }
        : { inFlight: settled },
    )
    .where(eq(paymentPasswordGuard.memberId, memberId));
}

/** Takes one of the day's request slots; answers the new count, or nothing when the limit is reached. */
export async function takeDailySlot(db: Database, memberId: string, day: string, limit: number) {
  const [row] = await db
    .insert(withdrawalDailyCount)
    .values({ memberId, day, count: 1 })
    .onConflictDoUpdate({
      target: [withdrawalDailyCount.memberId, withdrawalDailyCount.day],
      set: { count: sql`${withdrawalDailyCount.count} + 1` },
      setWhere: sql`${withdrawalDailyCount.count} < ${limit}`,
    })
    .returning({ count: withdrawalDailyCount.count });
  return row?.count;
}

export async function findDailyCount(db: Database, memberId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: withdrawalDailyCount.count })
    .from(withdrawalDailyCount)
    .where(and(eq(withdrawalDailyCount.memberId, memberId), eq(withdrawalDailyCount.day, day)))
    .limit(1);
  return row?.count ?? 0;
}

/** Inserts the withdrawal unless the member already used its idempotency key; answers the row or nothing. */
export async function insertWithdrawalIfNew(db: Database, row: NewWithdrawalRow) {
  const [created] = await db.insert(withdrawal).values(row).onConflictDoNothing().returning();
  return created;
}

export async function setHoldTransfer(db: Database, id: string, transferId: string) {
  const [row] = await db
    .update(withdrawal)
    .set({ holdTransferId: transferId })
    .where(eq(withdrawal.id, id))
    .returning();
  return row;
}

export async function findWithdrawalByIdempotencyKey(db: Database, memberId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(withdrawal)
    .where(and(eq(withdrawal.memberId, memberId), eq(withdrawal.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function findWithdrawal(db: Database, id: string, memberId?: string) {
  const [row] = await db
    .select()
    .from(withdrawal)
    .where(and(eq(withdrawal.id, id), memberId ? eq(withdrawal.memberId, memberId) : undefined))
    .limit(1);
  return row;
}

async function pageOf(db: Database, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const rows = await db
    .select()
    .from(withdrawal)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(withdrawal).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** A member's withdrawals, newest first. */
export async function listMemberWithdrawals(
  db: Database,
  input: { memberId: string; status?: WithdrawalStatus | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(withdrawal.memberId, input.memberId),
    input.status ? eq(withdrawal.status, input.status) : undefined,
  );
  return pageOf(db, where, [desc(withdrawal.createdAt), desc(withdrawal.id)], input.limit, input.offset);
}

/** The console queue's filters over withdrawals (decision 0036); the brand codes are already ids here. */
export type WithdrawalQueueFilter = {
  status: WithdrawalStatus;
  confirmation?: ConfirmationStatus | 'unconfirmed' | undefined;
  /** Only these brands' withdrawals; null: every brand. */
  merchantIds: string[] | null;
  /** A prefix of the member's username or of the withdrawal's id (its order number). */
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  minAmountMinor?: bigint | undefined;
  maxAmountMinor?: bigint | undefined;
  sort: 'createdAt' | 'amount';
  order?: 'asc' | 'desc' | undefined;
};

function queueWhere(filter: WithdrawalQueueFilter) {
  const confirmation =
    filter.confirmation === undefined
      ? undefined
      : filter.confirmation === 'unconfirmed'
        ? isNull(withdrawal.confirmationStatus)
        : eq(withdrawal.confirmationStatus, filter.confirmation);
  const brands = filter.merchantIds === null ? undefined : inArray(withdrawal.merchantId, filter.merchantIds);
  const prefix = filter.search ? `${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const search = prefix
    ? sql`(lower(${withdrawal.memberUsername}) like ${prefix} or ${withdrawal.id}::text like ${prefix})`
    : undefined;
  return and(
    eq(withdrawal.status, filter.status),
    confirmation,
    brands,
    search,
    filter.from ? sql`${withdrawal.createdAt} >= ${timestamp(filter.from)}` : undefined,
    filter.to ? sql`${withdrawal.createdAt} < ${timestamp(filter.to)}` : undefined,
    filter.minAmountMinor === undefined ? undefined : sql`${withdrawal.amountMinor} >= ${filter.minAmountMinor}`,
    filter.maxAmountMinor === undefined ? undefined : sql`${withdrawal.amountMinor} <= ${filter.maxAmountMinor}`,
  );
}

const queueDirection = (filter: WithdrawalQueueFilter) =>
  filter.order ?? (filter.status === 'pending' ? 'asc' : 'desc');
const queueKey = (filter: WithdrawalQueueFilter) =>
  filter.sort === 'amount' ? withdrawal.amountMinor : withdrawal.createdAt;

function queueOrder(filter: WithdrawalQueueFilter) {
  const direction = queueDirection(filter) === 'asc' ? asc : desc;
  return [direction(queueKey(filter)), direction(withdrawal.id)];
}

/** Withdrawals for the console's queue; a pending queue oldest first by default (who waited longest). */
export async function listWithdrawalsByStatus(
  db: Database,
  input: WithdrawalQueueFilter & { limit: number; offset: number },
) {
  return pageOf(db, queueWhere(input), queueOrder(input), input.limit, input.offset);
}

/** One batch of the queue's rows without the count, for an export: the rows after `after` (keyset, not offset). */
export async function listWithdrawalQueueRows(
  db: Database,
  input: WithdrawalQueueFilter & { limit: number; after: KeysetCursor | null },
) {
  const key = queueKey(input);
  return db
    .select({ row: withdrawal, cursorKey: cursorKeyOf(key) })
    .from(withdrawal)
    .where(
      and(
        queueWhere(input),
        afterCursor(
          key,
          input.sort === 'amount' ? 'bigint' : 'timestamptz',
          withdrawal.id,
          queueDirection(input),
          input.after,
        ),
      ),
    )
    .orderBy(...queueOrder(input))
    .limit(input.limit);
}

/**
 * Decides a pending withdrawal. Guarded by `status = 'pending'`, so of two operators deciding at once
 * exactly one gets the row back; the other gets nothing.
 */
export async function decidePendingWithdrawal(
  db: Database,
  id: string,
  change: Pick<
    NewWithdrawalRow,
    'status' | 'reviewedAt' | 'reviewedBy' | 'reviewedByOperatorId' | 'rejectReason' | 'confirmDeadline'
  >,
) {
  const [row] = await db
    .update(withdrawal)
    .set(change)
    .where(and(eq(withdrawal.id, id), eq(withdrawal.status, 'pending')))
    .returning();
  return row;
}

export async function setDecisionTransfer(db: Database, id: string, transferId: string) {
  const [row] = await db
    .update(withdrawal)
    .set({ decisionTransferId: transferId })
    .where(eq(withdrawal.id, id))
    .returning();
  return row;
}

/** Records the player's answer if the withdrawal is paid, unanswered and still within its deadline. */
export async function confirmPaidWithdrawal(
  db: Database,
  input: {
    id: string;
    memberId: string;
    now: Date;
    status: ConfirmationStatus;
    receivedAmountMinor: bigint;
    remark: string | null;
  },
) {
  const [row] = await db
    .update(withdrawal)
    .set({
      confirmationStatus: input.status,
      receivedAmountMinor: input.receivedAmountMinor,
      confirmationRemark: input.remark,
      confirmedAt: input.now,
      confirmedAutomatically: false,
    })
    .where(
      and(
        eq(withdrawal.id, input.id),
        eq(withdrawal.memberId, input.memberId),
        eq(withdrawal.status, 'paid'),
        isNull(withdrawal.confirmationStatus),
        gt(withdrawal.confirmDeadline, input.now),
      ),
    )
    .returning();
  return row;
}

/** Marks every paid, unanswered withdrawal past its deadline as received; answers how many. */
export async function confirmOverdueWithdrawals(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(withdrawal)
    .set({
      confirmationStatus: 'received',
      receivedAmountMinor: sql`${withdrawal.amountMinor}`,
      confirmedAutomatically: true,
      confirmedAt: now,
    })
    .where(
      and(eq(withdrawal.status, 'paid'), isNull(withdrawal.confirmationStatus), lte(withdrawal.confirmDeadline, now)),
    )
    .returning({ id: withdrawal.id });
  return rows.length;
}

export async function insertProofs(db: Database, rows: (typeof withdrawalProof.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(withdrawalProof).values(rows);
}

export async function listProofs(db: Database, withdrawalIds: string[]) {
  if (withdrawalIds.length === 0) return [];
  return db
    .select()
    .from(withdrawalProof)
    .where(inArray(withdrawalProof.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalProof.createdAt), asc(withdrawalProof.id));
}

export async function findProof(db: Database, withdrawalId: string, proofId: string) {
  const [row] = await db
    .select()
    .from(withdrawalProof)
    .where(and(eq(withdrawalProof.withdrawalId, withdrawalId), eq(withdrawalProof.id, proofId)))
    .limit(1);
  return row;
}

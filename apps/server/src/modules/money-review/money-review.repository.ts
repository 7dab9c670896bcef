import type { AdjustmentFilter, MoneyApprovalKind, MoneyApprovalStatus } from '@croupier/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { balanceAdjustment, moneyApproval, twoPersonThreshold } from './money-review.tables.js';

export type ApprovalRow = typeof moneyApproval.$inferSelect;
export type AdjustmentRow = typeof balanceAdjustment.$inferSelect;
export type ThresholdRow = typeof twoPersonThreshold.$inferSelect;

export async function findThresholds(db: Database, merchantId: string) {
  const [row] = await db.select().from(twoPersonThreshold).where(eq(twoPersonThreshold.merchantId, merchantId));
  return row;
}

export async function upsertThresholds(db: Database, row: typeof twoPersonThreshold.$inferInsert) {
  const [saved] = await db
    .insert(twoPersonThreshold)
    .values(row)
    .onConflictDoUpdate({
      target: twoPersonThreshold.merchantId,
      set: {
        withdrawalMinor: row.withdrawalMinor ?? null,
        depositMinor: row.depositMinor ?? null,
        adjustmentMinor: row.adjustmentMinor ?? null,
        updatedBy: row.updatedBy ?? null,
        updatedAt: row.updatedAt ?? new Date(),
      },
    })
    .returning();
  return saved;
}

/**
 * Holds a transaction-scoped lock on one money action (a withdrawal, a deposit, an adjustment) until commit, so
 * every decision on it (request, confirm, reject) runs one after the other and reads what the previous committed.
 */
export async function lockSubject(db: Database, kind: MoneyApprovalKind, subjectId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`money-review:${kind}:${subjectId}`}, 0))`);
}

export async function findPendingApproval(db: Database, kind: MoneyApprovalKind, subjectId: string) {
  const [row] = await db
    .select()
    .from(moneyApproval)
    .where(
      and(eq(moneyApproval.kind, kind), eq(moneyApproval.subjectId, subjectId), eq(moneyApproval.status, 'pending')),
    );
  return row;
}

export async function findApproval(db: Database, id: string) {
  const [row] = await db.select().from(moneyApproval).where(eq(moneyApproval.id, id));
  return row;
}

/** The newest approval of each subject (pending or decided), for the queues' rows. */
export async function listLatestApprovals(db: Database, subjectIds: string[]) {
  if (subjectIds.length === 0) return [];
  return db
    .selectDistinctOn([moneyApproval.subjectId])
    .from(moneyApproval)
    .where(inArray(moneyApproval.subjectId, subjectIds))
    .orderBy(moneyApproval.subjectId, desc(moneyApproval.requestedAt));
}

/** The new pending approval, or undefined when one is already pending for the subject. */
export async function insertApproval(db: Database, row: typeof moneyApproval.$inferInsert) {
  const [inserted] = await db.insert(moneyApproval).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Ends a pending approval; undefined when it was not pending any more. */
export async function decidePendingApproval(
  db: Database,
  id: string,
  decision: {
    status: Exclude<MoneyApprovalStatus, 'pending'>;
    decidedById: string | null;
    decidedBy: string;
    decidedAt: Date;
    reason: string | null;
  },
) {
  const [row] = await db
    .update(moneyApproval)
    .set({
      status: decision.status,
      decidedById: decision.decidedById,
      decidedBy: decision.decidedBy,
      decidedAt: decision.decidedAt,
      decisionReason: decision.reason,
    })
    .where(and(eq(moneyApproval.id, id), eq(moneyApproval.status, 'pending')))
    .returning();
  return row;
}

export async function listApprovals(
  db: Database,
  query: {
    status: MoneyApprovalStatus;
    kind?: MoneyApprovalKind | undefined;
    merchantIds: string[] | null;
    requestedBy?: { operatorId: string; mine: boolean } | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(moneyApproval.status, query.status),
    query.kind ? eq(moneyApproval.kind, query.kind) : undefined,
    query.merchantIds === null ? undefined : inArray(moneyApproval.merchantId, query.merchantIds),
    query.requestedBy
      ? query.requestedBy.mine
        ? eq(moneyApproval.requestedById, query.requestedBy.operatorId)
        : ne(moneyApproval.requestedById, query.requestedBy.operatorId)
      : undefined,
  );
  if (query.merchantIds !== null && query.merchantIds.length === 0) return { rows: [], total: 0 };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(moneyApproval)
      .where(where)
      .orderBy(desc(moneyApproval.requestedAt), desc(moneyApproval.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(moneyApproval).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The adjustment of this request key, new or (for a retried request) the one made before, with `created`. */
export async function insertAdjustmentOnce(db: Database, row: typeof balanceAdjustment.$inferInsert) {
  const [inserted] = await db.insert(balanceAdjustment).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(balanceAdjustment)
    .where(and(eq(balanceAdjustment.merchantId, row.merchantId), eq(balanceAdjustment.requestKey, row.requestKey)));
  if (!existing) throw new Error('balance adjustment vanished after a key conflict');
  return { row: existing, created: false };
}

export async function findAdjustment(db: Database, id: string) {
  const [row] = await db.select().from(balanceAdjustment).where(eq(balanceAdjustment.id, id));
  return row;
}

/** Ends a pending adjustment (posted with its transfer, or rejected); undefined when it was not pending. */
export async function decidePendingAdjustment(
  db: Database,
  id: string,
  decision: { status: 'posted' | 'rejected'; transferId: string | null; decidedBy: string; decidedAt: Date },
) {
  const [row] = await db
    .update(balanceAdjustment)
    .set(decision)
    .where(and(eq(balanceAdjustment.id, id), eq(balanceAdjustment.status, 'pending')))
    .returning();
  return row;
}

/** `%` and `_` in what the operator typed are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function adjustmentConditions(merchantId: string, filter: Omit<AdjustmentFilter, 'merchant'>): SQL | undefined {
  return and(
    eq(balanceAdjustment.merchantId, merchantId),
    filter.username ? sql`${balanceAdjustment.memberUsername} ilike ${`%${escapeLike(filter.username)}%`}` : undefined,
    filter.status ? eq(balanceAdjustment.status, filter.status) : undefined,
    filter.operator
      ? or(
          sql`lower(${balanceAdjustment.requestedBy}) = lower(${filter.operator})`,
          sql`lower(${balanceAdjustment.decidedBy}) = lower(${filter.operator})`,
        )
      : undefined,
    filter.from ? gte(balanceAdjustment.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(balanceAdjustment.createdAt, new Date(filter.to)) : undefined,
  );
}

export async function listAdjustments(
  db: Database,
  merchantId: string,
  filter: Omit<AdjustmentFilter, 'merchant'>,
  limit: number,
  offset: number,
) {
  const direction = filter.order === 'asc' ? asc : desc;
  const where = adjustmentConditions(merchantId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(balanceAdjustment)
      .where(where)
      .orderBy(direction(balanceAdjustment.createdAt), direction(balanceAdjustment.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(balanceAdjustment).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The next batch of an export after `after` (its time as the database holds it, with microseconds, and its id):
 * a cursor, so rows written during the export neither repeat nor push others out.
 */
export async function listAdjustmentsAfter(
  db: Database,
  merchantId: string,
  filter: Omit<AdjustmentFilter, 'merchant'>,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  const ascending = filter.order === 'asc';
  const direction = ascending ? asc : desc;
  const cursor = after
    ? ascending
      ? sql`(${balanceAdjustment.createdAt}, ${balanceAdjustment.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : sql`(${balanceAdjustment.createdAt}, ${balanceAdjustment.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ row: balanceAdjustment, cursorTime: sql<string>`${balanceAdjustment.createdAt}::text` })
    .from(balanceAdjustment)
    .where(and(adjustmentConditions(merchantId, filter), cursor))
    .orderBy(direction(balanceAdjustment.createdAt), direction(balanceAdjustment.id))
    .limit(limit);
}

export async function insertThresholdsIfAbsent(db: Database, row: typeof twoPersonThreshold.$inferInsert) {
  await db.insert(twoPersonThreshold).values(row).onConflictDoNothing();
}

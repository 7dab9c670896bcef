import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { jackpotPool, jackpotWin } from './jackpot.tables.js';

type Executor = Database | Transaction;

export type JackpotPoolRow = typeof jackpotPool.$inferSelect;
export type JackpotWinRow = typeof jackpotWin.$inferSelect;

export async function findPool(db: Executor, merchantId: string): Promise<JackpotPoolRow | null> {
  const [row] = await db.select().from(jackpotPool).where(eq(jackpotPool.merchantId, merchantId));
  return row ?? null;
}

/** The pool row, locked for the rest of the transaction: contributions and payouts of a pool take turns on it. */
export async function lockPool(db: Executor, merchantId: string): Promise<JackpotPoolRow | null> {
  const [row] = await db.select().from(jackpotPool).where(eq(jackpotPool.merchantId, merchantId)).for('update');
  return row ?? null;
}

/** The enabled pools of these brands, locked in id order (one contribution pass locks several). */
export async function lockEnabledPools(db: Executor, merchantIds: readonly string[]): Promise<JackpotPoolRow[]> {
  if (merchantIds.length === 0) return [];
  return db
    .select()
    .from(jackpotPool)
    .where(
      and(
        eq(jackpotPool.enabled, true),
        sql`${jackpotPool.merchantId} in (${sql.join(
          merchantIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(jackpotPool.id)
    .for('update');
}

export async function insertPool(db: Executor, row: typeof jackpotPool.$inferInsert): Promise<JackpotPoolRow> {
  const [inserted] = await db.insert(jackpotPool).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await lockPool(db, row.merchantId);
  if (!existing) throw new Error('jackpot pool vanished');
  return existing;
}

export async function updatePool(
  db: Executor,
  id: string,
  change: Partial<
    Pick<
      JackpotPoolRow,
      | 'enabled'
      | 'shareBasisPoints'
      | 'seedMinor'
      | 'oneIn'
      | 'accruedNumerator'
      | 'stakeTotalMinor'
      | 'contributedMinor'
      | 'seededMinor'
      | 'paidMinor'
      | 'wins'
    >
  >,
) {
  await db
    .update(jackpotPool)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(jackpotPool.id, id));
}

export async function findWin(db: Executor, vendorCode: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(jackpotWin)
    .where(and(eq(jackpotWin.vendorCode, vendorCode), eq(jackpotWin.transactionId, transactionId)));
  return row ?? null;
}

export async function insertWin(db: Executor, row: typeof jackpotWin.$inferInsert): Promise<JackpotWinRow> {
  const [inserted] = await db.insert(jackpotWin).values(row).returning();
  if (!inserted) throw new Error('jackpot win not written');
  return inserted;
}

export async function listWins(db: Executor, merchantId: string, page: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(jackpotWin)
      .where(eq(jackpotWin.merchantId, merchantId))
      .orderBy(desc(jackpotWin.createdAt), desc(jackpotWin.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jackpotWin)
      .where(eq(jackpotWin.merchantId, merchantId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The brand's latest jackpot wins since `since`, newest first: the winners board shows them with the game wins. */
export function listLatestWins(db: Executor, merchantId: string, since: Date, limit: number) {
  return db
    .select()
    .from(jackpotWin)
    .where(and(eq(jackpotWin.merchantId, merchantId), sql`${jackpotWin.createdAt} >= ${since.toISOString()}`))
    .orderBy(desc(jackpotWin.createdAt))
    .limit(limit);
}

/** A system account's balance: the sum of its entries (system accounts keep none on the row). */
export async function accountBalance(db: Executor, accountId: string): Promise<bigint> {
  const [row] = await queryRows<{ balance: string | null }>(
    db,
    sql`select coalesce(sum(case when credit_account_id = ${accountId}::uuid then amount_minor else -amount_minor end), 0)::text as balance
        from ledger_transfer
        where credit_account_id = ${accountId}::uuid or debit_account_id = ${accountId}::uuid`,
  );
  return BigInt(row?.balance ?? '0');
}

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { operatorRecoveryCode, operatorTwoFactor } from './two-factor.tables.js';

export async function findOperatorTwoFactor(db: Database, operatorId: string) {
  const [row] = await db.select().from(operatorTwoFactor).where(eq(operatorTwoFactor.operatorId, operatorId)).limit(1);
  return row;
}

/** Starts (or restarts) a pending enrolment; an enabled one is left alone and nothing is answered. */
export async function upsertPendingOperatorTwoFactor(
  db: Database,
  row: { operatorId: string; secret: string; createdAt: Date },
): Promise<boolean> {
  const written = await db
    .insert(operatorTwoFactor)
    .values({ ...row, enabledAt: null, lastUsedStep: null })
    .onConflictDoUpdate({
      target: operatorTwoFactor.operatorId,
      set: { secret: row.secret, createdAt: row.createdAt, lastUsedStep: null },
      setWhere: isNull(operatorTwoFactor.enabledAt),
    })
    .returning({ operatorId: operatorTwoFactor.operatorId });
  return written.length === 1;
}

export async function replaceOperatorStoredSecret(db: Database, operatorId: string, from: string, to: string) {
  await db
    .update(operatorTwoFactor)
    .set({ secret: to })
    .where(and(eq(operatorTwoFactor.operatorId, operatorId), eq(operatorTwoFactor.secret, from)));
}

/** Takes a code's time step if later than the last one taken, in one statement (see takeStep of members). */
export async function takeOperatorStep(db: Database, operatorId: string, step: number, pending: boolean) {
  const rows = await db
    .update(operatorTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(operatorTwoFactor.operatorId, operatorId),
        pending ? isNull(operatorTwoFactor.enabledAt) : sql`${operatorTwoFactor.enabledAt} is not null`,
        or(isNull(operatorTwoFactor.lastUsedStep), lt(operatorTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ operatorId: operatorTwoFactor.operatorId });
  return rows.length === 1;
}

export async function markOperatorEnabled(db: Database, operatorId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorTwoFactor)
    .set({ enabledAt: now })
    .where(and(eq(operatorTwoFactor.operatorId, operatorId), isNull(operatorTwoFactor.enabledAt)))
    .returning({ operatorId: operatorTwoFactor.operatorId });
  return rows.length === 1;
}

export async function deleteOperatorTwoFactor(db: Database, operatorId: string): Promise<boolean> {
  await db.delete(operatorRecoveryCode).where(eq(operatorRecoveryCode.operatorId, operatorId));
  const rows = await db
    .delete(operatorTwoFactor)
    .where(eq(operatorTwoFactor.operatorId, operatorId))
    .returning({ enabledAt: operatorTwoFactor.enabledAt });
  return rows.some((row) => row.enabledAt !== null);
}

export async function replaceOperatorRecoveryCodes(db: Database, operatorId: string, codeHashes: readonly string[]) {
  await db.delete(operatorRecoveryCode).where(eq(operatorRecoveryCode.operatorId, operatorId));
  await db.insert(operatorRecoveryCode).values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
}

export async function useOperatorRecoveryCode(db: Database, operatorId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(operatorRecoveryCode)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCode.operatorId, operatorId),
        eq(operatorRecoveryCode.codeHash, codeHash),
        isNull(operatorRecoveryCode.usedAt),
      ),
    )
    .returning({ operatorId: operatorRecoveryCode.operatorId });
  return rows.length === 1;
}

export async function countUnusedOperatorRecoveryCodes(db: Database, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(operatorRecoveryCode)
    .where(and(eq(operatorRecoveryCode.operatorId, operatorId), isNull(operatorRecoveryCode.usedAt)));
  return row?.count ?? 0;
}

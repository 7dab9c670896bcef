import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberTwoFactor, twoFactorChallenge, twoFactorRecoveryCode } from './two-factor.tables.js';

export type MemberTwoFactorRow = typeof memberTwoFactor.$inferSelect;

export async function findMemberTwoFactor(db: Database, memberId: string) {
  const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId)).limit(1);
  return row;
}

/** Starts (or restarts) a pending enrolment; an enabled one is left alone and nothing is answered. */
export async function upsertPendingTwoFactor(
  db: Database,
  row: { memberId: string; merchantId: string; secret: string; createdAt: Date },
): Promise<boolean> {
  const written = await db
    .insert(memberTwoFactor)
    .values({ ...row, enabledAt: null, lastUsedStep: null })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { secret: row.secret, createdAt: row.createdAt, lastUsedStep: null },
      setWhere: isNull(memberTwoFactor.enabledAt),
    })
    .returning({ memberId: memberTwoFactor.memberId });
  return written.length === 1;
}

/** Replaces a secret stored in plain text by its sealed form; a row changed meanwhile is left alone. */
export async function replaceStoredSecret(db: Database, memberId: string, from: string, to: string) {
  await db
    .update(memberTwoFactor)
    .set({ secret: to })
    .where(and(eq(memberTwoFactor.memberId, memberId), eq(memberTwoFactor.secret, from)));
}

/**
 * Takes a code's time step if it is later than the last one taken: one statement, so two requests with the same
 * code cannot both pass. `pending` says which state the row must be in (enrolment confirms a pending one).
 */
export async function takeStep(db: Database, memberId: string, step: number, pending: boolean): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(memberTwoFactor.memberId, memberId),
        pending ? isNull(memberTwoFactor.enabledAt) : sql`${memberTwoFactor.enabledAt} is not null`,
        or(isNull(memberTwoFactor.lastUsedStep), lt(memberTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

export async function markEnabled(db: Database, memberId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ enabledAt: now })
    .where(and(eq(memberTwoFactor.memberId, memberId), isNull(memberTwoFactor.enabledAt)))
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: Database, memberId: string): Promise<boolean> {
  await db.delete(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.memberId, memberId));
  await db.delete(twoFactorChallenge).where(eq(twoFactorChallenge.memberId, memberId));
  const rows = await db
    .delete(memberTwoFactor)
    .where(eq(memberTwoFactor.memberId, memberId))
    .returning({ enabledAt: memberTwoFactor.enabledAt });
  return rows.some((row) => row.enabledAt !== null);
}

export async function replaceRecoveryCodes(db: Database, memberId: string, codeHashes: readonly string[]) {
  await db.delete(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.memberId, memberId));
  await db.insert(twoFactorRecoveryCode).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
}

/** Uses a recovery code up; a second use (or a racing one) finds nothing. */
export async function useRecoveryCode(db: Database, memberId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCode)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCode.memberId, memberId),
        eq(twoFactorRecoveryCode.codeHash, codeHash),
        isNull(twoFactorRecoveryCode.usedAt),
      ),
    )
    .returning({ memberId: twoFactorRecoveryCode.memberId });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCode)
    .where(and(eq(twoFactorRecoveryCode.memberId, memberId), isNull(twoFactorRecoveryCode.usedAt)));
  return row?.count ?? 0;
}

export async function insertChallenge(db: Database, row: typeof twoFactorChallenge.$inferInsert) {
  await db.insert(twoFactorChallenge).values(row);
}

export async function findLiveChallenge(db: Database, merchantId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(twoFactorChallenge)
    .where(
      and(
        eq(twoFactorChallenge.tokenHash, tokenHash),
        eq(twoFactorChallenge.merchantId, merchantId),
        isNull(twoFactorChallenge.usedAt),
        gt(twoFactorChallenge.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function markChallengeUsed(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenge)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenge.tokenHash, tokenHash), isNull(twoFactorChallenge.usedAt)))
    .returning({ tokenHash: twoFactorChallenge.tokenHash });
  return rows.length === 1;
}

/** Deletes up to `limit` challenges that can no longer open a login: used, or past their expiry. */
export async function deleteSpentChallenges(db: Database, now: Date, limit: number): Promise<number> {
  const spent = or(isNotNull(twoFactorChallenge.usedAt), lt(twoFactorChallenge.expiresAt, now));
  const batch = db
    .select({ tokenHash: twoFactorChallenge.tokenHash })
    .from(twoFactorChallenge)
    .where(spent)
    .limit(limit);
  const rows = await db
    .delete(twoFactorChallenge)
    .where(and(inArray(twoFactorChallenge.tokenHash, batch), spent))
    .returning({ tokenHash: twoFactorChallenge.tokenHash });
  return rows.length;
}

/** Deletes up to `limit` enrolments started before `startedBefore` and never confirmed; an enabled factor stays. */
export async function deleteAbandonedEnrolments(db: Database, startedBefore: Date, limit: number): Promise<number> {
  const abandoned = and(isNull(memberTwoFactor.enabledAt), lt(memberTwoFactor.createdAt, startedBefore));
  const batch = db.select({ memberId: memberTwoFactor.memberId }).from(memberTwoFactor).where(abandoned).limit(limit);
  const rows = await db
    .delete(memberTwoFactor)
    .where(and(inArray(memberTwoFactor.memberId, batch), abandoned))
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length;
}

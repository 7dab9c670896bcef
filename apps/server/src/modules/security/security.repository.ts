import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { captchaChallenge, loginGuard, rateCounter } from './security.tables.js';

export type LoginGuardRow = typeof loginGuard.$inferSelect;

export async function insertCaptcha(
  db: Database,
  row: { id: string; merchantId: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchaChallenge).values(row);
}

/** Marks the captcha used if it is live and answers its hash; a second use finds nothing. */
export async function consumeCaptcha(db: Database, merchantId: string, id: string, now: Date) {
  const [row] = await db
    .update(captchaChallenge)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaChallenge.id, id),
        eq(captchaChallenge.merchantId, merchantId),
        isNull(captchaChallenge.usedAt),
        gt(captchaChallenge.expiresAt, now),
      ),
    )
    .returning({ answerHash: captchaChallenge.answerHash });
  return row?.answerHash;
}

export async function deleteExpiredCaptchas(db: Database, before: Date) {
  await db.delete(captchaChallenge).where(lt(captchaChallenge.expiresAt, before));
}

export async function findLoginGuards(db: Database, merchantId: string, subjects: string[]): Promise<LoginGuardRow[]> {
  if (subjects.length === 0) return [];
  return db
    .select()
    .from(loginGuard)
    .where(and(eq(loginGuard.merchantId, merchantId), inArray(loginGuard.subject, subjects)));
}

/**
 * One failure more for the subject, in one statement: the count restarts when the last failure is older
 * than the window, and the lock is set when the count reaches the limit.
 */
export async function recordLoginFailure(
  db: Database,
  input: {
    merchantId: string;
    subject: string;
    now: Date;
    windowStart: Date;
    lockAfter: number | null;
    lockUntil: Date;
  },
) {
  const lockAfter = input.lockAfter ?? 2_147_483_647;
  const windowStart = sql`${input.windowStart.toISOString()}::timestamptz`;
  const lockUntil = sql`${input.lockUntil.toISOString()}::timestamptz`;
  const failures = sql`case when ${loginGuard.updatedAt} < ${windowStart} then 1 else ${loginGuard.failures} + 1 end`;
  await db
    .insert(loginGuard)
    .values({
      merchantId: input.merchantId,
      subject: input.subject,
      failures: 1,
      captchaRequired: true,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [loginGuard.merchantId, loginGuard.subject],
      set: {
        failures,
        captchaRequired: true,
        lockedUntil: sql`case when ${failures} >= ${lockAfter} then ${lockUntil} else ${loginGuard.lockedUntil} end`,
        updatedAt: input.now,
      },
    });
}

export async function deleteLoginGuard(db: Database, merchantId: string, subject: string) {
  await db.delete(loginGuard).where(and(eq(loginGuard.merchantId, merchantId), eq(loginGuard.subject, subject)));
}

/** Adds one to the key's current window and answers the new count. */
export async function incrementCounter(db: Database, input: { key: string; windowStart: Date; expiresAt: Date }) {
  const [row] = await db
    .insert(rateCounter)
    .values({ ...input, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounter.key, rateCounter.windowStart],
      set: { count: sql`${rateCounter.count} + 1` },
    })
    .returning({ count: rateCounter.count });
  return row?.count ?? 1;
}

export async function deleteExpiredCounters(db: Database, now: Date) {
  await db.delete(rateCounter).where(lt(rateCounter.expiresAt, now));
}

/**
 * Starts a cooldown unless one is running: answers true when it started. One statement, so two racing
 * requests cannot both start it.
 */
export async function startCooldownRow(db: Database, key: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .insert(rateCounter)
    .values({ key, windowStart: new Date(0), count: 1, expiresAt: until })
    .onConflictDoUpdate({
      target: [rateCounter.key, rateCounter.windowStart],
      set: { count: sql`${rateCounter.count} + 1`, expiresAt: until },
      setWhere: sql`${rateCounter.expiresAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ count: rateCounter.count });
  return rows.length === 1;
}

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { attemptCounter, captchaChallenge, rateCounter } from './security.tables.js';

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

/** What an attempt counter allows; see `AttemptRule` in the service. Every field is resolved here. */
export type AttemptBounds = {
  now: Date;
  windowStart: Date;
  limit: number;
  lockUntil: Date;
  delayAfter: number;
  maxDelaySeconds: number;
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one attempt for the key in one statement, unless the key is blocked or at its limit; answers the
 * attempts now counted, or nothing when refused. The row is locked by the upsert, so simultaneous requests
 * queue on it and each sees the count the one before it left.
 */
export async function takeAttemptRow(db: Database, key: string, bounds: AttemptBounds): Promise<number | undefined> {
  const limit = sql`${bounds.limit}::int`;
  const restart = sql`(${attemptCounter.windowStartedAt} <= ${at(bounds.windowStart)} or (${attemptCounter.attempts} >= ${limit} and ${attemptCounter.blockedUntil} <= ${at(bounds.now)}))`;
  const attempts = sql`(case when ${restart} then 1 else ${attemptCounter.attempts} + 1 end)`;
  const blockedUntil = sql`case
    when ${attempts} >= ${limit} then ${at(bounds.lockUntil)}
    when ${attempts} >= ${sql`${bounds.delayAfter}::int`} then ${at(bounds.now)} + interval '1 second' * least(power(2, ${attempts} - ${sql`${bounds.delayAfter}::int`}), ${sql`${bounds.maxDelaySeconds}::int`})
    else null end`;
  const first = firstAttemptBlock(bounds);
  const rows = await db
    .insert(attemptCounter)
    .values({ key, attempts: 1, windowStartedAt: bounds.now, blockedUntil: first })
    .onConflictDoUpdate({
      target: attemptCounter.key,
      set: {
        attempts,
        windowStartedAt: sql`case when ${restart} then ${at(bounds.now)} else ${attemptCounter.windowStartedAt} end`,
        blockedUntil,
      },
      setWhere: sql`(${attemptCounter.blockedUntil} is null or ${attemptCounter.blockedUntil} <= ${at(bounds.now)}) and (${restart} or ${attemptCounter.attempts} < ${limit})`,
    })
    .returning({ attempts: attemptCounter.attempts });
  return rows[0]?.attempts;
}

function firstAttemptBlock(bounds: AttemptBounds): Date | null {
  if (bounds.limit <= 1) return bounds.lockUntil;
  if (bounds.delayAfter <= 1) return new Date(bounds.now.getTime() + 1000);
  return null;
}

export async function findAttemptRow(db: Database, key: string) {
  const [row] = await db.select().from(attemptCounter).where(eq(attemptCounter.key, key)).limit(1);
  return row;
}

/** Gives one attempt back (it was not a failure); a lock set by the limit lifts when the count falls below it. */
export async function releaseAttemptRow(db: Database, key: string, limit: number) {
  await db
    .update(attemptCounter)
    .set({
      attempts: sql`greatest(${attemptCounter.attempts} - 1, 0)`,
      blockedUntil: sql`case when ${attemptCounter.attempts} - 1 >= ${limit}::int then ${attemptCounter.blockedUntil} else null end`,
    })
    .where(eq(attemptCounter.key, key));
}

export async function deleteAttemptRow(db: Database, key: string) {
  await db.delete(attemptCounter).where(eq(attemptCounter.key, key));
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

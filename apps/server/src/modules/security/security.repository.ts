import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { attemptCounter, captchaChallenge, rateCounter } from './security.tables.js';

export async function insertCaptcha(
  db: Database,
  row: { id: string; merchantId: string; answerHash: string; proofKey: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchaChallenge).values(row);
}

/** Marks the captcha used if it is live and answers its secrets; a second use finds nothing. */
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
    .returning({ answerHash: captchaChallenge.answerHash, proofKey: captchaChallenge.proofKey });
  return row;
}

/** Deletes up to `limit` captchas that expired before `now`; answers how many. */
export async function deleteExpiredCaptchas(db: Database, now: Date, limit: number): Promise<number> {
  const expired = lt(captchaChallenge.expiresAt, now);
  const batch = db.select({ id: captchaChallenge.id }).from(captchaChallenge).where(expired).limit(limit);
  const rows = await db
    .delete(captchaChallenge)
    .where(and(inArray(captchaChallenge.id, batch), expired))
    .returning({ id: captchaChallenge.id });
  return rows.length;
}

/** What an attempt counter allows; see `AttemptRule` in the service. Every field is resolved here. */
export type AttemptBounds = {
  now: Date;
  windowStart: Date;
  limit: number;
  delayAfter: number;
  maxDelaySeconds: number;
  /** Until when the attempt taken now holds its place if it is never settled. */
  inFlightUntil: Date;
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one attempt for the key in one statement, unless the key is blocked or its failures and the attempts
 * still in flight already reach the limit; answers the failures counted and the attempts now in flight, or
 * nothing when refused. The row is locked by the upsert, so simultaneous requests queue on it and each sees the
 * count the one before it left: no more checks run than the limit allows, and none of them locks until it fails.
 */
export async function takeAttemptRow(db: Database, key: string, bounds: AttemptBounds) {
  const limit = sql`${bounds.limit}::int`;
  const delayAfter = sql`${bounds.delayAfter}::int`;
  const restart = sql`(${attemptCounter.windowStartedAt} <= ${at(bounds.windowStart)} or (${attemptCounter.attempts} >= ${limit} and ${attemptCounter.blockedUntil} <= ${at(bounds.now)}))`;
  const failures = sql`(case when ${restart} then 0 else ${attemptCounter.attempts} end)`;
  const inFlight = sql`(case when ${attemptCounter.inFlightUntil} > ${at(bounds.now)} then ${attemptCounter.inFlight} else 0 end)`;
  const taken = sql`(${failures} + ${inFlight} + 1)`;
  const rows = await db
    .insert(attemptCounter)
    .values({
      key,
      attempts: 0,
      inFlight: 1,
      inFlightUntil: bounds.inFlightUntil,
      windowStartedAt: bounds.now,
      blockedUntil: bounds.delayAfter <= 1 ? new Date(bounds.now.getTime() + 1000) : null,
    })
    .onConflictDoUpdate({
      target: attemptCounter.key,
      set: {
        attempts: failures,
        inFlight: sql`${inFlight} + 1`,
        inFlightUntil: bounds.inFlightUntil,
        windowStartedAt: sql`case when ${restart} then ${at(bounds.now)} else ${attemptCounter.windowStartedAt} end`,
        blockedUntil: sql`case when ${taken} >= ${delayAfter} then ${at(bounds.now)} + interval '1 second' * least(power(2, ${taken} - ${delayAfter}), ${sql`${bounds.maxDelaySeconds}::int`}) else null end`,
      },
      setWhere: sql`(${attemptCounter.blockedUntil} is null or ${attemptCounter.blockedUntil} <= ${at(bounds.now)}) and ${failures} + ${inFlight} < ${limit}`,
    })
    .returning({ failures: attemptCounter.attempts, inFlight: attemptCounter.inFlight });
  return rows[0];
}

export async function findAttemptRow(db: Database, key: string) {
  const [row] = await db.select().from(attemptCounter).where(eq(attemptCounter.key, key)).limit(1);
  return row;
}

const settled = sql`greatest(${attemptCounter.inFlight} - 1, 0)`;

/** Settles an attempt as a failure; the one that reaches the limit locks the key until `lockUntil`. */
export async function recordFailureRow(db: Database, key: string, limit: number, lockUntil: Date) {
  await db
    .update(attemptCounter)
    .set({
      attempts: sql`${attemptCounter.attempts} + 1`,
      inFlight: settled,
      blockedUntil: sql`case when ${attemptCounter.attempts} + 1 >= ${limit}::int then ${at(lockUntil)} else ${attemptCounter.blockedUntil} end`,
    })
    .where(eq(attemptCounter.key, key));
}

/** Settles an attempt that was not a failure; a delay it set lifts, a lock set by the limit stays. */
export async function releaseAttemptRow(db: Database, key: string, limit: number) {
  await db
    .update(attemptCounter)
    .set({
      inFlight: settled,
      blockedUntil: sql`case when ${attemptCounter.attempts} >= ${limit}::int then ${attemptCounter.blockedUntil} else null end`,
    })
    .where(eq(attemptCounter.key, key));
}

/**
 * Settles a successful attempt, forgets the key's failures and opens a new window now; attempts still in flight
 * keep their places.
 */
export async function clearFailuresRow(db: Database, key: string, now: Date) {
  await db
    .update(attemptCounter)
    .set({ attempts: 0, inFlight: settled, blockedUntil: null, windowStartedAt: now })
    .where(eq(attemptCounter.key, key));
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

/** Deletes up to `limit` fixed-window counters and cooldowns that ended before `now`; answers how many. */
export async function deleteExpiredCounters(db: Database, now: Date, limit: number): Promise<number> {
  const expired = lt(rateCounter.expiresAt, now);
  const batch = db
    .select({ key: rateCounter.key, windowStart: rateCounter.windowStart })
    .from(rateCounter)
    .where(expired)
    .limit(limit);
  const rows = await db
    .delete(rateCounter)
    .where(and(sql`(${rateCounter.key}, ${rateCounter.windowStart}) in (${batch})`, expired))
    .returning({ key: rateCounter.key });
  return rows.length;
}

/**
 * Deletes up to `limit` attempt counters that no longer hold anything: their window opened before `windowStart`,
 * no lock or delay runs and no attempt is in flight. The condition is repeated on the rows deleted, so a row an
 * attempt took meanwhile is kept (PostgreSQL checks it again on the row's new version).
 */
export async function deleteIdleAttemptRows(
  db: Database,
  input: { now: Date; windowStart: Date; limit: number },
): Promise<number> {
  const idle = and(
    lte(attemptCounter.windowStartedAt, input.windowStart),
    or(isNull(attemptCounter.blockedUntil), lte(attemptCounter.blockedUntil, input.now)),
    or(
      eq(attemptCounter.inFlight, 0),
      isNull(attemptCounter.inFlightUntil),
      lte(attemptCounter.inFlightUntil, input.now),
    ),
  );
  const batch = db.select({ key: attemptCounter.key }).from(attemptCounter).where(idle).limit(input.limit);
  const rows = await db
    .delete(attemptCounter)
    .where(and(inArray(attemptCounter.key, batch), idle))
    .returning({ key: attemptCounter.key });
  return rows.length;
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

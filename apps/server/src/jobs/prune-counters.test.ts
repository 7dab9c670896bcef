import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { attemptCounter, captchaChallenge, rateCounter } from '../modules/security/security.tables.js';
import { member } from '../modules/member/member.tables.js';
import { memberTwoFactor, twoFactorChallenge } from '../modules/two-factor/two-factor.tables.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { pruneCounters, pruneIntervalSeconds } from './prune-counters.js';

const now = new Date('2026-11-25T12:00:00Z');
const clock = fixedClock(now);
const ago = (seconds: number) => new Date(clock.now().getTime() - seconds * 1000);
const ahead = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);
let database: DatabaseHandle;
let merchantId = '';
beforeAll(async () => {
  const seeded = await createSeededTestDatabase(clock);
  database = seeded.database;
  merchantId = seeded.merchantIds.demo;
});
afterAll(async () => {
  await database.close();
});

const keys = async () => ({
  attempts: (await database.db.select({ key: attemptCounter.key }).from(attemptCounter)).map((row) => row.key).sort(),
  rates: (await database.db.select({ key: rateCounter.key }).from(rateCounter)).map((row) => row.key).sort(),
  captchas: (await database.db.select({ id: captchaChallenge.id }).from(captchaChallenge)).length,
});

describe('pruning the security counters', () => {
  it('deletes what no longer counts in batches, keeps what does, and leaves the rest for a later pass', async () => {
    const day = 86_400;
    await database.db.delete(attemptCounter);
    await database.db.delete(rateCounter);
    await database.db.delete(captchaChallenge);
    const attempt = (key: string, row: Partial<typeof attemptCounter.$inferInsert>) => ({
      key,
      attempts: 2,
      windowStartedAt: ago(day + 60),
      ...row,
    });
    await database.db
      .insert(attemptCounter)
      .values([
        ...Array.from({ length: 5 }, (_, index) => attempt(`old-${index}`, {})),
        attempt('old-lock-over', { blockedUntil: ago(10) }),
        attempt('old-in-flight-forgotten', { inFlight: 1, inFlightUntil: ago(5) }),
        attempt('live-window', { windowStartedAt: ago(600) }),
        attempt('still-locked', { blockedUntil: ahead(300) }),
        attempt('still-in-flight', { inFlight: 2, inFlightUntil: ahead(20) }),
      ]);
    await database.db.insert(rateCounter).values([
      ...Array.from({ length: 3 }, (_, index) => ({
        key: `ended-${index}`,
        windowStart: ago(7200),
        count: 4,
        expiresAt: ago(3600),
      })),
      { key: 'current', windowStart: ago(60), count: 1, expiresAt: ahead(3540) },
    ]);
    await database.db.insert(captchaChallenge).values([
      { id: randomUUID(), merchantId, answerHash: 'expired', expiresAt: ago(1) },
      { id: randomUUID(), merchantId, answerHash: 'live', expiresAt: ahead(100) },
    ]);

    const pruned = await pruneCounters({ db: database.db, clock, batchSize: 2 });
    expect(pruned).toEqual({
      captchas: 1,
      rateCounters: 3,
      attemptCounters: 7,
      twoFactorChallenges: 0,
      pendingEnrolments: 0,
      socialLoginAttempts: 0,
      socialLoginTickets: 0,
    });
    expect(await keys()).toEqual({
      attempts: ['live-window', 'still-in-flight', 'still-locked'],
      rates: ['current'],
      captchas: 1,
    });

    await database.db.insert(rateCounter).values({ key: 'ended-late', windowStart: ago(7200), expiresAt: ago(1) });
    // A pass at once takes the late window and nothing that still counts.
    expect(await pruneCounters({ db: database.db, clock, batchSize: 2 })).toEqual({
      captchas: 0,
      rateCounters: 1,
      attemptCounters: 0,
      twoFactorChallenges: 0,
      pendingEnrolments: 0,
      socialLoginAttempts: 0,
      socialLoginTickets: 0,
    });
    clock.set(ahead(pruneIntervalSeconds));
    // Ten minutes on, the late window, the captcha, the lock and the unsettled attempts have all run out.
    expect(await pruneCounters({ db: database.db, clock, batchSize: 2 })).toEqual({
      captchas: 1,
      rateCounters: 0,
      attemptCounters: 2,
      twoFactorChallenges: 0,
      pendingEnrolments: 0,
      socialLoginAttempts: 0,
      socialLoginTickets: 0,
    });
    expect((await keys()).attempts).toEqual(['live-window']);
  });

  it('deletes used and expired two-factor challenges and enrolments pending over a day, never a confirmed factor', async () => {
    clock.set(ahead(pruneIntervalSeconds));
    const members = await database.db
      .insert(member)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          merchantId,
          username: `prune${index}`,
          type: 1,
          nickname: `prune${index}`,
          passwordHash: 'not-a-login',
        })),
      )
      .returning({ id: member.id });
    const [abandoned, freshlyStarted, enabledLongAgo, enabledToday, challenged] = members.map((row) => row.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const factor = (memberId: string, createdAt: Date, enabledAt: Date | null) => ({
      memberId,
      merchantId,
      secret: 'stored',
      createdAt,
      enabledAt,
    });
    await database.db
      .insert(memberTwoFactor)
      .values([
        factor(abandoned, ago(86_400 + 60), null),
        factor(freshlyStarted, ago(86_400 - 60), null),
        factor(enabledLongAgo, ago(90 * 86_400), ago(89 * 86_400)),
        factor(enabledToday, ago(600), ago(540)),
      ]);
    const challenge = (tokenHash: string, row: Partial<typeof twoFactorChallenge.$inferInsert>) => ({
      tokenHash,
      merchantId,
      memberId: challenged,
      createdAt: ago(60),
      expiresAt: ahead(240),
      ...row,
    });
    await database.db
      .insert(twoFactorChallenge)
      .values([
        challenge('used-0', { usedAt: ago(30) }),
        challenge('used-1', { usedAt: ago(1) }),
        challenge('used-2', { usedAt: ago(1) }),
        challenge('expired', { createdAt: ago(400), expiresAt: ago(100) }),
        challenge('expired-unused-just-now', { createdAt: ago(301), expiresAt: ago(1) }),
        challenge('live', {}),
      ]);

    const pruned = await pruneCounters({ db: database.db, clock, batchSize: 2 });
    expect(pruned).toMatchObject({ twoFactorChallenges: 5, pendingEnrolments: 1 });
    const challenges = await database.db.select({ tokenHash: twoFactorChallenge.tokenHash }).from(twoFactorChallenge);
    expect(challenges.map((row) => row.tokenHash)).toEqual(['live']);
    const factors = await database.db.select({ memberId: memberTwoFactor.memberId }).from(memberTwoFactor);
    expect(factors.map((row) => row.memberId).sort()).toEqual([freshlyStarted, enabledLongAgo, enabledToday].sort());

    // A day on, the enrolment started just under a day ago has gone too; both confirmed factors stay.
    clock.set(ahead(86_400));
    expect(await pruneCounters({ db: database.db, clock, batchSize: 2 })).toMatchObject({
      twoFactorChallenges: 1,
      pendingEnrolments: 1,
    });
    const left = await database.db.select({ memberId: memberTwoFactor.memberId }).from(memberTwoFactor);
    expect(left.map((row) => row.memberId).sort()).toEqual([enabledLongAgo, enabledToday].sort());
  });
});

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!process.env.DATABASE_URL)('pruning across instances (PostgreSQL)', () => {
  it('ten passes overlapping (the job lock only makes that rare): every row goes once, none fails', async () => {
    clock.set(ahead(pruneIntervalSeconds));
    await database.db
      .insert(attemptCounter)
      .values(Array.from({ length: 30 }, (_, index) => ({ key: `racing-${index}`, windowStartedAt: ago(90_000) })));
    const passes = await Promise.all(
      Array.from({ length: 10 }, () => pruneCounters({ db: database.db, clock, batchSize: 7 })),
    );
    // A pass that met a batch emptied under it stops early; whatever it left goes at the next pass.
    const after = await pruneCounters({ db: database.db, clock, batchSize: 7 });
    const total = [...passes, after].reduce((sum, pass) => sum + pass.attemptCounters, 0);
    expect(total).toBe(30);
    expect((await keys()).attempts.filter((key) => key.startsWith('racing-'))).toEqual([]);
  });
});

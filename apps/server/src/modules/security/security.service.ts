import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { proofOfWorkChallengeSchema } from '@croupier/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { createNumericCode, hashSecret } from '../../lib/secret-token.js';
import { renderCaptcha } from './captcha-image.js';
import {
  clearFailuresRow,
  consumeCaptcha,
  deleteExpiredCaptchas,
  deleteExpiredCounters,
  deleteIdleAttemptRows,
  findAttemptRow,
  incrementCounter,
  insertCaptcha,
  recordFailureRow,
  releaseAttemptRow,
  startCooldownRow,
  takeAttemptRow,
} from './security.repository.js';

/**
 * How attempts at a secret are counted under one key. Every attempt is taken before the secret is checked and
 * then settled: a failure is recorded, a success gives its place back or clears the key. Failures and attempts
 * still in flight together may not pass the limit; only failures lock.
 */
export type AttemptRule = {
  /** Attempts are counted from the first one for this long, then the count starts again. */
  windowSeconds: number;
  /** Failures a window allows: the one that reaches it locks the key for `lockSeconds`. Omitted: never locked. */
  limit?: number;
  lockSeconds?: number;
  /** From this many attempts on, the next one must wait a delay that doubles each time, up to `maxDelaySeconds`. */
  delayAfter?: number;
  maxDelaySeconds?: number;
};

/** Why no attempt was taken: the key is locked (or slowed down), or enough attempts are being checked already. */
export type AttemptRefusal = { reason: 'locked' | 'in-flight'; retryAfterSeconds: number };

/** A taken attempt (with the failures recorded before it), or a refusal. */
export type AttemptSlot = { taken: true; failures: number } | ({ taken: false } & AttemptRefusal);

export const loginLimits = {
  /** Spec §4: five failures lock the account for fifteen minutes; the first one asks it for a captcha. */
  account: { windowSeconds: 3600, limit: 5, lockSeconds: 900 },
  /**
   * Failures from one address are counted but never lock it: behind carrier-grade NAT thousands of players
   * share an address. Past this many failures in an hour, logins from it need a captcha (spraying).
   */
  address: { windowSeconds: 3600 },
  addressCaptchaAfterFailures: 50,
} as const satisfies Record<string, AttemptRule | number>;

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Wrong captcha answers from one address are counted (each captcha takes one answer, this bounds the answers):
 * past this many in fifteen minutes the address answers no captcha for a while.
 */
export const captchaLimits = {
  address: { windowSeconds: 900, limit: 60, lockSeconds: 900 },
} as const satisfies Record<string, AttemptRule>;

/** A captcha's answer: the image's digits, or the solved proof-of-work challenge (the accessible alternative). */
export type CaptchaAnswer = {
  captchaId?: string | undefined;
  captcha?: string | undefined;
  captchaProof?: string | undefined;
};

/**
 * The proof of work: the browser tries counters from 0 until one derives the signed key prefix, so the counter
 * picked here sets the work (tens of thousands of SHA-256 hashes: a second or two on a phone, in the background).
 */
const proofOfWorkCounters = { min: 5_000, max: 50_000 } as const;

/** The ALTCHA payload a browser sends: the challenge it was given and the counter it found. */
const proofPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject(proofOfWorkChallengeSchema.shape.parameters.shape),
    signature: z.string(),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

function parseProof(captchaProof: string) {
  try {
    const parsed = proofPayloadSchema.safeParse(JSON.parse(Buffer.from(captchaProof, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const captchaSeconds = 120;
const never = 2_147_483_647;
/**
 * How long an attempt holds its place if it is never settled (the process died mid-check): far longer than any
 * check takes, short enough that a crash does not keep an account's burst refused for long.
 */
const inFlightSeconds = 30;
/**
 * Attempt counters are pruned this long after their window opened, so no rule's window may be longer (the
 * longest today is an hour).
 */
export const longestAttemptWindowSeconds = 86_400;

/** A member login in progress: what it must pass, and how its attempts are settled. */
export type LoginAttempt = {
  /** Seconds the account stays locked; null when it is not (then the address's attempt is taken). */
  lockedForSeconds: number | null;
  captchaRequired: boolean;
  /**
   * Takes the account's attempt just before the password is checked; answers why it could not (a lock that won
   * the race, or too many checks of this account in flight), having given the address's attempt back.
   */
  takeAccountAttempt: () => Promise<AttemptRefusal | null>;
  /** Nothing was checked (a captcha refused it): gives the address's attempt back. */
  abandon: () => Promise<void>;
  /** The secret was wrong: records the failure under the account and the address. */
  fail: () => Promise<void>;
  /** The secret was right: clears the account's failures and gives the address's attempt back. */
  succeed: () => Promise<void>;
};

/** Captchas, attempt counters and fixed-window rate counters, all kept in the database (shared by instances). */
const loginAccountKey = (merchantId: string, username: string) =>
  `login:account:${merchantId}:${username.trim().toLowerCase()}`;

export function createSecurityService({ db, clock }: { db: Database; clock: Clock }) {
  const captchaHash = (id: string, answer: string) => hashSecret(`${id}:${answer.trim()}`);

  /**
   * A new single-use captcha: its id, a PNG of four digits, and a proof-of-work challenge signed with a key of its
   * own, which answers the same captcha for whoever cannot read the image.
   */
  async function issueCaptcha(merchantId: string) {
    const answer = createNumericCode(4);
    const id = randomUUID();
    const proofKey = randomBytes(32).toString('hex');
    await insertCaptcha(db, {
      id,
      merchantId,
      answerHash: captchaHash(id, answer),
      proofKey,
      expiresAt: new Date(clock.now().getTime() + captchaSeconds * 1000),
    });
    const proofOfWork = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(proofOfWorkCounters.min, proofOfWorkCounters.max),
      data: { captchaId: id },
      deriveKey,
      hmacSignatureSecret: proofKey,
    });
    return {
      captchaId: id,
      image: `data:image/png;base64,${renderCaptcha(answer).toString('base64')}`,
      expiresInSeconds: captchaSeconds,
      proofOfWork: { parameters: proofOfWork.parameters, signature: proofOfWork.signature ?? '' },
    };
  }

  async function answerMatches(
    stored: { answerHash: string; proofKey: string | null },
    captchaId: string,
    answer: CaptchaAnswer,
  ): Promise<boolean> {
    if (answer.captchaProof) {
      const proof = parseProof(answer.captchaProof);
      if (!proof || !stored.proofKey || proof.challenge.parameters.data?.captchaId !== captchaId) return false;
      const result = await verifySolution({
        challenge: proof.challenge,
        solution: proof.solution,
        deriveKey,
        hmacSignatureSecret: stored.proofKey,
      });
      return result.verified;
    }
    const expected = Buffer.from(stored.answerHash);
    const given = Buffer.from(captchaHash(captchaId, answer.captcha ?? ''));
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * True once per captcha, and only for its right answer (digits or proof of work) before it expires; any answer
   * uses it up. Each answer is first counted under the address (committed on its own, before the check): a wrong
   * one stays counted, and past the limit the address is refused with TOO_MANY_REQUESTS.
   */
  async function verifyCaptcha(merchantId: string, ip: string, answer: CaptchaAnswer): Promise<boolean> {
    const { captchaId } = answer;
    if (!captchaId || !/^[0-9a-f-]{36}$/i.test(captchaId) || !(answer.captcha || answer.captchaProof)) return false;
    const key = `captcha:address:${merchantId}:${ip}`;
    const slot = await takeAttempt(key, captchaLimits.address);
    if (!slot.taken) {
      const code = slot.reason === 'in-flight' ? 'TOO_MANY_ATTEMPTS_IN_FLIGHT' : 'TOO_MANY_REQUESTS';
      throw new DomainError(code, { captcha: true, retryAfterSeconds: slot.retryAfterSeconds });
    }
    let right = false;
    try {
      const stored = await consumeCaptcha(db, merchantId, captchaId, clock.now());
      right = stored !== undefined && (await answerMatches(stored, captchaId, answer));
    } finally {
      await (right ? releaseAttempt(key, captchaLimits.address) : recordFailure(key, captchaLimits.address));
    }
    return right;
  }

  /**
   * Takes one attempt under `key` (committed at once, whatever comes next), or says why not and when to try again.
   * The caller settles it: `recordFailure`, `releaseAttempt` or `clearAttempts`.
   */
  async function takeAttempt(key: string, rule: AttemptRule): Promise<AttemptSlot> {
    if (rule.windowSeconds > longestAttemptWindowSeconds) throw new Error(`attempt window too long for ${key}`);
    const now = clock.now();
    const slot = await takeAttemptRow(db, key, {
      now,
      windowStart: new Date(now.getTime() - rule.windowSeconds * 1000),
      limit: rule.limit ?? never,
      delayAfter: rule.delayAfter ?? never,
      maxDelaySeconds: rule.maxDelaySeconds ?? 0,
      inFlightUntil: new Date(now.getTime() + inFlightSeconds * 1000),
    });
    if (slot) return { taken: true, failures: slot.failures };
    const row = await findAttemptRow(db, key);
    if (row?.blockedUntil && row.blockedUntil > now) {
      return {
        taken: false,
        reason: 'locked',
        retryAfterSeconds: Math.max(1, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000)),
      };
    }
    return { taken: false, reason: 'in-flight', retryAfterSeconds: 1 };
  }

  /** Failures counted under `key` in its live window, and the seconds it stays blocked (0 when it is not). */
  async function peekAttempts(key: string, rule: AttemptRule) {
    const now = clock.now();
    const row = await findAttemptRow(db, key);
    const blockedForSeconds =
      row?.blockedUntil && row.blockedUntil > now ? Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000) : 0;
    const live = row && row.windowStartedAt.getTime() > now.getTime() - rule.windowSeconds * 1000;
    return { attempts: live ? row.attempts : 0, blockedForSeconds };
  }

  /** Settles a taken attempt as a failure; the one that reaches the rule's limit locks the key. */
  async function recordFailure(key: string, rule: AttemptRule) {
    const lockUntil = new Date(clock.now().getTime() + (rule.lockSeconds ?? 0) * 1000);
    await recordFailureRow(db, key, rule.limit ?? never, lockUntil);
  }

  /** Settles a taken attempt that turned out not to be a failure. */
  async function releaseAttempt(key: string, rule: AttemptRule) {
    await releaseAttemptRow(db, key, rule.limit ?? never);
  }

  /** Settles a successful attempt and forgets the key's failures. */
  async function clearAttempts(key: string) {
    await clearFailuresRow(db, key, clock.now());
  }

  /**
   * Opens a member login: a locked account is refused before anything is counted; otherwise the address's
   * attempt is taken now, and the account's just before the password check (after any captcha), so a burst
   * of simultaneous guesses gets no more checks than the lock allows. The captcha is asked of an account
   * that failed (spec §4), and of an address only at a high failure rate.
   */
  async function startLoginAttempt(merchantId: string, username: string, ip: string): Promise<LoginAttempt> {
    const accountKey = loginAccountKey(merchantId, username);
    const addressKey = `login:address:${merchantId}:${ip}`;
    const account = await peekAttempts(accountKey, loginLimits.account);
    const noop = async () => undefined;
    if (account.blockedForSeconds > 0) {
      return {
        lockedForSeconds: account.blockedForSeconds,
        captchaRequired: true,
        takeAccountAttempt: async () => ({ reason: 'locked', retryAfterSeconds: account.blockedForSeconds }),
        abandon: noop,
        fail: noop,
        succeed: noop,
      };
    }
    const address = await takeAttempt(addressKey, loginLimits.address);
    const addressFailures = address.taken ? address.failures : 0;
    return {
      lockedForSeconds: null,
      captchaRequired: account.attempts > 0 || addressFailures >= loginLimits.addressCaptchaAfterFailures,
      takeAccountAttempt: async () => {
        const slot = await takeAttempt(accountKey, loginLimits.account);
        if (slot.taken) return null;
        await releaseAttempt(addressKey, loginLimits.address);
        return { reason: slot.reason, retryAfterSeconds: slot.retryAfterSeconds };
      },
      abandon: () => releaseAttempt(addressKey, loginLimits.address),
      fail: async () => {
        await recordFailure(accountKey, loginLimits.account);
        await recordFailure(addressKey, loginLimits.address);
      },
      succeed: async () => {
        await clearAttempts(accountKey);
        await releaseAttempt(addressKey, loginLimits.address);
      },
    };
  }

  /** How long a member's login stays locked by wrong passwords (0: not locked), for the console. */
  async function loginLockOf(merchantId: string, username: string): Promise<number> {
    return (await peekAttempts(loginAccountKey(merchantId, username), loginLimits.account)).blockedForSeconds;
  }

  /** Forgets a member's failed logins and lifts the lock they caused (an operator's unlock). */
  async function unlockLogin(merchantId: string, username: string) {
    await clearAttempts(loginAccountKey(merchantId, username));
  }

  /** Counts one event for `key` in the current fixed window and says whether it is within `limit`. */
  async function consumeRate(key: string, windowSeconds: number, limit: number): Promise<RateDecision> {
    const now = clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const count = await incrementCounter(db, {
      key,
      windowStart: new Date(windowStart),
      expiresAt: new Date(windowStart + windowMs),
    });
    return { allowed: count <= limit, count, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
  }

  /** At most one event per `seconds` for `key`, measured from the last allowed one. */
  async function startCooldown(key: string, seconds: number): Promise<boolean> {
    const now = clock.now();
    return startCooldownRow(db, key, now, new Date(now.getTime() + seconds * 1000));
  }

  /**
   * Deletes one batch (up to `batchSize` rows of each table) of what no longer counts: expired captchas, ended
   * rate windows and cooldowns, and attempt counters whose window is over with nothing locked or in flight.
   * Answers how many rows of each went.
   */
  async function pruneExpired(batchSize: number) {
    const now = clock.now();
    return {
      captchas: await deleteExpiredCaptchas(db, now, batchSize),
      rateCounters: await deleteExpiredCounters(db, now, batchSize),
      attemptCounters: await deleteIdleAttemptRows(db, {
        now,
        windowStart: new Date(now.getTime() - longestAttemptWindowSeconds * 1000),
        limit: batchSize,
      }),
    };
  }

  return {
    issueCaptcha,
    verifyCaptcha,
    takeAttempt,
    peekAttempts,
    recordFailure,
    releaseAttempt,
    clearAttempts,
    startLoginAttempt,
    loginLockOf,
    unlockLogin,
    consumeRate,
    startCooldown,
    pruneExpired,
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;

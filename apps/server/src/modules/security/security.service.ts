import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createNumericCode, hashSecret } from '../../lib/secret-token.js';
import { renderCaptcha } from './captcha-image.js';
import {
  consumeCaptcha,
  deleteLoginGuard,
  findLoginGuards,
  incrementCounter,
  insertCaptcha,
  recordLoginFailure,
  startCooldownRow,
} from './security.repository.js';

export const loginLimits = {
  /** Spec: five failures lock the account for fifteen minutes. */
  lockAfterFailures: 5,
  lockMinutes: 15,
  /** Failures from one address within the window before it is refused outright (spraying across accounts). */
  addressFailureLimit: 20,
  windowMinutes: 60,
} as const;

const captchaSeconds = 120;

export type LoginGate = {
  /** The account (or the name, if no such account) is locked until this time. */
  lockedUntil: Date | null;
  captchaRequired: boolean;
  addressBlocked: boolean;
};

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

const userSubject = (username: string) => `user:${username.trim().toLowerCase()}`;
const addressSubject = (ip: string) => `ip:${ip}`;

/** Captchas, login failure tracking and fixed-window rate counters, all kept in the database. */
export function createSecurityService({ db, clock }: { db: Database; clock: Clock }) {
  const captchaHash = (id: string, answer: string) => hashSecret(`${id}:${answer.trim()}`);

  /** A new single-use captcha: its id and a base64 PNG of four digits. */
  async function issueCaptcha(merchantId: string) {
    const answer = createNumericCode(4);
    const id = randomUUID();
    await insertCaptcha(db, {
      id,
      merchantId,
      answerHash: captchaHash(id, answer),
      expiresAt: new Date(clock.now().getTime() + captchaSeconds * 1000),
    });
    const png = renderCaptcha(answer, (max) => randomInt(max));
    return {
      captchaId: id,
      image: `data:image/png;base64,${png.toString('base64')}`,
      expiresInSeconds: captchaSeconds,
    };
  }

  /** True once per captcha, and only for its right answer before it expires; any attempt uses it up. */
  async function verifyCaptcha(merchantId: string, captchaId: string | undefined, answer: string | undefined) {
    if (!captchaId || !answer || !/^[0-9a-f-]{36}$/i.test(captchaId)) return false;
    const stored = await consumeCaptcha(db, merchantId, captchaId, clock.now());
    if (!stored) return false;
    return timingSafeEqual(Buffer.from(stored), Buffer.from(captchaHash(captchaId, answer)));
  }

  async function checkLogin(merchantId: string, username: string, ip: string): Promise<LoginGate> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - loginLimits.windowMinutes * 60_000);
    const guards = await findLoginGuards(db, merchantId, [userSubject(username), addressSubject(ip)]);
    const user = guards.find((guard) => guard.subject === userSubject(username));
    const address = guards.find((guard) => guard.subject === addressSubject(ip));
    const addressLive = address && address.updatedAt > windowStart;
    return {
      lockedUntil: user?.lockedUntil && user.lockedUntil > now ? user.lockedUntil : null,
      captchaRequired: Boolean(user?.captchaRequired) || Boolean(addressLive && address.captchaRequired),
      addressBlocked: Boolean(addressLive && address.failures >= loginLimits.addressFailureLimit),
    };
  }

  async function recordFailedLogin(merchantId: string, username: string, ip: string) {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - loginLimits.windowMinutes * 60_000);
    const lockUntil = new Date(now.getTime() + loginLimits.lockMinutes * 60_000);
    await recordLoginFailure(db, {
      merchantId,
      subject: userSubject(username),
      now,
      windowStart,
      lockAfter: loginLimits.lockAfterFailures,
      lockUntil,
    });
    await recordLoginFailure(db, {
      merchantId,
      subject: addressSubject(ip),
      now,
      windowStart,
      lockAfter: null,
      lockUntil,
    });
  }

  /** A success clears the account's record; the address keeps its captcha until its window passes. */
  async function recordSuccessfulLogin(merchantId: string, username: string) {
    await deleteLoginGuard(db, merchantId, userSubject(username));
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

  return {
    issueCaptcha,
    verifyCaptcha,
    checkLogin,
    recordFailedLogin,
    recordSuccessfulLogin,
    consumeRate,
    startCooldown,
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;

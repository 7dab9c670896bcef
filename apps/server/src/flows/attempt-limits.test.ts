import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { createSecurityService } from '../modules/security/index.js';
import { verificationCode } from '../modules/verification/verification.tables.js';
import { call, latestCode, solveCaptcha } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, nextAddress, paymentPassword, requestWithdrawal } from '../test/withdrawal-helpers.js';

const clock = fixedClock(new Date('2026-11-21T10:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const advanceSeconds = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

const logIn = (payload: Record<string, unknown>, remoteAddress: string) =>
  call(testApp.app, 'POST', '/wps/session/login', { payload, remoteAddress });

const operatorLogIn = (username: string, password: string, remoteAddress: string) =>
  call(testApp.app, 'POST', '/bo/session/login', { payload: { username, password }, remoteAddress });

const resetByPhone = (mobileNum: string, verificationCode: string, remoteAddress = nextAddress()) =>
  call(testApp.app, 'POST', '/wps/member/password/verification', {
    payload: { mobileNum, verificationCode, newPassword: 'Agent#2027' },
    remoteAddress,
  });

/** Sends a reset code to the number (a minute after the last one) and reads it from the outbox. */
async function sendResetCode(mobileNum: string) {
  advanceSeconds(61);
  const sent = await call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
    payload: { mobileNum },
    remoteAddress: nextAddress(),
  });
  expect(sent.statusCode).toBe(200);
  return latestCode(testApp.database.db, `+66${mobileNum}`);
}

const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

async function registerPlayer(username: string) {
  const registered = await call(testApp.app, 'PUT', '/wps/member/register', {
    payload: { username, password: 'Secret#2026', confirmPassword: 'Secret#2026', terms: true, ageConfirmed: true },
    remoteAddress: nextAddress(),
  });
  expect(registered.statusCode).toBe(200);
}

describe('SMS code attempts', () => {
  it('counts wrong reset codes although the reset rolls back: after five the right code is refused', async () => {
    const code = await sendResetCode('0898765432');
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await resetByPhone('0898765432', wrongCode(code))).body.code).toBe('VERIFICATION_CODE_INVALID');
    }
    expect((await resetByPhone('0898765432', code)).body.code).toBe('VERIFICATION_CODE_INVALID');
    const fresh = await sendResetCode('0898765432');
    expect((await resetByPhone('0898765432', fresh)).statusCode).toBe(200);
  });

  it('limits code attempts per number across codes, and answers every refusal alike', async () => {
    advanceSeconds(3600);
    let code = '';
    for (const guesses of [4, 4, 2]) {
      code = await sendResetCode('0812345678');
      for (let guess = 0; guess < guesses; guess += 1) await resetByPhone('0812345678', wrongCode(code));
    }
    const wrong = await resetByPhone('0812345678', wrongCode(code));
    const right = await resetByPhone('0812345678', code);
    const noAccount = await resetByPhone('0800000001', code);
    expect(right.statusCode).toBe(401);
    expect(right.body).toEqual(wrong.body);
    expect(noAccount.body).toEqual(wrong.body);
    advanceSeconds(3600);
    expect((await resetByPhone('0812345678', await sendResetCode('0812345678'))).statusCode).toBe(200);
  });

  it('limits code attempts per address across numbers', async () => {
    advanceSeconds(3600);
    const address = nextAddress();
    for (let guess = 0; guess < 30; guess += 1) {
      await resetByPhone(`08000001${String(guess).padStart(2, '0')}`, '123456', address);
    }
    const code = await sendResetCode('0898765432');
    expect((await resetByPhone('0898765432', code, address)).body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await resetByPhone('0898765432', code)).statusCode).toBe(200);
  });
});

describe('member login captcha', () => {
  it('asks the captcha of the account that failed, not of everyone behind its address', async () => {
    await registerPlayer('Shared01');
    await registerPlayer('Shared02');
    const address = nextAddress();
    expect((await logIn({ username: 'Shared01', password: 'Wrong#2026' }, address)).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const neighbour = await logIn({ username: 'Shared02', password: 'Secret#2026' }, address);
    expect(neighbour.statusCode).toBe(200);
    const failedAccount = await logIn({ username: 'Shared01', password: 'Secret#2026' }, nextAddress());
    expect(failedAccount.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  });

  it('lets players in from an address with 20 failures an hour, and asks a captcha only at a high rate', async () => {
    await registerPlayer('Crowd01');
    const address = nextAddress();
    for (let index = 0; index < 20; index += 1) {
      const failed = await logIn({ username: `stranger${index}`, password: 'Wrong#2026' }, address);
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    expect((await logIn({ username: 'Crowd01', password: 'Secret#2026' }, address)).statusCode).toBe(200);
    for (let index = 20; index < 50; index += 1) {
      await logIn({ username: `stranger${index}`, password: 'Wrong#2026' }, address);
    }
    const sprayed = await logIn({ username: 'Crowd01', password: 'Secret#2026' }, address);
    expect(sprayed.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const solved = await solveCaptcha(testApp.app, testApp.database.db);
    expect((await logIn({ username: 'Crowd01', password: 'Secret#2026', ...solved }, address)).statusCode).toBe(200);
  });
});

describe('attempts in flight', () => {
  const rule = { windowSeconds: 3600, limit: 5, lockSeconds: 900 };

  it('holds places for attempts being checked without locking, and only recorded failures lock', async () => {
    const security = createSecurityService({ db: testApp.database.db, clock });
    const key = `test:in-flight:${nextAddress()}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await security.takeAttempt(key, rule)).toEqual({ taken: true, failures: 0 });
    }
    expect(await security.takeAttempt(key, rule)).toEqual({ taken: false, reason: 'in-flight', retryAfterSeconds: 1 });
    expect((await security.peekAttempts(key, rule)).blockedForSeconds).toBe(0);
    await security.clearAttempts(key);
    expect(await security.takeAttempt(key, rule)).toEqual({ taken: true, failures: 0 });
    for (let attempt = 0; attempt < 4; attempt += 1) await security.recordFailure(key, rule);
    expect(await security.takeAttempt(key, rule)).toEqual({ taken: false, reason: 'in-flight', retryAfterSeconds: 1 });
    await security.recordFailure(key, rule);
    expect(await security.takeAttempt(key, rule)).toEqual({ taken: false, reason: 'locked', retryAfterSeconds: 900 });
  });

  it('forgets attempts a crashed process never settled after thirty seconds', async () => {
    const security = createSecurityService({ db: testApp.database.db, clock });
    const key = `test:in-flight:${nextAddress()}`;
    for (let attempt = 0; attempt < 5; attempt += 1) await security.takeAttempt(key, rule);
    advanceSeconds(29);
    expect((await security.takeAttempt(key, rule)).taken).toBe(false);
    advanceSeconds(2);
    expect(await security.takeAttempt(key, rule)).toEqual({ taken: true, failures: 0 });
  });
});

describe('operator login', () => {
  it('does not lock an operator out when strangers fail from many addresses; it only slows the name down', async () => {
    const home = nextAddress();
    expect((await operatorLogIn('checker', 'Checker@2026', home)).statusCode).toBe(200);
    for (let stranger = 0; stranger < 10; stranger += 1) {
      expect((await operatorLogIn('checker', 'Wrong#2026', nextAddress())).body.code).toBe('INVALID_CREDENTIALS');
    }
    expect((await operatorLogIn('checker', 'Checker@2026', home)).statusCode).toBe(200);
    const elsewhere = nextAddress();
    const slowed = await operatorLogIn('checker', 'Checker@2026', elsewhere);
    expect(slowed.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 1 } });
    advanceSeconds(1);
    expect((await operatorLogIn('checker', 'Checker@2026', elsewhere)).statusCode).toBe(200);
    for (let stranger = 0; stranger < 20; stranger += 1) {
      advanceSeconds(30);
      await operatorLogIn('checker', 'Wrong#2026', nextAddress());
    }
    const capped = await operatorLogIn('checker', 'Checker@2026', nextAddress());
    expect(capped.body.value).toMatchObject({ retryAfterSeconds: 30 });
    expect((await operatorLogIn('checker', 'Checker@2026', home)).statusCode).toBe(200);
    advanceSeconds(900);
  });

  it('does not count successful logins', async () => {
    const address = nextAddress();
    for (let login = 0; login < 12; login += 1) {
      expect((await operatorLogIn('checker', 'Checker@2026', address)).statusCode).toBe(200);
    }
  });

  it('stops one address after five failures on a name, and only that address', async () => {
    const home = nextAddress();
    expect((await operatorLogIn('checker', 'Checker@2026', home)).statusCode).toBe(200);
    const guesser = nextAddress();
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await operatorLogIn('checker', 'Wrong#2026', guesser)).body.code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await operatorLogIn('checker', 'Checker@2026', guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect((await operatorLogIn('checker', 'Checker@2026', home)).statusCode).toBe(200);
  });
});

/** Real races need real connections: PGlite has one and serializes every statement. */
describe.skipIf(!process.env.DATABASE_URL)('attempts under concurrency (PostgreSQL)', () => {
  it('200 simultaneous wrong logins on one account get at most five password checks, then it is locked', async () => {
    await registerPlayer('Burst01');
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => logIn({ username: 'Burst01', password: 'Wrong#2026' }, address)),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const checked = answers.filter((answer) => answer.body.code === 'INVALID_CREDENTIALS');
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    const right = await logIn(
      { username: 'Burst01', password: 'Secret#2026', ...(await solveCaptcha(testApp.app, testApp.database.db)) },
      nextAddress(),
    );
    expect(right.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('30 simultaneous right logins on one account never lock it: a burst past five in flight is asked to retry', async () => {
    await registerPlayer('Burst02');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => logIn({ username: 'Burst02', password: 'Secret#2026' }, nextAddress())),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(5);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.filter((answer) => answer.body.code !== 'TOO_MANY_ATTEMPTS_IN_FLIGHT')).toEqual([]);
    expect(refused.filter((answer) => answer.statusCode !== 429)).toEqual([]);
    expect((await logIn({ username: 'Burst02', password: 'Secret#2026' }, nextAddress())).statusCode).toBe(200);
  });

  it('60 simultaneous wrong payment passwords: five are checked, the rest and the right one are refused', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => requestWithdrawal(testApp.app, player, '100.00', { password: '000000' })),
    );
    expect(answers.filter((answer) => answer.body.code === 'PAYMENT_PASSWORD_WRONG')).toHaveLength(5);
    // Refused while five were being checked (retryable), or after the fifth failure locked the member.
    const refused = answers.filter((answer) => answer.body.code !== 'PAYMENT_PASSWORD_WRONG');
    expect(refused).toHaveLength(55);
    expect(refused.filter((answer) => answer.statusCode !== 429)).toEqual([]);
    expect(
      refused.filter((answer) => !['ACCOUNT_LOCKED', 'TOO_MANY_ATTEMPTS_IN_FLIGHT'].includes(String(answer.body.code))),
    ).toEqual([]);
    const right = await requestWithdrawal(testApp.app, player, '100.00', { password: paymentPassword });
    expect(right.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('100 simultaneous guesses at one reset code take at most five attempts of it', async () => {
    advanceSeconds(3600);
    const code = await sendResetCode('0898765432');
    const answers = await Promise.all(Array.from({ length: 100 }, () => resetByPhone('0898765432', wrongCode(code))));
    expect(new Set(answers.map((answer) => answer.body.code))).toEqual(new Set(['VERIFICATION_CODE_INVALID']));
    const [row] = await testApp.database.db
      .select({ attempts: verificationCode.attempts })
      .from(verificationCode)
      .where(and(eq(verificationCode.destination, '+660898765432'), eq(verificationCode.purpose, 'reset')))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    expect(row?.attempts).toBe(5);
    expect((await resetByPhone('0898765432', code)).body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('50 simultaneous wrong operator logins from one address get at most five password checks', async () => {
    advanceSeconds(900);
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => operatorLogIn('checker', 'Wrong#2026', address)),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.body.code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(5);
  });
});

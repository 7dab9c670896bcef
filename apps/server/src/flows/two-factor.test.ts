import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { checkTwoFactorKey, configureTwoFactorKey, TwoFactorKeyMismatchError } from '../modules/two-factor/index.js';
import { memberTwoFactor, twoFactorRecoveryCode } from '../modules/two-factor/two-factor.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import type { Player } from '../test/withdrawal-helpers.js';
import {
  balanceOf,
  callConsole,
  createPlayer,
  nextAddress,
  operatorToken,
  paymentPassword,
} from '../test/withdrawal-helpers.js';

const clock = fixedClock(new Date('2026-11-25T10:00:05Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const loginPassword = 'Secret#2026';
const advanceSeconds = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));
/** The next 30-second step: a code of the step just used is refused as a replay. */
const nextStep = () => advanceSeconds(30);

type Enrolled = Player & { secret: string; recoveryCodes: string[] };

/** The code the member's authenticator app shows now. */
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: clock.now().getTime(),
  });
const wrongCodeOf = (secret: string) => (codeOf(secret) === '000000' ? '000001' : '000000');

async function enrol(player: Player): Promise<Enrolled> {
  const started = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment', {
    token: player.token,
    payload: { password: loginPassword },
  });
  expect(started.statusCode).toBe(200);
  const secret = (started.body.value.secretGroups as string[]).join('');
  const confirmed = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment/confirm', {
    token: player.token,
    payload: { code: codeOf(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { ...player, secret, recoveryCodes: confirmed.body.value.recoveryCodes as string[] };
}

const logIn = (username: string, password = loginPassword) =>
  call(testApp.app, 'POST', '/wps/session/login', { payload: { username, password }, remoteAddress: nextAddress() });
const secondStep = (challengeToken: string, code: string) =>
  call(testApp.app, 'POST', '/wps/session/login/two-factor', {
    payload: { challengeToken, code },
    remoteAddress: nextAddress(),
  });
const withdraw = (player: Player, amount: string, twoFactorCode?: string) =>
  call(testApp.app, 'POST', '/wps/withdrawals', {
    token: player.token,
    payload: {
      amount,
      bankAccountId: player.bankAccountId,
      paymentPassword,
      ...(twoFactorCode ? { twoFactorCode } : {}),
    },
  });
const bind = (player: Player, accountNumber: string, twoFactorCode?: string) =>
  call(testApp.app, 'POST', '/wps/member/bank-accounts', {
    token: player.token,
    payload: {
      bankCode: 'SCB',
      accountNumber,
      accountName: 'Somchai Jaidee',
      ...(twoFactorCode ? { twoFactorCode } : {}),
    },
  });
const status = async (player: Player) =>
  (await call(testApp.app, 'GET', '/wps/member/two-factor', { token: player.token })).body.value;

async function lastAudit() {
  const [row] = await testApp.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('enrolment', () => {
  it('is never cacheable, however the path is spelled: the answer holds the secret', async () => {
    const player = await createPlayer(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/%77ps/member/two-factor/enrolment',
      headers: { host: 'localhost', authorization: `Bearer ${player.token}` },
      payload: { password: loginPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('asks the login password, answers a QR code of the otpauth URI, and turns on only with a first valid code', async () => {
    const player = await createPlayer(testApp);
    const wrongPassword = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment', {
      token: player.token,
      payload: { password: 'Wrong#2026' },
    });
    expect(wrongPassword.body.code).toBe('OLD_PASSWORD_WRONG');

    const started = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment', {
      token: player.token,
      payload: { password: loginPassword },
    });
    expect(started.statusCode).toBe(200);
    const value = started.body.value as { otpauthUri: string; qrCode: string; secretGroups: string[] };
    const secret = value.secretGroups.join('');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(value.otpauthUri).toContain(`secret=${secret}`);
    expect(value.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(value.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(await status(player)).toMatchObject({ enabled: false, requiredByBrand: false });

    const wrong = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment/confirm', {
      token: player.token,
      payload: { code: wrongCodeOf(secret) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await status(player)).enabled).toBe(false);

    const confirmed = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment/confirm', {
      token: player.token,
      payload: { code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const recoveryCodes = confirmed.body.value.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(player)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // Only hashes are kept.
    const stored = await testApp.database.db
      .select()
      .from(twoFactorRecoveryCode)
      .where(eq(twoFactorRecoveryCode.memberId, player.memberId));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);

    const again = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment', {
      token: player.token,
      payload: { password: loginPassword },
    });
    expect(again.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
  });

  it('refuses malformed codes with 400 and a field, never a 500', async () => {
    const player = await createPlayer(testApp);
    const answer = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment/confirm', {
      token: player.token,
      payload: { code: '12ab' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    const notStarted = await call(testApp.app, 'POST', '/wps/member/two-factor/enrolment/confirm', {
      token: player.token,
      payload: { code: '123456' },
    });
    expect(notStarted.body.code).toBe('TWO_FACTOR_NOT_ENROLLED');
  });
});

describe('login with a second factor', () => {
  it('answers a challenge, not a session, and a session only after a current code; a code is good once', async () => {
    const player = await enrol(await createPlayer(testApp));
    const first = await logIn(player.username);
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({ twoFactorRequired: true, expiresInSeconds: 300 });
    expect(first.body.value).not.toHaveProperty('token');
    const challengeToken = String(first.body.value.challengeToken);
    // The challenge is not a session.
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token: challengeToken })).statusCode).toBe(401);

    const wrong = await secondStep(challengeToken, wrongCodeOf(player.secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');

    const code = codeOf(player.secret);
    const signedIn = await secondStep(challengeToken, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.value.twoFactorRequired).toBe(false);
    const token = String(signedIn.body.value.token);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token })).statusCode).toBe(200);

    // The challenge is used up; the same code on a new challenge is a replay.
    expect((await secondStep(challengeToken, code)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    const next = String((await logIn(player.username)).body.value.challengeToken);
    expect((await secondStep(next, code)).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    nextStep();
    expect((await secondStep(next, codeOf(player.secret))).statusCode).toBe(200);
  });

  it('lets a challenge expire after five minutes and answers an unknown one the same', async () => {
    const player = await enrol(await createPlayer(testApp));
    const challengeToken = String((await logIn(player.username)).body.value.challengeToken);
    advanceSeconds(301);
    expect((await secondStep(challengeToken, codeOf(player.secret))).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect((await secondStep('made-up-token', codeOf(player.secret))).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('takes each recovery code once', async () => {
    const player = await enrol(await createPlayer(testApp));
    const recovery = player.recoveryCodes[0] ?? '';
    const first = String((await logIn(player.username)).body.value.challengeToken);
    expect((await secondStep(first, recovery.toUpperCase())).statusCode).toBe(200);
    const second = String((await logIn(player.username)).body.value.challengeToken);
    expect((await secondStep(second, recovery)).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await status(player)).recoveryCodesLeft).toBe(9);
  });

  it('locks after five wrong codes (the right one is then refused too) until fifteen minutes pass', async () => {
    const player = await enrol(await createPlayer(testApp));
    const challengeToken = String((await logIn(player.username)).body.value.challengeToken);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await secondStep(challengeToken, wrongCodeOf(player.secret))).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    const locked = await secondStep(challengeToken, codeOf(player.secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.body.code).toBe('TWO_FACTOR_LOCKED');
    // The lock is the member's, not the challenge's: a new login does not lift it.
    const fresh = String((await logIn(player.username)).body.value.challengeToken);
    expect((await secondStep(fresh, codeOf(player.secret))).body.code).toBe('TWO_FACTOR_LOCKED');
    advanceSeconds(901);
    const later = String((await logIn(player.username)).body.value.challengeToken);
    expect((await secondStep(later, codeOf(player.secret))).statusCode).toBe(200);
  });
});

describe('money actions with a second factor on', () => {
  it('a withdrawal needs a current code besides the payment password, and the same code only once', async () => {
    const player = await enrol(await createPlayer(testApp, { balanceMinor: 1_000_000n }));
    expect((await withdraw(player, '500.00')).body.code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await withdraw(player, '500.00', wrongCodeOf(player.secret));
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await balanceOf(testApp.app, player.token)).toBe('10000.00');

    const code = codeOf(player.secret);
    expect((await withdraw(player, '500.00', code)).statusCode).toBe(200);
    expect((await withdraw(player, '500.00', code)).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await balanceOf(testApp.app, player.token)).toBe('9500.00');
  });

  it('binding a bank account needs a current code', async () => {
    const player = await enrol(await createPlayer(testApp));
    expect((await bind(player, '2222333344')).body.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await bind(player, '2222333344', wrongCodeOf(player.secret))).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await bind(player, '2222333344', codeOf(player.secret))).statusCode).toBe(200);
  });

  it('without a second factor nothing more is asked', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    expect((await withdraw(player, '100.00')).statusCode).toBe(200);
    expect((await bind(player, '5555666677')).statusCode).toBe(200);
  });
});

describe('security centre', () => {
  it('new recovery codes replace the old ones', async () => {
    const player = await enrol(await createPlayer(testApp));
    const renewed = await call(testApp.app, 'POST', '/wps/member/two-factor/recovery-codes', {
      token: player.token,
      payload: { code: codeOf(player.secret) },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.body.value.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const old = String((await logIn(player.username)).body.value.challengeToken);
    expect((await secondStep(old, player.recoveryCodes[1] ?? '')).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await secondStep(old, fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('turning it off needs the password and a code; then login needs only the password', async () => {
    const player = await enrol(await createPlayer(testApp));
    const disable = (payload: Record<string, string>) =>
      call(testApp.app, 'POST', '/wps/member/two-factor/disable', { token: player.token, payload });
    expect((await disable({ password: 'Wrong#2026', code: codeOf(player.secret) })).body.code).toBe(
      'OLD_PASSWORD_WRONG',
    );
    expect((await disable({ password: loginPassword, code: wrongCodeOf(player.secret) })).body.code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    expect((await disable({ password: loginPassword, code: player.recoveryCodes[2] ?? '' })).statusCode).toBe(200);
    expect(await status(player)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const login = await logIn(player.username);
    expect(login.body.value.twoFactorRequired).toBe(false);
    expect(login.body.value.token).toEqual(expect.any(String));
  });
});

describe('console', () => {
  it('a brand may require it: members without it are asked to enrol and money waits; audited', async () => {
    const admin = testApp.operatorToken;
    const support = await operatorToken(testApp, 'support');
    expect(
      (await callConsole(testApp.app, support, 'PUT', '/bo/merchants/demo/two-factor', { required: true })).statusCode,
    ).toBe(403);
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const enrolled = await enrol(await createPlayer(testApp));
    try {
      const set = await callConsole(testApp.app, admin, 'PUT', '/bo/merchants/demo/two-factor', { required: true });
      expect(set.statusCode).toBe(200);
      expect(await lastAudit()).toMatchObject({
        action: 'merchant.two-factor.require',
        target: 'demo',
        detail: { required: true },
      });

      const login = await logIn(player.username);
      expect(login.body.value).toMatchObject({ twoFactorRequired: false, twoFactorSetupRequired: true });
      expect((await withdraw(player, '100.00')).body.code).toBe('TWO_FACTOR_NOT_ENROLLED');
      expect((await withdraw(player, '100.00')).statusCode).toBe(403);
      expect((await bind(player, '7777888899')).body.code).toBe('TWO_FACTOR_NOT_ENROLLED');
      expect((await status(player)).requiredByBrand).toBe(true);

      const disabled = await call(testApp.app, 'POST', '/wps/member/two-factor/disable', {
        token: enrolled.token,
        payload: { password: loginPassword, code: codeOf(enrolled.secret) },
      });
      expect(disabled.body.code).toBe('TWO_FACTOR_REQUIRED_BY_BRAND');

      const nowEnrolled = await enrol(player);
      const challengeToken = String((await logIn(player.username)).body.value.challengeToken);
      const session = await secondStep(challengeToken, codeOf(nowEnrolled.secret));
      expect(session.body.value.twoFactorSetupRequired).toBe(false);
    } finally {
      await callConsole(testApp.app, admin, 'PUT', '/bo/merchants/demo/two-factor', { required: false });
    }
  });

  it('support can remove a member’s second factor (a lost phone), audited; the next login needs only the password', async () => {
    const player = await enrol(await createPlayer(testApp));
    const support = await operatorToken(testApp, 'support');
    const reset = await call(testApp.app, 'DELETE', `/bo/members/demo/${player.username}/two-factor`, {
      token: support,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.value).toEqual({ wasEnabled: true });
    expect(await lastAudit()).toMatchObject({
      action: 'member.two-factor.reset',
      target: `demo:${player.username}`,
      detail: { wasEnabled: true },
    });
    const rows = await testApp.database.db
      .select()
      .from(memberTwoFactor)
      .where(and(eq(memberTwoFactor.memberId, player.memberId)));
    expect(rows).toEqual([]);
    expect((await logIn(player.username)).body.value.twoFactorRequired).toBe(false);

    const unknown = await call(testApp.app, 'DELETE', '/bo/members/demo/nobody-here/two-factor', { token: support });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call(testApp.app, 'DELETE', `/bo/members/demo/${player.username}/two-factor`);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the secret at rest', () => {
  const storedSecret = async (memberId: string) => {
    const [row] = await testApp.database.db
      .select({ secret: memberTwoFactor.secret })
      .from(memberTwoFactor)
      .where(eq(memberTwoFactor.memberId, memberId));
    return row?.secret ?? '';
  };
  const logInWithCode = async (player: Enrolled) => {
    const { challengeToken } = (await logIn(player.username)).body.value as { challengeToken: string };
    const answer = await secondStep(challengeToken, codeOf(player.secret));
    nextStep();
    return answer;
  };

  it('is stored sealed (AES-256-GCM), never as the base32 the app was given; login with a code still works', async () => {
    const player = await enrol(await createPlayer(testApp));
    const stored = await storedSecret(player.memberId);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(player.secret);
    expect(stored.toUpperCase()).not.toContain(player.secret.slice(0, 8));
    expect((await logInWithCode(player)).statusCode).toBe(200);
  });

  it('a secret stored in plain text before encryption still works and is sealed at its first use', async () => {
    const player = await enrol(await createPlayer(testApp));
    await testApp.database.db
      .update(memberTwoFactor)
      .set({ secret: player.secret })
      .where(eq(memberTwoFactor.memberId, player.memberId));
    expect((await logInWithCode(player)).statusCode).toBe(200);
    const stored = await storedSecret(player.memberId);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(player.secret);
    expect((await logInWithCode(player)).statusCode).toBe(200);
  });

  it('with another key the right code is refused with a stable code and no session starts (fails closed)', async () => {
    const player = await enrol(await createPlayer(testApp));
    const stored = await storedSecret(player.memberId);
    configureTwoFactorKey(randomBytes(32));
    try {
      const answer = await logInWithCode(player);
      expect(answer.statusCode).toBe(503);
      expect(answer.body.code).toBe('TWO_FACTOR_UNAVAILABLE');
      expect(answer.body.message).toBe('Two-step verification cannot be checked right now. Please contact support.');
      expect(answer.body.value?.token).toBeUndefined();
      // Nothing was rewritten with the wrong key.
      expect(await storedSecret(player.memberId)).toBe(stored);
    } finally {
      configureTwoFactorKey(undefined);
    }
    expect((await logInWithCode(player)).statusCode).toBe(200);
  });

  it('a start whose key is not the one the database sealed with is refused by the key check', async () => {
    const { db } = testApp.database;
    // The first check seals under the key in use (here the database's own), later ones open it.
    await checkTwoFactorKey(db);
    await checkTwoFactorKey(db);
    configureTwoFactorKey(randomBytes(32));
    try {
      await expect(checkTwoFactorKey(db)).rejects.toBeInstanceOf(TwoFactorKeyMismatchError);
    } finally {
      configureTwoFactorKey(undefined);
    }
    await checkTwoFactorKey(db);
  });
});

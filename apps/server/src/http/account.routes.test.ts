import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fixedClock } from '../lib/clock.js';
import { call, latestCode, latestMessage, solveCaptcha } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { member } from '../db/schema.js';

const clock = fixedClock(new Date('2026-11-21T10:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

const advance = (milliseconds: number) => clock.set(new Date(clock.now().getTime() + milliseconds));

let addressCounter = 10;
/** A fresh caller address per test, so per-address limits of one test do not reach another. */
const nextAddress = () => `10.0.0.${addressCounter++}`;

const validRegistration = (username: string) => ({
  username,
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  terms: true,
  ageConfirmed: true,
});

async function register(payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return call(testApp.app, 'PUT', '/wps/member/register', { payload, remoteAddress });
}

async function logIn(payload: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) {
  return call(testApp.app, 'POST', '/wps/session/login', { payload, remoteAddress, headers });
}

/** Logs in with a solved captcha, as a player does once an earlier test has left a failure on the account. */
async function logInSolved(payload: Record<string, unknown>) {
  return logIn({ ...payload, ...(await solveCaptcha(testApp.app, testApp.database.db)) }, nextAddress());
}

describe('registration rules', () => {
  it('publishes the brand rules and the password and age rules', async () => {
    const settings = await call(testApp.app, 'GET', '/wps/system/setting/register');
    expect(settings.statusCode).toBe(200);
    const value = settings.body.value as {
      fields: { field: string; show: boolean; acceptedPattern: string }[];
      minimumAge: number;
    };
    expect(value.minimumAge).toBe(18);
    expect(value.fields.find((field) => field.field === 'email')).toMatchObject({
      show: true,
      acceptedPattern: 'EMAIL',
    });
    expect(value.fields.find((field) => field.field === 'qqNum')).toMatchObject({ show: false });
    expect(value.fields.find((field) => field.field === 'wechat')).toMatchObject({ show: false });
  });

  it('registers, logs the member in and answers member info', async () => {
    const created = await register({
      ...validRegistration('Somchai01'),
      email: 'somchai@example.com',
      payeeName: 'สมชาย ใจดี',
    });
    expect(created.statusCode).toBe(200);
    const token = String(created.body.value.token);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(created.body.value).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: false,
      type: 0,
      isAgent: false,
    });
    const info = await call(testApp.app, 'GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({
      account: 'Somchai01',
      type: 0,
      currency: 'THB',
      email: 'somchai@example.com',
    });
  });

  it('refuses a taken username whatever its case', async () => {
    const again = await register(validRegistration('SOMCHAI01'));
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('USERNAME_TAKEN');
  });

  it('enforces the published patterns and lengths', async () => {
    const badEmail = await register({ ...validRegistration('Pattern01'), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.value).toEqual({ fields: [{ path: 'email', message: 'PATTERN' }] });
    const badName = await register({ ...validRegistration('Pattern02'), payeeName: 'Somchai 99' });
    expect(badName.body.value).toEqual({ fields: [{ path: 'payeeName', message: 'PATTERN' }] });
    const shortMobile = await register({ ...validRegistration('Pattern03'), mobileNum: '0812' });
    expect(shortMobile.body.value).toEqual({ fields: [{ path: 'mobileNum', message: 'LENGTH' }] });
    const good = await register({ ...validRegistration('Pattern04'), mobileNum: '0811111111', line: 'line.id_04' });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a field the rules disable', async () => {
    const response = await register({ ...validRegistration('Hidden01'), qqNum: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.body.value).toEqual({ fields: [{ path: 'qqNum', message: 'NOT_ALLOWED' }] });
  });

  it('requires the password rule, a matching confirmation, the terms and the age declaration', async () => {
    const weak = await register({ ...validRegistration('Weak01'), password: 'password', confirmPassword: 'password' });
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    const mismatch = await register({ ...validRegistration('Weak02'), confirmPassword: 'Other#2026' });
    expect(mismatch.body.value).toEqual({
      fields: [{ path: 'confirmPassword', message: 'PASSWORD_CONFIRM_MISMATCH' }],
    });
    const noTerms = await register({ ...validRegistration('Weak03'), terms: false });
    expect(noTerms.statusCode).toBe(400);
    const noAge = await register({ ...validRegistration('Weak04'), ageConfirmed: false });
    expect(noAge.statusCode).toBe(400);
    const badUsername = await register(validRegistration('9lives'));
    expect(badUsername.body.value).toEqual({ fields: [{ path: 'username', message: 'USERNAME_FORMAT' }] });
  });

  it('checks the invitation code and places the member under that agent', async () => {
    const unknownCode = await call(testApp.app, 'GET', '/wps/agent/affiliate?code=NOPE');
    expect(unknownCode.body.code).toBe('INVALID_INVITATION_CODE');
    const known = await call(testApp.app, 'GET', '/wps/agent/affiliate?code=agent01');
    expect(known.body.value).toEqual({ valid: true });
    const refused = await register({ ...validRegistration('Invited01'), affiliateCode: 'NOPE' });
    expect(refused.body.code).toBe('INVALID_INVITATION_CODE');
    const invited = await register({ ...validRegistration('Invited02'), referralCode: 'AGENT01' });
    expect(invited.statusCode).toBe(200);
    const [row] = await testApp.database.db.select().from(member).where(eq(member.username, 'Invited02'));
    const [agent] = await testApp.database.db.select().from(member).where(eq(member.username, 'agent'));
    expect(row?.uplineId).toBe(agent?.id);
  });
});

describe('login', () => {
  it('logs in with username and password, and member info needs the token', async () => {
    const address = nextAddress();
    const response = await logIn({ username: 'DEMO', password: 'Demo@2026', type: 'username' }, address);
    expect(response.statusCode).toBe(200);
    expect(response.body.value).toMatchObject({ type: 0, isAgent: false, passwordExpired: false });
    const anonymous = await call(testApp.app, 'GET', '/wps/member/info');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
    const garbage = await call(testApp.app, 'GET', '/wps/member/info', { token: 'x'.repeat(43) });
    expect(garbage.statusCode).toBe(401);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrongPassword = await logIn({ username: 'demo', password: 'Wrong#2026' }, nextAddress());
    const unknownUser = await logIn({ username: 'nobody99', password: 'Wrong#2026' }, nextAddress());
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', value: { captcha: true } });
  });

  it('requires a captcha of an account after one failure, and accepts it once only', async () => {
    const address = nextAddress();
    await logIn({ username: 'Somchai01', password: 'Wrong#2026' }, address);
    const rightButNoCaptcha = await logIn({ username: 'Somchai01', password: 'Secret#2026' }, nextAddress());
    expect(rightButNoCaptcha.statusCode).toBe(401);
    expect(rightButNoCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const solved = await solveCaptcha(testApp.app, testApp.database.db);
    const wrongAnswer = await logIn(
      {
        username: 'Somchai01',
        password: 'Secret#2026',
        captchaId: solved.captchaId,
        captcha: solved.captcha === '0000' ? '0001' : '0000',
      },
      address,
    );
    expect(wrongAnswer.body.code).toBe('CAPTCHA_INVALID');
    const reused = await logIn({ username: 'Somchai01', password: 'Secret#2026', ...solved }, address);
    expect(reused.body.code).toBe('CAPTCHA_INVALID');
    const fresh = await solveCaptcha(testApp.app, testApp.database.db);
    const accepted = await logIn({ username: 'Somchai01', password: 'Secret#2026', ...fresh }, address);
    expect(accepted.statusCode).toBe(200);
    // A success clears the account's failures; after a new one, the used captcha does not pass again.
    expect((await logIn({ username: 'Somchai01', password: 'Wrong#2026' }, address)).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const replayed = await logIn({ username: 'Somchai01', password: 'Secret#2026', ...fresh }, address);
    expect(replayed.body.code).toBe('CAPTCHA_INVALID');
  });

  it('serves a real PNG captcha', async () => {
    const issued = await call(testApp.app, 'GET', '/wps/captcha');
    const image = String(issued.body.value.image);
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(image.split(',')[1] ?? '', 'base64');
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('locks an account for 15 minutes after 5 failures, for unknown names alike', async () => {
    for (const username of ['Pattern04', 'ghost777']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const captcha = attempt === 0 ? {} : await solveCaptcha(testApp.app, testApp.database.db);
        const failed = await logIn({ username, password: 'Wrong#2026', ...captcha }, nextAddress());
        expect(failed.body.code).toBe('INVALID_CREDENTIALS');
      }
      const locked = await logIn(
        { username, password: 'Secret#2026', ...(await solveCaptcha(testApp.app, testApp.database.db)) },
        nextAddress(),
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { captcha: true } });
    }
    advance(14 * 60_000);
    const stillLocked = await logIn({ username: 'Pattern04', password: 'Secret#2026' }, nextAddress());
    expect(stillLocked.body.code).toBe('ACCOUNT_LOCKED');
    advance(60_000 + 1000);
    const unlocked = await logIn(
      { username: 'Pattern04', password: 'Secret#2026', ...(await solveCaptcha(testApp.app, testApp.database.db)) },
      nextAddress(),
    );
    expect(unlocked.statusCode).toBe(200);
  });

  it('asks a captcha of every login from an address spraying passwords across many accounts', async () => {
    const address = nextAddress();
    for (let index = 0; index < 50; index += 1) {
      const failed = await logIn({ username: `spray${index}`, password: 'Wrong#2026' }, address);
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    const next = await logIn({ username: 'spray50', password: 'Wrong#2026' }, address);
    expect(next.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  });

  it('lets only agents log in from the agent landing', async () => {
    const member = await logInSolved({ username: 'demo', password: 'Demo@2026', portal: 'agent' });
    expect(member.statusCode).toBe(403);
    expect(member.body.code).toBe('NON_AGENT_LOGIN');
    const agent = await logInSolved({ username: 'agent', password: 'Agent@2026', portal: 'agent' });
    expect(agent.body.value).toMatchObject({ isAgent: true, type: 1 });
  });

  it('does not let another brand’s user log in here', async () => {
    const elsewhere = await call(testApp.app, 'POST', '/wps/session/login', {
      payload: { username: 'demo', password: 'Demo@2026' },
      headers: { merchant: 'lucky' },
      remoteAddress: nextAddress(),
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.body.code).toBe('INVALID_CREDENTIALS');
    const demoToken = String((await logInSolved({ username: 'demo', password: 'Demo@2026' })).body.value.token);
    const crossBrand = await call(testApp.app, 'GET', '/wps/member/info', {
      token: demoToken,
      headers: { merchant: 'lucky' },
    });
    expect(crossBrand.statusCode).toBe(401);
  });

  it('runs the first-login action once per member', async () => {
    const created = await register(validRegistration('Welcome01'));
    const token = String(created.body.value.token);
    const first = await call(testApp.app, 'POST', '/wps/member/firstLogin', { token });
    expect(first.body.value).toEqual({ firstLogin: true });
    const again = await call(testApp.app, 'POST', '/wps/member/firstLogin', { token });
    expect(again.body.value).toEqual({ firstLogin: false });
    expect((await call(testApp.app, 'POST', '/wps/member/firstLogin')).statusCode).toBe(401);
  });

  it('logs out by revoking the token', async () => {
    const token = String((await logInSolved({ username: 'demo', password: 'Demo@2026' })).body.value.token);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token })).statusCode).toBe(200);
    expect((await call(testApp.app, 'DELETE', '/wps/session/logout', { token })).statusCode).toBe(200);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token })).statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes and after 24 hours in all', async () => {
    const token = String((await logInSolved({ username: 'demo', password: 'Demo@2026' })).body.value.token);
    advance(29 * 60_000);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token })).statusCode).toBe(200);
    advance(29 * 60_000);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token })).statusCode).toBe(200);
    advance(31 * 60_000);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token })).statusCode).toBe(401);

    const longLived = String((await logInSolved({ username: 'demo', password: 'Demo@2026' })).body.value.token);
    for (let hour = 0; hour < 24; hour += 1) {
      advance(25 * 60_000);
      await call(testApp.app, 'GET', '/wps/member/info', { token: longLived });
      advance(25 * 60_000);
      await call(testApp.app, 'GET', '/wps/member/info', { token: longLived });
      advance(10 * 60_000);
    }
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token: longLived })).statusCode).toBe(401);
  });
});

describe('SMS codes', () => {
  it('logs in with an SMS code that works once and expires after a minute', async () => {
    const send = await call(testApp.app, 'POST', '/wps/verification/sms/login', {
      payload: { mobileNum: '0812345678', countryDialingCode: '+66' },
      remoteAddress: nextAddress(),
    });
    expect(send.body.value).toEqual({ expiredMinutes: 1 });
    const code = await latestCode(testApp.database.db, '+660812345678');
    const ok = await logInSolved({ username: '0812345678', password: code, type: 'sms', countryDialingCode: '66' });
    expect(ok.statusCode).toBe(200);
    const reused = await logInSolved({ username: '0812345678', password: code, type: 'sms' });
    expect(reused.statusCode).toBe(401);
    expect(reused.body).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', value: { captcha: true } });

    advance(61_000);
    await call(testApp.app, 'POST', '/wps/verification/sms/login', {
      payload: { mobileNum: '0812345678' },
      remoteAddress: nextAddress(),
    });
    const second = await latestCode(testApp.database.db, '+660812345678');
    advance(61_000);
    const expired = await logIn(
      {
        username: '0812345678',
        password: second,
        type: 'sms',
        ...(await solveCaptcha(testApp.app, testApp.database.db)),
      },
      nextAddress(),
    );
    // An expired code is refused like a wrong one: the answer tells nothing about which codes exist.
    expect(expired.body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('sends at most one code per number a minute', async () => {
    advance(120_000);
    const first = await call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '0898765432' },
      remoteAddress: nextAddress(),
    });
    expect(first.statusCode).toBe(200);
    const second = await call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '0898765432' },
      remoteAddress: nextAddress(),
    });
    expect(second.statusCode).toBe(429);
    expect(second.body).toMatchObject({
      code: 'SMS_TOO_MANY_REQUESTS',
      message: 'Too many requests, try again after 5 minutes.',
    });
    advance(60_000);
    const later = await call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '0898765432' },
      remoteAddress: nextAddress(),
    });
    expect(later.statusCode).toBe(200);
  });

  it('caps the codes a number gets in a day', async () => {
    const send = () =>
      call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
        payload: { mobileNum: '0877777777' },
        remoteAddress: nextAddress(),
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await send()).statusCode).toBe(200);
      advance(61_000);
    }
    const capped = await send();
    expect(capped.statusCode).toBe(429);
    expect(capped.body.code).toBe('SMS_TOO_MANY_REQUESTS');
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const response = await call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '0800000000' },
      remoteAddress: nextAddress(),
    });
    expect(response.body.value).toEqual({ expiredMinutes: 1 });
    expect(await latestMessage(testApp.database.db, '+660800000000')).toBeUndefined();
  });

  it('refuses a bad mobile number with a field error', async () => {
    const response = await call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '08-123' },
    });
    expect(response.body.value).toEqual({ fields: [{ path: 'mobileNum', message: 'MOBILE_FORMAT' }] });
  });
});

describe('passwords', () => {
  it('resets by phone, logs the player in and ends their other sessions', async () => {
    advance(120_000);
    const oldToken = String((await logInSolved({ username: 'agent', password: 'Agent@2026' })).body.value.token);
    await call(testApp.app, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '0898765432' },
      remoteAddress: nextAddress(),
    });
    const code = await latestCode(testApp.database.db, '+660898765432');
    const reset = await call(testApp.app, 'POST', '/wps/member/password/verification', {
      payload: { mobileNum: '0898765432', verificationCode: code, newPassword: 'Agent#2027' },
    });
    expect(reset.statusCode).toBe(200);
    expect(String(reset.body.value.token).length).toBeGreaterThan(40);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token: oldToken })).statusCode).toBe(401);
    const again = await call(testApp.app, 'POST', '/wps/member/password/verification', {
      payload: { mobileNum: '0898765432', verificationCode: code, newPassword: 'Agent#2028' },
    });
    expect(again.body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await logInSolved({ username: 'agent', password: 'Agent#2027' })).statusCode).toBe(200);
  });

  it('sends a single-use reset link by e-mail, and answers the same for a wrong pair', async () => {
    const wrongPair = await call(testApp.app, 'POST', '/wps/member/password/email', {
      payload: 'username=demo&email=someone%40else.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const rightPair = await call(testApp.app, 'POST', '/wps/member/password/email', {
      payload: 'username=demo&email=DEMO%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(rightPair.body).toEqual(wrongPair.body);
    const message = await latestMessage(testApp.database.db, 'demo@example.com');
    expect(await latestMessage(testApp.database.db, 'someone@else.com')).toBeUndefined();
    expect(message?.body).toContain('http://localhost:8080/forget?resetToken=');
    const token = /resetToken=([\w-]+)/.exec(message?.body ?? '')?.[1] ?? '';
    const used = await call(testApp.app, 'POST', '/wps/member/password/email/reset', {
      payload: { token, newPassword: 'Demo#2027' },
    });
    expect(used.statusCode).toBe(200);
    const reused = await call(testApp.app, 'POST', '/wps/member/password/email/reset', {
      payload: { token, newPassword: 'Demo#2028' },
    });
    expect(reused.body.code).toBe('RESET_LINK_INVALID');
    expect((await logInSolved({ username: 'demo', password: 'Demo#2027' })).statusCode).toBe(200);
  });

  it('expires a reset link after 30 minutes', async () => {
    await call(testApp.app, 'POST', '/wps/member/password/email', {
      payload: { username: 'demo', email: 'demo@example.com' },
    });
    const token =
      /resetToken=([\w-]+)/.exec((await latestMessage(testApp.database.db, 'demo@example.com'))?.body ?? '')?.[1] ?? '';
    advance(31 * 60_000);
    const late = await call(testApp.app, 'POST', '/wps/member/password/email/reset', {
      payload: { token, newPassword: 'Demo#2029' },
    });
    expect(late.body.code).toBe('RESET_LINK_INVALID');
  });

  it('forces a change on the default password 123456 and allows nothing else until then', async () => {
    const created = await register(validRegistration('Forced01'));
    const memberId = String(
      (await call(testApp.app, 'GET', '/wps/member/info', { token: String(created.body.value.token) })).body.value.id,
    );
    const { createMemberService } = await import('../modules/member/index.js');
    const [merchantRow] = await testApp.database.db
      .select({ merchantId: member.merchantId })
      .from(member)
      .where(eq(member.id, memberId));
    await createMemberService({ db: testApp.database.db, clock }).setPassword(
      merchantRow?.merchantId ?? '',
      memberId,
      '123456',
    );
    const login = await logIn({ username: 'Forced01', password: '123456' }, nextAddress());
    expect(login.body.value).toMatchObject({ mustChangePassword: true });
    const token = String(login.body.value.token);
    const blocked = await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const wrongOld = await call(testApp.app, 'POST', '/wps/member/password', {
      token,
      payload: { oldPassword: '654321', newPassword: 'Forced#2026', confirmNewPassword: 'Forced#2026' },
    });
    expect(wrongOld.body.code).toBe('OLD_PASSWORD_WRONG');
    const changed = await call(testApp.app, 'POST', '/wps/member/password', {
      token,
      payload: { oldPassword: '123456', newPassword: 'Forced#2026', confirmNewPassword: 'Forced#2026' },
    });
    expect(changed.statusCode).toBe(200);
    const info = await call(testApp.app, 'GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ mustChangePassword: false });
    expect((await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token })).statusCode).toBe(200);
  });

  it('ends the other sessions when a member changes their password', async () => {
    const first = String(
      (await logIn({ username: 'Invited02', password: 'Secret#2026' }, nextAddress())).body.value.token,
    );
    const second = String(
      (await logIn({ username: 'Invited02', password: 'Secret#2026' }, nextAddress())).body.value.token,
    );
    const changed = await call(testApp.app, 'POST', '/wps/member/password', {
      token: second,
      payload: { oldPassword: 'Secret#2026', newPassword: 'Secret#2027', confirmNewPassword: 'Secret#2027' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token: first })).statusCode).toBe(401);
    expect((await call(testApp.app, 'GET', '/wps/member/info', { token: second })).statusCode).toBe(200);
  });

  it('counts wrong old passwords: after five the right one is refused too, for a quarter of an hour', async () => {
    const token = String(
      (await logIn({ username: 'Invited02', password: 'Secret#2027' }, nextAddress())).body.value.token,
    );
    const change = (oldPassword: string) =>
      call(testApp.app, 'POST', '/wps/member/password', {
        token,
        payload: { oldPassword, newPassword: 'Secret#2028', confirmNewPassword: 'Secret#2028' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(`Guess#${attempt}000`)).body.code).toBe('OLD_PASSWORD_WRONG');
    }
    const locked = await change('Secret#2027');
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    const relogin = await logIn({ username: 'Invited02', password: 'Secret#2027' }, nextAddress());
    expect(relogin.statusCode).toBe(200);
  });
});

describe('free demo', () => {
  it('creates a trial account (type 4) with play money that cannot log in with a password', async () => {
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: nextAddress() });
    expect(trial.statusCode).toBe(200);
    expect(trial.body.value).toMatchObject({ type: 4, isAgent: false });
    const info = await call(testApp.app, 'GET', '/wps/member/info', { token: String(trial.body.value.token) });
    expect(info.body.value).toMatchObject({ type: 4, isTrial: true });
    const [row] = await testApp.database.db
      .select()
      .from(member)
      .where(eq(member.id, String(info.body.value.id)));
    expect(row?.playMoneyMinor).toBe(200_000n);
  });

  it('is refused where the brand switches free play off', async () => {
    const response = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { headers: { merchant: 'lucky' } });
    expect(response.statusCode).toBe(403);
    expect(response.body.code).toBe('OPERATION_NOT_ENABLED');
  });

  it('keeps trial accounts out of password login', async () => {
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: nextAddress() });
    const id = String(
      (await call(testApp.app, 'GET', '/wps/member/info', { token: String(trial.body.value.token) })).body.value.id,
    );
    const [row] = await testApp.database.db.select().from(member).where(eq(member.id, id));
    const { createMemberService } = await import('../modules/member/index.js');
    await createMemberService({ db: testApp.database.db, clock }).setPassword(row?.merchantId ?? '', id, 'Trial#2026');
    const login = await logIn({ username: row?.username ?? '', password: 'Trial#2026' }, nextAddress());
    expect(login.statusCode).toBe(403);
    expect(login.body.code).toBe('NON_MEMBER_LOGIN');
  });
});

describe('operator outbox', () => {
  it('lists the messages sent to a destination for support', async () => {
    // Earlier tests moved the clock a day on, past the suite's first operator session.
    const login = await call(testApp.app, 'POST', '/bo/session/login', {
      payload: { username: 'operator', password: 'Operator@2026' },
    });
    testApp.operatorToken = String(login.body.value.token);
    const response = await testApp.app.inject({
      url: '/bo/outbox?merchant=demo&destination=%2B660812345678',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ value: { content: unknown[] } }>().value.content.length).toBeGreaterThan(0);
  });
});

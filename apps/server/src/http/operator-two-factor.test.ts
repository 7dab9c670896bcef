import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironment } from '../config/env.js';
import { fixedClock } from '../lib/clock.js';
import { auditLog, operatorAccount } from '../modules/operator/operator.tables.js';
import { operatorTwoFactor } from '../modules/two-factor/two-factor.tables.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { nextAddress } from '../test/withdrawal-helpers.js';

const clock = fixedClock(new Date('2026-11-26T00:00:10Z'));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

/** Moves the clock to the next 30-second step, so the authenticator shows a new code. */
const nextStep = () => clock.set(new Date(clock.now().getTime() + 30_000));
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: clock.now().getTime(),
  });

type Answer = {
  statusCode: number;
  cacheControl: unknown;
  body: { code?: string; message: string; value: Record<string, unknown> };
};

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
): Promise<Answer> {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { language: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
  return {
    statusCode: response.statusCode,
    cacheControl: response.headers['cache-control'],
    body: response.json<Answer['body']>(),
  };
}

const password = 'Console-password-1';
const logIn = (username: string) => send('POST', '/bo/session/login', undefined, { username, password });
const secondStep = (challengeToken: string, code: string) =>
  send('POST', '/bo/session/login/two-factor', undefined, { challengeToken, code });
const reachConsole = async (token: string) =>
  (await send('GET', '/bo/outbox?merchant=demo&destination=x%40y.co', token)).statusCode;

let serial = 0;
async function createAccount(twoFactorRequired?: boolean) {
  serial += 1;
  const username = `tf${serial}${Math.random().toString(36).slice(2, 8)}`;
  const created = await send('POST', '/bo/operators', testApp.operatorToken, {
    username,
    password,
    roles: ['support'],
    ...(twoFactorRequired === undefined ? {} : { twoFactorRequired }),
  });
  expect(created.statusCode).toBe(200);
  return { username, id: String(created.body.value.id) };
}

/** Enrols the operator through the API; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const started = await send('POST', '/bo/session/two-factor/enrolment', token, { password });
  expect(started.statusCode).toBe(200);
  // The secret and the recovery codes are answered once: never kept by a cache (the /bo/ routes' shared header).
  expect(started.cacheControl).toBe('no-store');
  const secret = (started.body.value.secretGroups as string[]).join('');
  const confirmed = await send('POST', '/bo/session/two-factor/enrolment/confirm', token, { code: codeOf(secret) });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.cacheControl).toBe('no-store');
  nextStep();
  return { secret, recoveryCodes: confirmed.body.value.recoveryCodes as string[], started };
}

describe('operator two-factor', () => {
  it('enrols with the password again, a QR code and a sealed secret, and confirms with a first code', async () => {
    const { username, id } = await createAccount(false);
    const login = await logIn(username);
    expect(login.body.value.stage).toBe('active');
    const token = String(login.body.value.token);
    const wrongPassword = await send('POST', '/bo/session/two-factor/enrolment', token, { password: 'not-it' });
    expect(wrongPassword).toMatchObject({ statusCode: 400, body: { code: 'OLD_PASSWORD_WRONG' } });
    const started = await send('POST', '/bo/session/two-factor/enrolment', token, { password });
    expect(started.body.value.otpauthUri).toMatch(/^otpauth:\/\/totp\/Croupier%20console:/);
    expect(started.body.value.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = (started.body.value.secretGroups as string[]).join('');
    const [stored] = await testApp.database.db
      .select()
      .from(operatorTwoFactor)
      .where(eq(operatorTwoFactor.operatorId, id));
    expect(stored?.secret.startsWith('v1.')).toBe(true);
    expect(stored?.secret).not.toContain(secret);
    const right = codeOf(secret);
    const wrong = await send('POST', '/bo/session/two-factor/enrolment/confirm', token, {
      code: right === '000000' ? '000001' : '000000',
    });
    expect(wrong).toMatchObject({ statusCode: 401, body: { code: 'TWO_FACTOR_CODE_INVALID' } });
    const confirmed = await send('POST', '/bo/session/two-factor/enrolment/confirm', token, { code: right });
    expect(confirmed.statusCode).toBe(200);
    expect(new Set(confirmed.body.value.recoveryCodes as string[]).size).toBe(10);
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.two-factor.enable'));
    expect(audits.filter((row) => row.target === username)).toHaveLength(1);
  });

  it('logs in in two steps; a wrong, a replayed and a used recovery code get the same answer', async () => {
    const { username } = await createAccount(false);
    const { secret, recoveryCodes } = await enrol(String((await logIn(username)).body.value.token));

    const first = await logIn(username);
    expect(first.body.value.stage).toBe('second-factor');
    const challenge = String(first.body.value.token);
    expect(await reachConsole(challenge)).toBe(401);
    const code = codeOf(secret);
    const wrong = await secondStep(challenge, code === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(401);
    const session = await secondStep(challenge, code);
    expect(session.statusCode).toBe(200);
    expect(session.body.value.stage).toBe('active');
    expect(session.body.value.token).not.toBe(challenge);
    expect(await reachConsole(String(session.body.value.token))).toBe(200);
    // The challenge opened one session.
    nextStep();
    expect((await secondStep(challenge, codeOf(secret))).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');

    // The same code (its step was taken) on a new challenge.
    clock.set(new Date(clock.now().getTime() - 30_000));
    const replayed = await secondStep(String((await logIn(username)).body.value.token), code);
    nextStep();

    const recovery = recoveryCodes[0] ?? '';
    const withRecovery = await secondStep(String((await logIn(username)).body.value.token), recovery);
    expect(withRecovery.statusCode).toBe(200);
    const state = await send('GET', '/bo/session/two-factor', String(withRecovery.body.value.token));
    expect(state.body.value).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    const usedAgain = await secondStep(String((await logIn(username)).body.value.token), recovery);

    for (const refused of [wrong, replayed, usedAgain]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.body.code).toBe('TWO_FACTOR_CODE_INVALID');
      expect(refused.body.message).toBe(wrong.body.message);
    }
  });

  it('locks the second factor after five wrong codes, the right one included', async () => {
    const { username } = await createAccount(false);
    const { secret } = await enrol(String((await logIn(username)).body.value.token));
    const challenge = String((await logIn(username)).body.value.token);
    const right = codeOf(secret);
    const wrongCode = right === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => secondStep(challenge, wrongCode)));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.body.code === 'TWO_FACTOR_CODE_INVALID').length).toBeLessThanOrEqual(5);
    expect((await secondStep(challenge, right)).body.code).toBe('TWO_FACTOR_LOCKED');
  });

  it('leads an account that must have a second factor to enrol before the console opens', async () => {
    const { username } = await createAccount(true);
    const login = await logIn(username);
    expect(login.body.value.stage).toBe('enrolment');
    const token = String(login.body.value.token);
    // The console learns the stage from who is logged in, and the factor's state, both open to the enrolment.
    expect((await send('GET', '/bo/session/me', token)).body.value.stage).toBe('enrolment');
    expect((await send('GET', '/bo/session/two-factor', token)).body.value).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const blocked = await send('GET', '/bo/outbox?merchant=demo&destination=x%40y.co', token);
    expect(blocked).toMatchObject({ statusCode: 403, body: { code: 'TWO_FACTOR_ENROLMENT_REQUIRED' } });
    const thai = await testApp.app.inject({
      url: '/bo/outbox?merchant=demo&destination=x%40y.co',
      headers: { authorization: `Bearer ${token}`, language: 'th' },
    });
    expect(thai.json<{ message: string }>().message).not.toBe(blocked.body.message);
    await enrol(token);
    expect(await reachConsole(token)).toBe(200);
    expect((await send('GET', '/bo/session/me', token)).body.value.stage).toBe('active');
    expect((await send('GET', '/bo/session/two-factor', token)).body.value).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it("lets an admin reset an operator's second factor: audited, their sessions end", async () => {
    const { username, id } = await createAccount(true);
    const token = String((await logIn(username)).body.value.token);
    await enrol(token);
    expect(await reachConsole(token)).toBe(200);
    const reset = await send('DELETE', `/bo/operators/${id}/two-factor`, testApp.operatorToken);
    expect(reset).toMatchObject({ statusCode: 200, body: { value: { wasEnabled: true } } });
    expect(await reachConsole(token)).toBe(401);
    expect((await logIn(username)).body.value.stage).toBe('enrolment');
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.two-factor.reset'));
    expect(audits.find((row) => row.target === id)?.detail).toEqual({ username, wasEnabled: true });
  });

  it("shows in the accounts list (and its export) whether each account's second factor is on", async () => {
    const enrolled = await createAccount(false);
    const pending = await createAccount(false);
    const plain = await createAccount(false);
    await enrol(String((await logIn(enrolled.username)).body.value.token));
    // Started, never confirmed: not on.
    await send('POST', '/bo/session/two-factor/enrolment', String((await logIn(pending.username)).body.value.token), {
      password,
    });
    const list = await send('GET', '/bo/operators?search=tf&pageSize=200', testApp.operatorToken);
    const byName = new Map(
      (list.body.value.content as { username: string; twoFactorEnabled: boolean }[]).map((row) => [
        row.username,
        row.twoFactorEnabled,
      ]),
    );
    expect(byName.get(enrolled.username)).toBe(true);
    expect(byName.get(pending.username)).toBe(false);
    expect(byName.get(plain.username)).toBe(false);
    const csv = await testApp.app.inject({
      url: `/bo/operators.csv?search=${enrolled.username}`,
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
      remoteAddress: nextAddress(),
    });
    const [header, row] = csv.body.trim().split('\n');
    expect(header).toContain('two_factor_enabled');
    expect(row).toContain(',false,true,');
  });

  it('audits every login step and every refusal: a wrong password, an unknown name, a wrong code', async () => {
    const { username, id } = await createAccount(false);
    const auditsOf = async (name: string) =>
      (await testApp.database.db.select().from(auditLog).where(eq(auditLog.operatorUsername, name))).filter((row) =>
        row.action.startsWith('operator.login'),
      );
    const wrongPassword = await send('POST', '/bo/session/login', undefined, { username, password: 'not-it' });
    expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');
    const unknown = `nobody${Math.random().toString(36).slice(2, 8)}`;
    await send('POST', '/bo/session/login', undefined, { username: unknown.toUpperCase(), password });
    expect(await auditsOf(unknown)).toMatchObject([
      { operatorId: null, action: 'operator.login.refused', target: unknown, detail: { step: 'password' } },
    ]);
    const token = String((await logIn(username)).body.value.token);
    const { secret } = await enrol(token);
    const challenge = String((await logIn(username)).body.value.token);
    const right = codeOf(secret);
    const wrongCode = await secondStep(challenge, right === '000000' ? '000001' : '000000');
    expect(wrongCode.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await secondStep(challenge, right)).statusCode).toBe(200);
    const rows = (await auditsOf(username)).sort((a, b) => Number(a.id - b.id));
    expect(rows.map((row) => [row.action, row.detail])).toEqual([
      ['operator.login.refused', { step: 'password' }],
      ['operator.login', { step: 'password', next: 'active' }],
      ['operator.login', { step: 'password', next: 'second-factor' }],
      ['operator.login.refused', { step: 'second-factor' }],
      ['operator.login', { step: 'second-factor' }],
    ]);
    expect(rows.every((row) => row.operatorId === id && row.target === username && row.ip !== '')).toBe(true);
    // The console's audit log shows them, filtered by action.
    const listed = await send('GET', `/bo/audit?action=operator.login&operator=${username}`, testApp.operatorToken);
    expect(listed.statusCode).toBe(200);
    expect((listed.body.value.content as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('requires a second factor of new accounts outside the embedded demo, and not of the demo admin', async () => {
    expect(parseEnvironment({}).OPERATOR_TWO_FACTOR_REQUIRED).toBe(false);
    expect(parseEnvironment({ NODE_ENV: 'production' }).OPERATOR_TWO_FACTOR_REQUIRED).toBe(true);
    expect(parseEnvironment({ DATABASE_URL: 'postgres://db/croupier' }).OPERATOR_TWO_FACTOR_REQUIRED).toBe(true);
    expect(
      parseEnvironment({ NODE_ENV: 'production', OPERATOR_TWO_FACTOR_REQUIRED: 'false' }).OPERATOR_TWO_FACTOR_REQUIRED,
    ).toBe(false);
    const [demo] = await testApp.database.db
      .select()
      .from(operatorAccount)
      .where(eq(operatorAccount.username, 'operator'));
    expect(demo?.twoFactorRequired).toBe(false);
  });
});

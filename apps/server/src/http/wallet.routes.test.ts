import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInToken } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
let demoToken = '';
let agentToken = '';
beforeAll(async () => {
  testApp = await createTestApp();
  const logIn = (username: string, password: string, remoteAddress: string) =>
    logInToken(testApp.app, username, password, remoteAddress);
  demoToken = await logIn('demo', 'Demo@2026', '10.7.0.1');
  agentToken = await logIn('agent', 'Agent@2026', '10.7.0.2');
});
afterAll(async () => {
  await testApp.close();
});

describe('balance', () => {
  it('starts the demo member at 10,000.00 THB, credited through the ledger', async () => {
    const balance = await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token: demoToken });
    expect(balance.statusCode).toBe(200);
    expect(balance.body.value).toEqual({ balance: '10000.00', currency: 'THB', currencySymbol: '฿', playMoney: false });
    const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet', { token: demoToken });
    expect(history.body.value).toMatchObject({
      total: 1,
      pageNum: 1,
      totalPages: 1,
      content: [{ type: 'deposit', amount: '10000.00', balanceAfter: '10000.00', wallet: 'main' }],
    });
  });

  it('needs a login', async () => {
    const response = await call(testApp.app, 'GET', '/wps/v2/wallets/balance');
    expect(response.statusCode).toBe(401);
  });

  it('shows a trial account its play money, apart from the ledger', async () => {
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: '10.7.0.3' });
    const token = String(trial.body.value.token);
    const balance = await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token });
    expect(balance.body.value).toEqual({ balance: '2000.00', currency: 'THB', currencySymbol: '฿', playMoney: true });
    const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet', { token });
    expect(history.statusCode).toBe(403);
    expect(history.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
  });
});

describe('transaction history', () => {
  it('shows a member only their own moves', async () => {
    const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet', { token: agentToken });
    expect(history.body.value).toMatchObject({ total: 0, content: [] });
  });

  it('filters by type and brand-local date', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const deposits = await call(
      testApp.app,
      'GET',
      `/wps/relay/ODSFE2_MemTransDet?type=deposit&startDate=${today}&endDate=${today}`,
      {
        token: demoToken,
      },
    );
    expect(deposits.body.value).toMatchObject({ total: 1 });
    const bets = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet?type=bet', { token: demoToken });
    expect(bets.body.value).toMatchObject({ total: 0 });
    const older = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet?endDate=2020-01-01', {
      token: demoToken,
    });
    expect(older.body.value).toMatchObject({ total: 0 });
  });

  it('refuses bad filters with field errors', async () => {
    for (const query of ['type=steal', 'pageSize=1000', 'pageNo=0', 'startDate=yesterday']) {
      const response = await call(testApp.app, 'GET', `/wps/relay/ODSFE2_MemTransDet?${query}`, { token: demoToken });
      expect(response.statusCode, query).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

// Defect 4 of issue 12: one reader for the Idempotency-Key everywhere; a malformed key is refused, never replaced.
describe('Idempotency-Key', () => {
  const adjust = (key: string) =>
    call(testApp.app, 'POST', '/bo/wallets/adjustments', {
      headers: { authorization: `Bearer ${testApp.operatorToken}`, 'idempotency-key': key },
      payload: { merchant: 'demo', username: 'agent', direction: 'credit', amount: '1.00', reason: 'key test' },
    });
  const agentBalance = async () =>
    String((await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token: agentToken })).body.value.balance);

  it('credits once for a retried adjustment with a long valid key', async () => {
    const before = await agentBalance();
    const key = 'k'.repeat(120);
    const first = await adjust(key);
    const retry = await adjust(key);
    expect(first.statusCode).toBe(200);
    expect(retry.body.value).toMatchObject({ transferId: first.body.value.transferId, replayed: true });
    expect(Number(await agentBalance()) - Number(before)).toBe(1);
  });

  it.each([
    ['a space', 'adjust key 0000001'],
    ['7 characters', 'short-1'],
    ['129 characters', 'k'.repeat(129)],
  ])('refuses a key with %s (400, nothing moved) instead of replacing it', async (_label, key) => {
    const before = await agentBalance();
    for (const answer of [await adjust(key), await adjust(key)]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: [{ path: 'idempotency-key', message: 'IDEMPOTENCY_KEY_FORMAT' }] },
      });
    }
    expect(await agentBalance()).toBe(before);
  });

  it('refuses a malformed key on a member move to a vendor wallet too', async () => {
    const answer = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: demoToken,
      headers: { 'idempotency-key': 'transfer key 00001' },
      payload: { recoverAll: true },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.value).toMatchObject({ fields: [{ message: 'IDEMPOTENCY_KEY_FORMAT' }] });
  });
});

describe('reconciliation', () => {
  it('is available to the operator and clean', async () => {
    const response = await testApp.app.inject({
      url: '/bo/reconciliation',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(response.json()).toMatchObject({ success: true, value: { balanced: true, mismatchedAccounts: [] } });
  });
});

describe('live balance', () => {
  it('streams the balance as a server-sent event to a logged-in member', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (testApp.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/wps/events`, {
      headers: { authorization: `Bearer ${demoToken}`, host: 'localhost' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    const chunk = (await reader?.read())?.value as Uint8Array | undefined;
    const text = new TextDecoder().decode(chunk);
    expect(text).toContain('event: balance');
    expect(text).toContain('"balance":"10000.00"');
    controller.abort();
    const anonymous = await fetch(`http://127.0.0.1:${port}/wps/events`);
    expect(anonymous.status).toBe(401);
  });
});

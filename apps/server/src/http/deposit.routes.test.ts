import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInToken } from '../test/account-helpers.js';
import { sendModes } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { paymentChannel } from '../db/schema.js';
import { signWebhook } from '../modules/deposit/index.js';

let testApp: TestApp;
let token = '';
let agentToken = '';
beforeAll(async () => {
  testApp = await createTestApp();
  const logIn = (username: string, password: string, remoteAddress: string) =>
    logInToken(testApp.app, username, password, remoteAddress);
  token = await logIn('demo', 'Demo@2026', '10.8.0.1');
  agentToken = await logIn('agent', 'Agent@2026', '10.8.0.2');
});
afterAll(async () => {
  await testApp.close();
});

const balanceOf = async (bearer: string) =>
  String((await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token: bearer })).body.value.balance);
const operator = () => ({ authorization: `Bearer ${testApp.operatorToken}` });
const pngSlip = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

async function sandboxSecret() {
  const [channel] = await testApp.database.db.select().from(paymentChannel).where(eq(paymentChannel.code, 'sandbox'));
  return channel?.settings.webhookSecret ?? '';
}

async function deliverWebhook(
  body: Record<string, unknown>,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000).toString(),
) {
  const raw = JSON.stringify(body);
  return testApp.app.inject({
    method: 'POST',
    url: '/payments/webhook/demo/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': timestamp,
      'x-sandbox-signature': signWebhook(secret, timestamp, raw),
    },
    payload: raw,
  });
}

describe('deposit channels', () => {
  it('lists the brand channels with their limits, for real members only', async () => {
    const channels = await call(testApp.app, 'GET', '/wps/deposit/channels', { token });
    expect(channels.body.value).toEqual([
      { code: 'promptpay', kind: 'promptpay', name: 'PromptPay QR', minAmount: '100.00', maxAmount: '50000.00' },
      { code: 'sandbox', kind: 'sandbox', name: 'Sandbox Pay', minAmount: '50.00', maxAmount: '100000.00' },
    ]);
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: '10.8.0.3' });
    const refused = await call(testApp.app, 'GET', '/wps/deposit/channels', { token: String(trial.body.value.token) });
    expect(refused.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
  });
});

describe('PromptPay deposits', () => {
  it('quotes an EMVCo QR for the amount', async () => {
    const quote = await call(testApp.app, 'POST', '/wps/deposit/promptpay/quote', {
      token,
      payload: { channelCode: 'promptpay', amount: '500' },
    });
    expect(quote.body.value.amount).toBe('500.00');
    expect(String(quote.body.value.payload)).toContain('5406500.00');
    expect(String(quote.body.value.qrImage)).toMatch(/^data:image\/png;base64,/);
  });

  it('waits for an operator, then credits once', async () => {
    const before = await balanceOf(token);
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'promptpay', amount: '250.50', slip: pngSlip },
    });
    expect(created.body.value).toMatchObject({ status: 'pending_review', amount: '250.50', hasSlip: true });
    expect(await balanceOf(token)).toBe(before);
    const id = String(created.body.value.id);
    const pending = await testApp.app.inject({
      url: '/bo/deposits?merchant=demo&status=pending_review',
      headers: operator(),
    });
    expect(pending.json<{ value: { content: { id: string }[] } }>().value.content.map((item) => item.id)).toContain(id);
    const confirm = await testApp.app.inject({
      method: 'POST',
      url: `/bo/deposits/demo/${id}/confirm`,
      headers: operator(),
    });
    expect(confirm.json()).toMatchObject({ value: { status: 'confirmed' } });
    expect(Number(await balanceOf(token))).toBeCloseTo(Number(before) + 250.5, 2);
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/bo/deposits/demo/${id}/confirm`,
      headers: operator(),
    });
    expect(Number(await balanceOf(token))).toBeCloseTo(Number(before) + 250.5, 2);
    expect(again.statusCode).toBe(200);
    const reject = await testApp.app.inject({
      method: 'POST',
      url: `/bo/deposits/demo/${id}/reject`,
      headers: operator(),
      payload: { reason: 'too late' },
    });
    expect(reject.json()).toMatchObject({ code: 'INVALID_STATE' });
  });

  it('rejects with a reason and credits nothing', async () => {
    const before = await balanceOf(token);
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'promptpay', amount: '100' },
    });
    const id = String(created.body.value.id);
    const rejected = await testApp.app.inject({
      method: 'POST',
      url: `/bo/deposits/demo/${id}/reject`,
      headers: operator(),
      payload: { reason: 'slip does not match' },
    });
    expect(rejected.json()).toMatchObject({ value: { status: 'rejected', reason: 'slip does not match' } });
    expect(await balanceOf(token)).toBe(before);
    const audit = await testApp.app.inject({ url: '/bo/audit', headers: operator() });
    expect(audit.body).toContain('deposit.reject');
  });

  it('refuses bad amounts, limits, fake images and unknown channels', async () => {
    for (const amount of ['-5', '0', '1.005', 'ten', '99999999999999', '99.99', '50000.01']) {
      const response = await call(testApp.app, 'POST', '/wps/deposits', {
        token,
        payload: { channelCode: 'promptpay', amount },
      });
      expect(response.statusCode, amount).toBe(400);
      expect(['VALIDATION_FAILED', 'AMOUNT_OUT_OF_RANGE'], amount).toContain(response.body.code);
    }
    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    const badSlip = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'promptpay', amount: '100', slip: fake },
    });
    expect(badSlip.body.code).toBe('UPLOAD_INVALID');
    const unknown = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'bitcoin', amount: '100' },
    });
    expect(unknown.body.code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
  });

  it('shows members only their own deposits', async () => {
    const own = await call(testApp.app, 'GET', '/wps/deposits', { token: agentToken });
    expect(own.body.value).toMatchObject({ total: 0 });
    const demo = await call(testApp.app, 'GET', '/wps/deposits', { token });
    expect(Number(demo.body.value.total)).toBeGreaterThan(0);
  });
});

describe('sandbox provider', () => {
  it('pays through the provider page and its signed callback, credits once, redirects back', async () => {
    const before = await balanceOf(token);
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'sandbox', amount: '300' },
    });
    const redirectUrl = String(created.body.value.redirectUrl);
    expect(redirectUrl).toMatch(/^\/sandbox-pay\/demo\/[0-9a-f]{32}$/);
    const pagePreview = await testApp.app.inject({ url: redirectUrl });
    expect(pagePreview.headers['content-type']).toContain('text/html');
    expect(pagePreview.body).toContain('300.00');
    const paid = await testApp.app.inject({ method: 'POST', url: `${redirectUrl}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member?page=depositv2&deposit=${String(created.body.value.id)}`);
    expect(Number(await balanceOf(token))).toBeCloseTo(Number(before) + 300, 2);
    const payAgain = await testApp.app.inject({ method: 'POST', url: `${redirectUrl}/pay` });
    expect(payAgain.statusCode).toBe(303);
    expect(Number(await balanceOf(token))).toBeCloseTo(Number(before) + 300, 2);
  });

  it('refuses a wrong signature, a stale timestamp and a changed amount', async () => {
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'sandbox', amount: '80' },
    });
    const reference = String(created.body.value.redirectUrl).split('/').pop() ?? '';
    const secret = await sandboxSecret();
    const event = { eventId: 'evt-1', reference, status: 'paid', amount: '80.00' };
    expect((await deliverWebhook(event, 'wrong-secret')).statusCode).toBe(401);
    const stale = Math.floor(Date.now() / 1000 - 3600).toString();
    expect((await deliverWebhook(event, secret, stale)).statusCode).toBe(401);
    const changed = await deliverWebhook({ ...event, amount: '8000.00' }, secret);
    expect(changed.statusCode).toBe(400);
    const good = await deliverWebhook(event, secret);
    expect(good.json()).toMatchObject({ value: { accepted: true, duplicate: false } });
  });

  it('marks a failed payment failed and credits nothing', async () => {
    const before = await balanceOf(token);
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'sandbox', amount: '90' },
    });
    await testApp.app.inject({ method: 'POST', url: `${String(created.body.value.redirectUrl)}/fail` });
    const list = await call(testApp.app, 'GET', '/wps/deposits?status=failed', { token });
    expect((list.body.value.content as { id: string }[]).map((item) => item.id)).toContain(
      String(created.body.value.id),
    );
    expect(await balanceOf(token)).toBe(before);
  });

  it.each(sendModes)('credits once when the same callback arrives 20 times, %s', async (_name, send) => {
    const before = await balanceOf(token);
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token,
      payload: { channelCode: 'sandbox', amount: '123.45' },
    });
    const reference = String(created.body.value.redirectUrl).split('/').pop() ?? '';
    const secret = await sandboxSecret();
    const responses = await send(20, () =>
      deliverWebhook({ eventId: `evt-race-${reference}`, reference, status: 'paid', amount: '123.45' }, secret),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(
      responses.filter((response) => response.json<{ value: { duplicate: boolean } }>().value.duplicate === false),
    ).toHaveLength(1);
    expect(Number(await balanceOf(token))).toBeCloseTo(Number(before) + 123.45, 2);
    const reconciliation = await testApp.app.inject({ url: '/bo/reconciliation', headers: operator() });
    expect(reconciliation.json()).toMatchObject({ value: { balanced: true } });
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { setTransferWalletVendors } from '../test/vendor-wallet-helpers.js';
import { systemClock } from '../lib/clock.js';
import { createMemberEvents } from '../lib/member-events.js';
import type { MemberEvent } from '../lib/member-events.js';
import { createMemberService } from '../modules/member/index.js';
import { createMerchantService } from '../modules/merchant/index.js';
import { transferVendorWallet } from './vendor-wallets.js';

let testApp: TestApp;
let token = '';
beforeAll(async () => {
  testApp = await createTestApp();
  // A vendor code whose row is seamless-model: its vendor wallet is a ledger account only (no vendor is called).
  await setTransferWalletVendors(testApp.database.db, 'demo', ['HOUSE']);
  token = String(
    (
      await call(testApp.app, 'POST', '/wps/session/login', {
        payload: { username: 'demo', password: 'Demo@2026' },
        remoteAddress: '10.12.0.1',
      })
    ).body.value.token,
  );
});
afterAll(async () => {
  await testApp.close();
});

const operator = () => ({ authorization: `Bearer ${testApp.operatorToken}` });

describe('vendor wallets (GCS_walletTransfer, GCS_merchantWallet)', () => {
  it('lists the main wallet and each transfer-model vendor wallet', async () => {
    const wallets = await call(testApp.app, 'GET', '/wps/relay/GCS_merchantWallet', { token });
    expect(wallets.body.value).toMatchObject({
      main: '10000.00',
      currency: 'THB',
      vendors: [{ vendorCode: 'HOUSE', balance: '0.00' }],
    });
  });

  it('moves money in and out, once per idempotency key, and recovers all to main', async () => {
    const headers = { 'idempotency-key': 'transfer-in-0001' };
    const moveIn = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      headers,
      payload: { vendorCode: 'HOUSE', direction: 'in', amount: '1500' },
    });
    expect(moveIn.body.value).toEqual({
      main: '8500.00',
      currency: 'THB',
      vendors: [{ vendorCode: 'HOUSE', balance: '1500.00' }],
    });
    const retried = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      headers,
      payload: { vendorCode: 'HOUSE', direction: 'in', amount: '1500' },
    });
    expect(retried.body.value).toEqual(moveIn.body.value);
    const moveOut = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { vendorCode: 'HOUSE', direction: 'out', amount: '500' },
    });
    expect(moveOut.body.value).toMatchObject({ main: '9000.00', vendors: [{ balance: '1000.00' }] });
    const recovered = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { recoverAll: true },
    });
    expect(recovered.body.value).toMatchObject({ main: '10000.00', vendors: [{ balance: '0.00' }] });
    const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet?type=transfer_out,transfer_in', {
      token,
    });
    expect(history.body.value.total).toBe(6);
  });

  it('refuses overdrafts, unknown vendors and bad amounts', async () => {
    const tooMuch = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { vendorCode: 'HOUSE', direction: 'out', amount: '1' },
    });
    expect(tooMuch.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '0.00' } });
    const unknown = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { vendorCode: 'NOPE', direction: 'in', amount: '1' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      payload: { vendorCode: 'HOUSE', direction: 'in', amount: '0.001' },
    });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers consolidated funds where the brand runs the agent policy', async () => {
    const funds = await call(testApp.app, 'GET', '/wps/member/info/funds/consolidated', { token });
    expect(funds.body.value).toMatchObject({ total: '10000.00', main: '10000.00', vendors: '0.00', currency: 'THB' });
  });
});

describe('manual adjustments', () => {
  it('credits and debits with a reason, audited, once per key, and pushes the new balance live', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (testApp.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/wps/events`, {
      headers: { authorization: `Bearer ${token}`, host: 'localhost' },
      signal: controller.signal,
    });
    const reader = stream.body?.getReader();
    await reader?.read();

    const headers = { ...operator(), 'idempotency-key': 'adjust-credit-0001' };
    const payload = {
      merchant: 'demo',
      username: 'demo',
      direction: 'credit',
      amount: '42.50',
      reason: 'goodwill for an outage',
    };
    const credit = await testApp.app.inject({ method: 'POST', url: '/bo/wallets/adjustments', headers, payload });
    expect(credit.json()).toMatchObject({ value: { balance: '10042.50', replayed: false } });
    const pushed = new TextDecoder().decode((await reader?.read())?.value as Uint8Array | undefined);
    expect(pushed).toContain('"balance":"10042.50"');
    controller.abort();

    const replay = await testApp.app.inject({ method: 'POST', url: '/bo/wallets/adjustments', headers, payload });
    expect(replay.json()).toMatchObject({ value: { replayed: true } });
    const audit = await testApp.app.inject({ url: '/bo/audit', headers: operator() });
    expect(audit.body.match(/wallet\.adjust/g)?.length).toBe(1);

    const overdraw = await testApp.app.inject({
      method: 'POST',
      url: '/bo/wallets/adjustments',
      headers: operator(),
      payload: { ...payload, direction: 'debit', amount: '999999' },
    });
    expect(overdraw.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const noReason = await testApp.app.inject({
      method: 'POST',
      url: '/bo/wallets/adjustments',
      headers: operator(),
      payload: { ...payload, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const reconciliation = await testApp.app.inject({ url: '/bo/reconciliation', headers: operator() });
    expect(reconciliation.json()).toMatchObject({ value: { balanced: true } });
  });
});

describe('the balance a ledger-only move tells the open pages', () => {
  it('publishes the balance the move answered, a replay the current one, and reads no vendor row for the model', async () => {
    const { db } = testApp.database;
    const merchant = await createMerchantService({ db, clock: systemClock }).resolveMerchant({ code: 'demo' });
    const member = await createMemberService({ db, clock: systemClock }).findByUsername(merchant.id, 'demo');
    if (!member) throw new Error('demo member is seeded');
    const events = createMemberEvents();
    const published: MemberEvent[] = [];
    const stop = events.subscribe(member.id, (event) => published.push(event));
    const modelsAsked: string[] = [];
    const dependencies = {
      db,
      events,
      walletModelOf: async (vendorCode: string) => {
        modelsAsked.push(vendorCode);
        return 'seamless';
      },
    };
    const move = (requestKey: string, amount: bigint) =>
      transferVendorWallet(dependencies, {
        merchant,
        member,
        requestKey,
        move: { vendorCode: 'HOUSE', direction: 'in', amountMinor: amount },
      });
    const first = await move('published-balance-1', 200n);
    const second = await move('published-balance-2', 300n);
    const replayed = await move('published-balance-1', 200n);
    stop();
    expect(replayed.main).toBe(first.main);
    expect(published.map((event) => (event.type === 'balance' ? event.balance : null))).toEqual([
      first.main,
      second.main,
      second.main,
    ]);
    expect(modelsAsked).toEqual(['HOUSE', 'HOUSE', 'HOUSE']);
    await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', { token, payload: { recoverAll: true } });
  });
});

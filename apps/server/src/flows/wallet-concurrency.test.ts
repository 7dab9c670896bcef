import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { setTransferWalletVendors } from '../test/vendor-wallet-helpers.js';

/** Races over HTTP need a real server with a pool of connections; PGlite would only serialize them. */
describe.skipIf(!process.env.DATABASE_URL)('wallet races through HTTP (PostgreSQL)', () => {
  let testApp: TestApp;
  let token = '';
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 50 });
    // A ledger-only vendor wallet: this race is about the ledger's guard (the transfer-model race has its own test).
    await setTransferWalletVendors(testApp.database.db, 'demo', ['HOUSE']);
    const created = await call(testApp.app, 'PUT', '/wps/member/register', {
      payload: {
        username: 'Racer01',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        terms: true,
        ageConfirmed: true,
      },
    });
    token = String(created.body.value.token);
    await testApp.app.inject({
      method: 'POST',
      url: '/bo/wallets/adjustments',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
      payload: {
        merchant: 'demo',
        username: 'Racer01',
        direction: 'credit',
        amount: '1000',
        reason: 'race test funds',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('500 concurrent debits of 10.00 against 1,000.00: exactly 100 succeed, no 5xx, balance 0.00, books clean', async () => {
    const responses = await Promise.all(
      Array.from({ length: 500 }, () =>
        call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
          token,
          payload: { vendorCode: 'HOUSE', direction: 'in', amount: '10.00' },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode >= 500)).toHaveLength(0);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(100);
    expect(responses.filter((response) => response.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(400);
    const wallets = await call(testApp.app, 'GET', '/wps/relay/GCS_merchantWallet', { token });
    expect(wallets.body.value).toMatchObject({ main: '0.00', vendors: [{ vendorCode: 'HOUSE', balance: '1000.00' }] });
    const reconciliation = await testApp.app.inject({
      url: '/bo/reconciliation',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(reconciliation.json()).toMatchObject({ value: { balanced: true } });
  });
});

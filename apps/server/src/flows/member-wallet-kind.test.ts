import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInToken } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { seamlessWalletPaths } from '@croupier/contracts';
import { houseVendorSecret, launchToken, setTransferWalletVendors, signedCall } from '../test/vendor-wallet-helpers.js';

/**
 * Deposits, vendor wallets and vendor game launches use the member's main wallet by the one rule
 * (`mainWalletKind`): an agent's money is in the agent wallet, a trial account's in the player wallet its balance
 * shows. Each flow once spelled the player wallet out, so an agent's deposit went where its balance never looked.
 */
let testApp: TestApp;
let agentToken = '';
let trialToken = '';
const pngSlip = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

beforeAll(async () => {
  testApp = await createTestApp();
  await setTransferWalletVendors(testApp.database.db, 'demo', ['HOUSE']);
  agentToken = await logInToken(testApp.app, 'agent', 'Agent@2026', '10.14.0.1');
  const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: '10.14.0.2' });
  trialToken = String(trial.body.value.token);
});
afterAll(async () => {
  await testApp.close();
});

const balanceOf = async (token: string) =>
  String((await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token })).body.value.balance);
const operator = () => ({ authorization: `Bearer ${testApp.operatorToken}` });

describe('the main wallet of a member, by member type', () => {
  it('credits an agent’s deposit to the wallet its balance shows', async () => {
    const before = await balanceOf(agentToken);
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token: agentToken,
      payload: { channelCode: 'promptpay', amount: '300.00', slip: pngSlip },
    });
    expect(created.statusCode).toBe(200);
    const confirm = await testApp.app.inject({
      method: 'POST',
      url: `/bo/deposits/demo/${String(created.body.value.id)}/confirm`,
      headers: operator(),
    });
    expect(confirm.statusCode).toBe(200);
    expect(await balanceOf(agentToken)).toBe((Number(before) + 300).toFixed(2));
  });

  it('moves an agent’s vendor wallet money from and to the agent wallet', async () => {
    const before = await balanceOf(agentToken);
    const listed = await call(testApp.app, 'GET', '/wps/relay/GCS_merchantWallet', { token: agentToken });
    expect(listed.body.value).toMatchObject({ main: before });
    const moved = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: agentToken,
      payload: { vendorCode: 'HOUSE', direction: 'in', amount: '100' },
    });
    expect(moved.body.value).toEqual({
      main: (Number(before) - 100).toFixed(2),
      currency: 'THB',
      vendors: [{ vendorCode: 'HOUSE', balance: '100.00' }],
    });
    expect(await balanceOf(agentToken)).toBe((Number(before) - 100).toFixed(2));
    const recovered = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: agentToken,
      payload: { recoverAll: true },
    });
    expect(recovered.body.value).toMatchObject({ main: before, vendors: [{ balance: '0.00' }] });
    expect(await balanceOf(agentToken)).toBe(before);
  });

  it('opens an agent’s vendor session on the agent wallet', async () => {
    const before = await balanceOf(agentToken);
    const { token } = await launchToken(testApp.app, testApp.database.db, {
      memberToken: agentToken,
      engine: 'HOUSE:slot:golden-temple',
    });
    const secret = await houseVendorSecret(testApp.database.db);
    const session = await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
    expect(session.body.value).toMatchObject({ mode: 'real', balance: before });
  });

  it('refuses a trial account (its play money is no ledger wallet) every real-money wallet call', async () => {
    const balance = await balanceOf(trialToken);
    const listed = await call(testApp.app, 'GET', '/wps/relay/GCS_merchantWallet', { token: trialToken });
    expect(listed.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    const moved = await call(testApp.app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: trialToken,
      payload: { vendorCode: 'HOUSE', direction: 'in', amount: '100' },
    });
    expect(moved.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    const deposit = await call(testApp.app, 'POST', '/wps/deposits', {
      token: trialToken,
      payload: { channelCode: 'promptpay', amount: '300.00', slip: pngSlip },
    });
    expect(deposit.body.code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    await expect(launchToken(testApp.app, testApp.database.db, { memberToken: trialToken })).rejects.toThrow(
      'TRIAL_ACCOUNT_NOT_ALLOWED',
    );
    expect(await balanceOf(trialToken)).toBe(balance);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessWalletPaths } from '@croupier/contracts';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { houseVendorSecret, launchToken, signedCall } from '../test/vendor-wallet-helpers.js';

/** Races need a real server with a pool of connections; PGlite would only serialize them. */
describe.skipIf(!process.env.DATABASE_URL)('seamless bets racing one wallet (PostgreSQL)', () => {
  let testApp: TestApp;
  let secret = '';
  let token = '';
  let playerId = '';
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 50 });
    secret = await houseVendorSecret(testApp.database.db);
    const created = await call(testApp.app, 'PUT', '/wps/member/register', {
      payload: {
        username: 'Gambler01',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        terms: true,
        ageConfirmed: true,
      },
    });
    const memberToken = String(created.body.value.token);
    await testApp.app.inject({
      method: 'POST',
      url: '/bo/wallets/adjustments',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
      payload: { merchant: 'demo', username: 'Gambler01', direction: 'credit', amount: '1000', reason: 'race funds' },
    });
    token = (await launchToken(testApp.app, testApp.database.db, { memberToken })).token;
    const session = await signedCall(testApp.app, seamlessWalletPaths.authenticate, { token }, { secret });
    playerId = String((session.body.value as { playerId: string }).playerId);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('500 concurrent bets of 10.00 against 1,000.00: exactly 100 taken, never below zero, books clean', async () => {
    const answers = await Promise.all(
      Array.from({ length: 500 }, () =>
        signedCall(
          testApp.app,
          seamlessWalletPaths.bet,
          {
            token,
            playerId,
            transactionId: randomUUID(),
            roundId: randomUUID(),
            amount: '10.00',
            currency: 'THB',
          },
          { secret },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(100);
    expect(answers.filter((answer) => answer.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(400);
    const balance = await signedCall(testApp.app, seamlessWalletPaths.balance, { token, playerId }, { secret });
    expect(balance.body.value).toMatchObject({ balance: '0.00' });
    const reconciliation = await testApp.app.inject({
      url: '/bo/reconciliation',
      headers: { authorization: `Bearer ${testApp.operatorToken}` },
    });
    expect(reconciliation.json()).toMatchObject({ value: { balanced: true } });
  });

  it('10 concurrent deliveries of one bet-and-win apply once with one answer', async () => {
    const before = await signedCall(testApp.app, seamlessWalletPaths.balance, { token, playerId }, { secret });
    expect(before.body.value).toMatchObject({ balance: '0.00' });
    const request = {
      token,
      playerId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      bet: '0',
      win: '5.00',
      currency: 'THB',
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signedCall(testApp.app, seamlessWalletPaths.betWin, request, { secret })),
    );
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.text}`)).size).toBe(1);
    const after = await signedCall(testApp.app, seamlessWalletPaths.balance, { token, playerId }, { secret });
    expect(after.body.value).toMatchObject({ balance: '5.00' });
  });
});

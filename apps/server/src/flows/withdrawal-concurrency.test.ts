import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfer } from '../modules/wallet/wallet.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import {
  balanceOf,
  callConsole,
  createPlayer,
  operatorToken,
  reconciliation,
  requestWithdrawal,
} from '../test/withdrawal-helpers.js';

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!process.env.DATABASE_URL)('withdrawals under concurrency (PostgreSQL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  // Each request reserves a payment-password attempt before the password is checked (decision 0012), so while five
  // are being checked the rest of a burst is refused as locked; the lock lifts once a right password is confirmed.
  it('50 simultaneous withdrawals of the full balance: exactly one is accepted, the rest are refused', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 500_000n });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(testApp.app, player, '5000.00')),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(49);
    const refusedCodes = new Set(refused.map((answer) => answer.body.code));
    expect([...refusedCodes].filter((code) => code !== 'INSUFFICIENT_FUNDS' && code !== 'ACCOUNT_LOCKED')).toEqual([]);
    expect(refusedCodes.has('INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(testApp.app, player.token)).toBe('0.00');
    const listed = await call(testApp.app, 'GET', '/wps/withdrawals', { token: player.token });
    expect(listed.body.value.total).toBe(1);
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: player.token });
    expect(settings.body.value.requestsToday).toBe(1);
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('holds the daily limit under simultaneous requests that could all be paid', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => requestWithdrawal(testApp.app, player, '100.00')),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(7);
    expect(
      refused.filter((answer) => !['WITHDRAWAL_LIMIT_REACHED', 'ACCOUNT_LOCKED'].includes(String(answer.body.code))),
    ).toEqual([]);
    expect(await balanceOf(testApp.app, player.token)).toBe('9500.00');
  });

  it('two operators approving the same withdrawal at once: exactly one wins, money moves once', async () => {
    const finance = await operatorToken(testApp, 'finance');
    for (let round = 0; round < 5; round += 1) {
      const player = await createPlayer(testApp, { balanceMinor: 100_000n });
      const created = await requestWithdrawal(testApp.app, player, '400.00');
      const id = String(created.body.value.id);
      const answers = await Promise.all([
        callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${id}/approve`),
        callConsole(testApp.app, finance, 'POST', `/bo/withdrawals/${id}/approve`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.body.code).toBe('INVALID_STATE');
      const moves = await testApp.database.db
        .select()
        .from(ledgerTransfer)
        .where(
          and(like(ledgerTransfer.idempotencyKey, `withdrawal:${id}:%`), eq(ledgerTransfer.type, 'withdrawal_settle')),
        );
      expect(moves).toHaveLength(1);
      expect(await balanceOf(testApp.app, player.token)).toBe('600.00');
    }
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('an approval racing a rejection: one wins and the ledger agrees with it', async () => {
    const finance = await operatorToken(testApp, 'finance');
    for (let round = 0; round < 5; round += 1) {
      const player = await createPlayer(testApp, { balanceMinor: 100_000n });
      const created = await requestWithdrawal(testApp.app, player, '400.00');
      const id = String(created.body.value.id);
      const [approved, rejected] = await Promise.all([
        callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${id}/approve`),
        callConsole(testApp.app, finance, 'POST', `/bo/withdrawals/${id}/reject`, { reason: 'race' }),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      expect(await balanceOf(testApp.app, player.token)).toBe(approved.statusCode === 200 ? '600.00' : '1000.00');
    }
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });
});

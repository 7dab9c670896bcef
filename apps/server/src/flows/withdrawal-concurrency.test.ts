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

type Answer = Awaited<ReturnType<typeof requestWithdrawal>>;

/**
 * Sends a withdrawal as a client would: while five payment-password checks of the member are in flight, another
 * is refused with the retryable TOO_MANY_ATTEMPTS_IN_FLIGHT (never a lock), and the client tries again shortly.
 */
async function withdrawRetryingInFlight(send: () => Promise<Answer>) {
  let refusedInFlight = 0;
  for (;;) {
    const answer = await send();
    if (answer.body.code !== 'TOO_MANY_ATTEMPTS_IN_FLIGHT') return { answer, refusedInFlight };
    expect(answer.statusCode).toBe(429);
    refusedInFlight += 1;
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
}

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!process.env.DATABASE_URL)('withdrawals under concurrency (PostgreSQL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('50 simultaneous withdrawals of the full balance: exactly one is accepted, the rest are INSUFFICIENT_FUNDS', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 500_000n });
    const burst = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdrawRetryingInFlight(() => requestWithdrawal(testApp.app, player, '5000.00')),
      ),
    );
    expect(burst.filter(({ refusedInFlight }) => refusedInFlight > 0).length).toBeGreaterThan(0);
    const answers = burst.map(({ answer }) => answer);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((answer) => answer.body.code))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await balanceOf(testApp.app, player.token)).toBe('0.00');
    const listed = await call(testApp.app, 'GET', '/wps/withdrawals', { token: player.token });
    expect(listed.body.value.total).toBe(1);
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: player.token });
    expect(settings.body.value.requestsToday).toBe(1);
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('holds the daily limit under simultaneous requests that could all be paid', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const answers = (
      await Promise.all(
        Array.from({ length: 12 }, () =>
          withdrawRetryingInFlight(() => requestWithdrawal(testApp.app, player, '100.00')),
        ),
      )
    ).map(({ answer }) => answer);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.code === 'WITHDRAWAL_LIMIT_REACHED')).toHaveLength(7);
    expect(await balanceOf(testApp.app, player.token)).toBe('9500.00');
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
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

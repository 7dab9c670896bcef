import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfer } from '../modules/wallet/wallet.tables.js';
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
describe.skipIf(!process.env.DATABASE_URL)('two-person rule under concurrency (PostgreSQL)', () => {
  let testApp: TestApp;
  let checkers: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp();
    checkers = [await operatorToken(testApp, 'finance'), await operatorToken(testApp, ['admin'])];
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('20 simultaneous confirmations of one withdrawal by two checkers pay it once', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 3_000_000n });
    const requested = await requestWithdrawal(testApp.app, player, '20000.00');
    const id = String(requested.body.value.id);
    const first = await callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${id}/approve`);
    const approvalId = String((first.body.value.approval as { id: string }).id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? callConsole(
              testApp.app,
              checkers[index % 4 === 0 ? 0 : 1] ?? '',
              'POST',
              `/bo/approvals/${approvalId}/confirm`,
            )
          : callConsole(testApp.app, checkers[index % 4 === 1 ? 0 : 1] ?? '', 'POST', `/bo/withdrawals/${id}/approve`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body.code))).toEqual(
      new Set(['INVALID_STATE']),
    );
    const settlements = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.idempotencyKey, `withdrawal:${id}:%`));
    expect(settlements.map((row) => row.type).filter((type) => type !== 'withdrawal_hold')).toEqual([
      'withdrawal_settle',
    ]);
    expect(await balanceOf(testApp.app, player.token)).toBe('10000.00');
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });

  it('a confirmation racing a rejection: exactly one wins, and the money moves one way', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 3_000_000n });
    const requested = await requestWithdrawal(testApp.app, player, '20000.00');
    const id = String(requested.body.value.id);
    const first = await callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${id}/approve`);
    const approvalId = String((first.body.value.approval as { id: string }).id);
    const [confirm, reject] = await Promise.all([
      callConsole(testApp.app, checkers[0] ?? '', 'POST', `/bo/approvals/${approvalId}/confirm`),
      callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/approvals/${approvalId}/reject`, {
        reason: 'changed my mind',
      }),
    ]);
    expect([confirm.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const moves = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.idempotencyKey, `withdrawal:${id}:%`));
    expect(moves.filter((row) => row.type !== 'withdrawal_hold')).toHaveLength(1);
    expect(await balanceOf(testApp.app, player.token)).toBe(confirm.statusCode === 200 ? '10000.00' : '30000.00');
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });

  it('20 simultaneous confirmations of one adjustment credit it once', async () => {
    const player = await createPlayer(testApp);
    const requested = await testApp.app.inject({
      method: 'POST',
      url: '/bo/wallets/adjustments',
      headers: { authorization: `Bearer ${testApp.operatorToken}`, 'idempotency-key': `race-${player.username}` },
      payload: { merchant: 'demo', username: player.username, direction: 'credit', amount: '30000', reason: 'race' },
    });
    const pending = requested.json<{ value: { id: string; approval: { id: string } } }>().value;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callConsole(testApp.app, checkers[index % 2] ?? '', 'POST', `/bo/approvals/${pending.approval.id}/confirm`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const posted = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, `adjustment:race-${player.username}`));
    expect(posted).toHaveLength(1);
    expect(await balanceOf(testApp.app, player.token)).toBe('30000.00');
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });
});

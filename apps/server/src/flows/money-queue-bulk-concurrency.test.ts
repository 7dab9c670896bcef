import { like } from 'drizzle-orm';
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

type Outcome = { id: string; outcome: string; code: string | null };

/** Real races need real connections: PGlite has one and serializes everything. */
describe.skipIf(!process.env.DATABASE_URL)('bulk decisions under concurrency (PostgreSQL)', () => {
  let testApp: TestApp;
  let operators: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp();
    operators = [
      testApp.operatorToken,
      await operatorToken(testApp, 'finance'),
      await operatorToken(testApp, 'finance'),
    ];
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('three operators bulk-confirming the same 10 deposits at once credit each exactly once', async () => {
    const player = await createPlayer(testApp);
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const created = await call(testApp.app, 'POST', '/wps/deposits', {
        token: player.token,
        payload: { channelCode: 'promptpay', amount: '100' },
      });
      ids.push(String(created.body.value.id));
    }
    const answers = await Promise.all(
      operators.flatMap((token, index) => [
        callConsole(testApp.app, token, 'POST', '/bo/deposits/bulk', { decision: 'approve', ids }),
        callConsole(testApp.app, token, 'POST', '/bo/deposits/bulk', {
          decision: 'approve',
          ids: index % 2 === 0 ? [...ids].reverse() : ids,
        }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const outcomes = answers.flatMap((answer) => answer.body.value.rows as Outcome[]);
    expect(outcomes.filter((row) => row.outcome === 'failed')).toEqual([]);
    // Each deposit is credited by one call; every other call finds it credited and changes nothing.
    for (const id of ids) {
      expect(outcomes.filter((row) => row.id === id && row.outcome === 'done')).toHaveLength(1);
    }
    const credits = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.idempotencyKey, 'deposit:%'));
    expect(credits.filter((row) => ids.includes(row.reference))).toHaveLength(10);
    expect(await balanceOf(testApp.app, player.token)).toBe('1000.00');
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });

  it('a bulk approval racing a bulk rejection settles each withdrawal one way only', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const ids: string[] = [];
    // Five: the demo brand's daily limit of withdrawal requests.
    for (let index = 0; index < 5; index += 1) {
      ids.push(String((await requestWithdrawal(testApp.app, player, '100.00')).body.value.id));
    }
    const [approved, rejected] = await Promise.all([
      callConsole(testApp.app, operators[0] ?? '', 'POST', '/bo/withdrawals/bulk', { decision: 'approve', ids }),
      callConsole(testApp.app, operators[1] ?? '', 'POST', '/bo/withdrawals/bulk', {
        decision: 'reject',
        ids: [...ids].reverse(),
        reason: 'racing rejection',
      }),
    ]);
    const rows = [...(approved.body.value.rows as Outcome[]), ...(rejected.body.value.rows as Outcome[])];
    for (const id of ids) {
      expect(rows.filter((row) => row.id === id && row.outcome === 'done')).toHaveLength(1);
      expect(rows.filter((row) => row.id === id && row.outcome === 'failed').map((row) => row.code)).toEqual([
        'INVALID_STATE',
      ]);
    }
    const paid = rows.filter((row) => (approved.body.value.rows as Outcome[]).includes(row) && row.outcome === 'done');
    const decisions = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.idempotencyKey, 'withdrawal:%'));
    const moves = decisions.filter((row) => ids.some((id) => row.idempotencyKey.startsWith(`withdrawal:${id}:`)));
    expect(moves.filter((row) => row.type === 'withdrawal_settle')).toHaveLength(paid.length);
    expect(moves.filter((row) => row.type === 'withdrawal_release')).toHaveLength(5 - paid.length);
    expect(await balanceOf(testApp.app, player.token)).toBe(`${(10_000 - paid.length * 100).toFixed(2)}`);
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });
});

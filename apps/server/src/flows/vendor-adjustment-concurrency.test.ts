import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '@croupier/contracts';
import { systemClock } from '../lib/clock.js';
import { createDebtService } from '../modules/debt/index.js';
import { allAtOnce } from '../test/concurrency.js';
import { moneyOf, sportsbookBettor, sportsbookCalls, sportsbookSecret } from '../test/sportsbook-wallet-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { fund, reconciliation, requestWithdrawal } from '../test/withdrawal-helpers.js';

type Answer = { statusCode: number; text?: string; body: Record<string, unknown> };

/**
 * Races need a real server with a pool of connections; PGlite would only serialize them. Take-backs, wins, bets,
 * deposits and withdrawals on one wallet at once: the balance never goes below zero, what the player has minus what
 * they owe moves by exactly the sum of the answered moves, and debts reconcile with the ledger (decision 0056).
 */
describe.skipIf(!process.env.DATABASE_URL)('vendor adjustments racing one wallet (PostgreSQL)', () => {
  let testApp: TestApp;
  let secret = '';
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 40 });
    secret = await sportsbookSecret(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('take-backs, wins, bets, deposits and withdrawals at once: never negative, every move accounted for', async () => {
    const bettor = await sportsbookBettor(testApp, 100_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const settled = Array.from({ length: 20 }, () => randomUUID());
    const open = Array.from({ length: 20 }, () => randomUUID());
    for (const ticket of settled) {
      await book.bet(ticket, '10.00');
      await book.win(ticket, '50.00');
    }
    for (const ticket of open) await book.bet(ticket, '5.00');
    // 1,000 − 200 + 1,000 − 100 = 1,700.00; a lost ticket of 1,650.00 leaves 50.00, so take-backs must make debts.
    const lost = randomUUID();
    await book.bet(lost, '1650.00');
    await book.win(lost, '0');
    const before = await moneyOf(testApp.database.db, bettor.memberId);
    expect(before).toMatchObject({ balance: 5_000n, debt: 0n });

    // Each task answers the change it made to (balance − debt) when it was applied, 0 when refused.
    const applied = (answer: Answer, change: bigint) => (answer.statusCode === 200 ? change : 0n);
    const debtsRecorded: string[] = [];
    const tasks: (() => Promise<bigint>)[] = [
      ...settled.map((ticket) => async () => {
        const answer = await book.adjust(ticket, '-50.00');
        debtsRecorded.push((answer.body.value as { debtRecorded?: string } | null)?.debtRecorded ?? '0.00');
        return applied(answer, -5_000n);
      }),
      ...settled
        .slice(0, 5)
        .map((ticket) => async () => applied(await book.adjust(ticket, '10.00', { reason: 'correction' }), 1_000n)),
      ...open.map((ticket) => async () => applied(await book.win(ticket, '40.00'), 4_000n)),
      ...Array.from({ length: 10 }, () => async () => applied(await book.bet(randomUUID(), '30.00'), -3_000n)),
      ...Array.from({ length: 5 }, () => async () => {
        await fund(testApp, bettor.memberId, 2_000n);
        return 2_000n;
      }),
      ...Array.from(
        { length: 6 },
        () => async () => applied(await requestWithdrawal(testApp.app, bettor, '100.00'), -10_000n),
      ),
    ];
    const shuffled = tasks.map((task) => ({ task, order: Math.random() })).sort((a, b) => a.order - b.order);
    const changes = await allAtOnce(shuffled.length, (index) => shuffled[index]!.task());
    const total = changes.reduce((sum, change) => sum + change, 0n);

    // 1,000.00 taken back against at most 1,000.00 coming in: some take-backs found the balance short.
    expect(debtsRecorded.some((amount) => amount !== '0.00')).toBe(true);
    const after = await moneyOf(testApp.database.db, bettor.memberId);
    expect(after.balance).toBeGreaterThanOrEqual(0n);
    expect(after.debt).toBeGreaterThanOrEqual(0n);
    // Whatever order the moves took, what the player has minus what they owe moved by exactly their sum.
    expect(after.balance - after.debt).toBe(before.balance - before.debt + total);
    // A wallet that owes holds nothing: every credit repaid first.
    if (after.debt > 0n) expect(after.balance).toBe(0n);
    expect(after.walletEntries).toBe(after.balance);
    expect(after.receivableEntries).toBe(-after.debt);
    expect(after.debtsLeft).toBe(after.debt);
    expect((await reconciliation(testApp)).balanced).toBe(true);
    expect(await createDebtService({ db: testApp.database.db, clock: systemClock }).reconcile()).toEqual([]);
  });

  it('one adjustment sent 20 times at once moves money once, and every answer is the same bytes', async () => {
    const bettor = await sportsbookBettor(testApp, 1_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    await book.bet(ticket, '10.00');
    await book.win(ticket, '300.00');
    await book.bet(randomUUID(), '250.00');
    const transactionId = `sb:${ticket}:resettle:2`;
    const answers = await allAtOnce(20, () => book.adjust(ticket, '-300.00', { transactionId }));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect((answers[0]?.body.value as { debtRecorded: string }).debtRecorded).toBe('250.00');
    const money = await moneyOf(testApp.database.db, bettor.memberId);
    expect(money).toMatchObject({ balance: 0n, debt: parseMinor('250.00'), debtsLeft: 25_000n });
    expect(money.receivableEntries).toBe(-25_000n);
  });
});

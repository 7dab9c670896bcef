import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { createDebtService } from '../modules/debt/index.js';
import { allAtOnce } from '../test/concurrency.js';
import type { Bettor } from '../test/sportsbook-wallet-helpers.js';
import { moneyOf, sportsbookBettor, sportsbookCalls, sportsbookSecret } from '../test/sportsbook-wallet-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, fund, reconciliation, requestWithdrawal } from '../test/withdrawal-helpers.js';

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

  /**
   * A debt recorded while an approval runs: a transaction holds the wallet row, the take-back and the approval
   * queue behind it in a chosen order, and the row is let go. Whichever reaches the wallet first decides: a debt
   * recorded first refuses the approval; an approval first pays and the debt comes after.
   */
  it.each([
    ['the debt first refuses the approval', 'debt'],
    ['the approval first pays, the debt follows', 'approval'],
  ] as const)('a take-back racing an approval on the same wallet: %s', async (_name, first) => {
    const bettor = await sportsbookBettor(testApp, 100_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    await book.bet(ticket, '10.00');
    await book.win(ticket, '100.00');
    const requested = await requestWithdrawal(testApp.app, bettor, '500.00');
    const withdrawalId = String(requested.body.value.id);
    await book.bet(randomUUID(), '590.00');
    const [wallet] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from ledger_account where member_id = ${bettor.memberId}::uuid and kind = 'player_main'`,
    );
    const walletId = String(wallet?.id);

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = testApp.database.db.transaction(async (transaction) => {
      await transaction.execute(sql`select 1 from ledger_account where id = ${walletId}::uuid for update`);
      locked();
      await released;
    });
    await isLocked;
    const takeBack = () => book.adjust(ticket, '-100.00');
    const approve = () =>
      callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${withdrawalId}/approve`);
    const firstCall = first === 'debt' ? takeBack() : approve();
    await waitersOnLocks(1);
    const secondCall = first === 'debt' ? approve() : takeBack();
    await waitersOnLocks(2);
    release();
    await holder;
    const [firstAnswer, secondAnswer] = await Promise.all([firstCall, secondCall]);
    const adjusted = first === 'debt' ? firstAnswer : secondAnswer;
    const approved = first === 'debt' ? secondAnswer : firstAnswer;

    expect(adjusted.statusCode).toBe(200);
    expect((adjusted.body.value as { debtRecorded: string }).debtRecorded).toBe('100.00');
    const [row] = await statusOf(withdrawalId);
    if (first === 'debt') {
      expect(approved.statusCode).toBe(409);
      expect(approved.body.code).toBe('WITHDRAWAL_DEBT_OUTSTANDING');
      expect(row?.status).toBe('pending');
    } else {
      expect(approved.statusCode).toBe(200);
      expect(row?.status).toBe('paid');
    }
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toMatchObject({ balance: 0n, debt: 10_000n });
    expect(await createDebtService({ db: testApp.database.db, clock: systemClock }).reconcile()).toEqual([]);
  });

  it('10 approvals and 10 take-backs at once on 10 wallets: every approval is paid or refused for the debt', async () => {
    const cases: { bettor: Bettor; book: ReturnType<typeof sportsbookCalls>; ticket: string; withdrawalId: string }[] =
      [];
    for (let index = 0; index < 10; index += 1) {
      const bettor = await sportsbookBettor(testApp, 100_000n);
      const book = sportsbookCalls(testApp, secret, bettor);
      const ticket = randomUUID();
      await book.bet(ticket, '10.00');
      await book.win(ticket, '100.00');
      const requested = await requestWithdrawal(testApp.app, bettor, '500.00');
      await book.bet(randomUUID(), '590.00');
      cases.push({ bettor, book, ticket, withdrawalId: String(requested.body.value.id) });
    }
    const answers = await allAtOnce(20, async (index) => {
      const one = cases[index % 10]!;
      if (index < 10) return { kind: 'adjust' as const, index, answer: await one.book.adjust(one.ticket, '-100.00') };
      return {
        kind: 'approve' as const,
        index: index - 10,
        answer: await callConsole(
          testApp.app,
          testApp.operatorToken,
          'POST',
          `/bo/withdrawals/${one.withdrawalId}/approve`,
        ),
      };
    });
    for (const { kind, index, answer } of answers) {
      const one = cases[index]!;
      if (kind === 'adjust') {
        expect(answer.statusCode).toBe(200);
        continue;
      }
      const [row] = await statusOf(one.withdrawalId);
      if (answer.statusCode === 200) expect(row?.status).toBe('paid');
      else {
        expect(answer.body.code).toBe('WITHDRAWAL_DEBT_OUTSTANDING');
        expect(row?.status).toBe('pending');
      }
      expect(await moneyOf(testApp.database.db, one.bettor.memberId)).toMatchObject({ balance: 0n, debt: 10_000n });
    }
    expect((await reconciliation(testApp)).balanced).toBe(true);
    expect(await createDebtService({ db: testApp.database.db, clock: systemClock }).reconcile()).toEqual([]);
    // Ten players set up one after another on a shared two-core machine take longer than the default.
  }, 90_000);

  const statusOf = (id: string) =>
    queryRows<{ status: string }>(testApp.database.db, sql`select status from withdrawal where id = ${id}::uuid`);

  /** Waits until `count` statements of this test's database wait on a lock. */
  async function waitersOnLocks(count: number) {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const [waiting] = await queryRows<{ waiting: number }>(
        testApp.database.db,
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (Number(waiting?.waiting) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} statements waited on a lock`);
  }
});

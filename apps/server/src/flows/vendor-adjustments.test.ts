import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { ledgerTransfer } from '../modules/wallet/wallet.tables.js';
import { vendorTransaction } from '../modules/seamless/seamless.tables.js';
import { gameRound } from '../modules/games/games.tables.js';
import { playerDebt } from '../modules/debt/debt.tables.js';
import { withdrawal } from '../modules/withdrawal/withdrawal.tables.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, fund, operatorToken, reconciliation, requestWithdrawal } from '../test/withdrawal-helpers.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { createDebtService } from '../modules/debt/index.js';
import { systemClock } from '../lib/clock.js';
import { moneyOf, sportsbookBettor, sportsbookCalls, sportsbookSecret } from '../test/sportsbook-wallet-helpers.js';
import { signedCall } from '../test/vendor-wallet-helpers.js';
import { seamlessWalletPaths } from '@croupier/contracts';

// The vendor adjustment call and the debts it leaves (decision 0056), through the signed API as the sportsbook
// calls it.
let testApp: TestApp;
let secret: string;

beforeAll(async () => {
  testApp = await createTestApp();
  secret = await sportsbookSecret(testApp.database.db);
});
afterAll(async () => {
  await testApp.close();
});

const valueOf = (answer: { body: Record<string, unknown> }) => answer.body.value as Record<string, string>;

describe('POST /wallet-api/v1/adjust', () => {
  it('takes back what the balance holds, records the rest as a debt, and later credits repay it first', async () => {
    const bettor = await sportsbookBettor(testApp, 10_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    expect((await book.bet(ticket, '50.00')).statusCode).toBe(200);
    expect(valueOf(await book.win(ticket, '200.00')).balance).toBe('250.00');
    // The player spends the win on another ticket, which loses.
    const other = randomUUID();
    expect((await book.bet(other, '240.00')).statusCode).toBe(200);
    expect(valueOf(await book.win(other, '0')).balance).toBe('10.00');

    // The match is resettled: the 200.00 paid was wrong. 10.00 is there; 190.00 becomes a debt.
    const adjustmentId = `sb:${ticket}:resettle:2`;
    const takeBack = await book.adjust(ticket, '-200.00', { transactionId: adjustmentId });
    expect(takeBack.statusCode).toBe(200);
    expect(takeBack.body).toMatchObject({
      success: true,
      value: { balance: '0.00', debtRecorded: '190.00', debtOutstanding: '190.00', transactionId: adjustmentId },
    });
    let money = await moneyOf(testApp.database.db, bettor.memberId);
    expect(money).toMatchObject({ balance: 0n, debt: 19_000n, walletEntries: 0n, debtsLeft: 19_000n });
    expect(money.receivableEntries).toBe(-19_000n);
    const [debt] = await testApp.database.db.select().from(playerDebt).where(eq(playerDebt.memberId, bettor.memberId));
    expect(debt).toMatchObject({
      vendorCode: 'HOUSE_SB',
      reason: 'resettle',
      referenceTransactionId: `sb:${ticket}:settle:1`,
      roundId: ticket,
      amountMinor: 19_000n,
      status: 'open',
    });
    // The round's win follows the correction, so the betting record shows what the ticket finally paid.
    const [round] = await testApp.database.db
      .select()
      .from(gameRound)
      .where(and(eq(gameRound.roundId, ticket), eq(gameRound.vendorCode, 'HOUSE_SB')));
    expect(round?.winMinor).toBe(0n);

    // The same request again: the same bytes; the same id with another amount: refused, nothing moves.
    const replay = await book.adjust(ticket, '-200.00', { transactionId: adjustmentId });
    expect(replay.text).toBe(takeBack.text);
    const changed = await book.adjust(ticket, '-150.00', { transactionId: adjustmentId });
    expect(changed.statusCode).toBe(409);
    expect(changed.body.code).toBe('DUPLICATE_TRANSACTION');

    // Withdrawals wait while the debt is open, with their own code (translated).
    const refused = await requestWithdrawal(testApp.app, bettor, '100.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('DEBT_OUTSTANDING');

    // A deposit of 150.00 repays first: the debt drops to 40.00, the balance stays 0.
    await fund(testApp, bettor.memberId, 15_000n);
    money = await moneyOf(testApp.database.db, bettor.memberId);
    expect(money).toMatchObject({ balance: 0n, debt: 4_000n, debtsLeft: 4_000n, walletEntries: 0n });
    expect(money.receivableEntries).toBe(-4_000n);

    // A correction pays 60.00: 40.00 repays the rest, 20.00 reaches the balance; the debt is closed as repaid.
    const correction = await book.adjust(ticket, '60.00', { reason: 'correction' });
    expect(valueOf(correction)).toMatchObject({ balance: '20.00', debtRecorded: '0.00', debtOutstanding: '0.00' });
    money = await moneyOf(testApp.database.db, bettor.memberId);
    expect(money).toMatchObject({ balance: 2_000n, debt: 0n, walletEntries: 2_000n, debtsLeft: 0n });
    expect(money.receivableEntries).toBe(0n);
    const [repaid] = await testApp.database.db
      .select()
      .from(playerDebt)
      .where(eq(playerDebt.memberId, bettor.memberId));
    expect(repaid).toMatchObject({ status: 'repaid', repaidMinor: 19_000n });
    expect(repaid?.closedAt).toBeInstanceOf(Date);
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });

  it('repays a debt from a later win of another round, in the same request', async () => {
    const bettor = await sportsbookBettor(testApp, 10_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const first = randomUUID();
    await book.bet(first, '100.00');
    await book.win(first, '300.00');
    const second = randomUUID();
    await book.bet(second, '300.00');
    // Open second ticket; the first is resettled as a loss: 300.00 back, none on the balance.
    expect(valueOf(await book.adjust(first, '-300.00'))).toMatchObject({ balance: '0.00', debtRecorded: '300.00' });
    // The second ticket wins 500.00: 300.00 repays, 200.00 is the balance the vendor is told.
    expect(valueOf(await book.win(second, '500.00')).balance).toBe('200.00');
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toMatchObject({ balance: 20_000n, debt: 0n });
  });

  it('refuses what it cannot apply with stable codes, and never lets a rollback undo an adjustment', async () => {
    const bettor = await sportsbookBettor(testApp, 10_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    await book.bet(ticket, '10.00');
    await book.win(ticket, '20.00');
    const tooMuch = await book.adjust(ticket, '-20.01');
    expect(tooMuch.body.code).toBe('ADJUSTMENT_EXCEEDS_ROUND');
    const unknown = await book.adjust(ticket, '-1.00', { referenceTransactionId: `sb:${randomUUID()}:settle:1` });
    expect(unknown.body.code).toBe('TRANSACTION_NOT_FOUND');
    const elsewhere = randomUUID();
    await book.bet(elsewhere, '1.00');
    const mismatch = await book.adjust(ticket, '-1.00', { referenceTransactionId: `sb:${elsewhere}:bet` });
    expect(mismatch.body.code).toBe('ROUND_MISMATCH');
    const noRound = await book.adjust(randomUUID(), '-1.00');
    expect(noRound.body.code).toBe('ROUND_NOT_FOUND');
    const zero = await book.adjust(ticket, '-0.00');
    expect(zero.statusCode).toBe(400);
    expect(zero.body.code).toBe('VALIDATION_FAILED');
    const reason = await book.adjust(ticket, '1.00', { reason: 'goodwill' });
    expect(reason.body.code).toBe('VALIDATION_FAILED');
    // The player's money is untouched by every refusal above (90 + 20 − 1 on the open ticket).
    expect((await moneyOf(testApp.database.db, bettor.memberId)).balance).toBe(10_900n);

    // An adjustment on an open round is still not a move a rollback may undo: another adjustment corrects it.
    const adjustment = `sb:${elsewhere}:open-adjust`;
    await book.bet(elsewhere, '1.00', `sb:${elsewhere}:bet:2`);
    const opened = await book.adjust(elsewhere, '5.00', {
      transactionId: adjustment,
      reason: 'correction',
      referenceTransactionId: `sb:${elsewhere}:bet`,
    });
    expect(opened.statusCode).toBe(200);
    const undo = await book.rollback(elsewhere, adjustment);
    expect(undo.body.code).toBe('INVALID_STATE');
  });

  it('keeps refusing a rollback of a win the player has spent (the vendor adjusts instead)', async () => {
    const bettor = await sportsbookBettor(testApp, 1_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    await book.bet(ticket, '10.00');
    // A win that keeps the round open (a partial cash-out), then spent elsewhere.
    const partial = await signedCall(
      testApp.app,
      seamlessWalletPaths.win,
      {
        token: bettor.launch,
        playerId: bettor.playerId,
        currency: 'THB',
        transactionId: `sb:${ticket}:pcashout:1`,
        roundId: ticket,
        amount: '50.00',
        closeRound: false,
      },
      { secret, vendor: 'HOUSE_SB' },
    );
    expect(valueOf(partial).balance).toBe('50.00');
    await book.bet(randomUUID(), '45.00');
    const rollback = await book.rollback(ticket, `sb:${ticket}:pcashout:1`);
    expect(rollback.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toMatchObject({ balance: 500n, debt: 0n });
  });
});

describe('a withdrawal requested before a debt appeared', () => {
  it('cannot be approved or confirmed while the player owes; rejecting it repays the debt first', async () => {
    const checker = await operatorToken(testApp, 'finance');
    const bettor = await sportsbookBettor(testApp, 2_000_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    await book.bet(ticket, '10.00');
    await book.win(ticket, '100.00');
    // Both requested while nothing is owed: one below the brand's two-person threshold, one above it.
    const small = await requestWithdrawal(testApp.app, bettor, '500.00');
    const large = await requestWithdrawal(testApp.app, bettor, '15000.00');
    expect([small.statusCode, large.statusCode]).toEqual([200, 200]);
    const smallId = String(small.body.value.id);
    const largeId = String(large.body.value.id);
    const firstApproval = await callConsole(
      testApp.app,
      testApp.operatorToken,
      'POST',
      `/bo/withdrawals/${largeId}/approve`,
    );
    expect(firstApproval.body.value).toMatchObject({ status: 'pending', approval: { status: 'pending' } });
    const approvalId = (firstApproval.body.value.approval as { id: string }).id;

    // The rest is spent, then the won ticket is resettled: 100.00 owed, nothing in the balance.
    await book.bet(randomUUID(), '4590.00');
    expect(valueOf(await book.adjust(ticket, '-100.00'))).toMatchObject({ balance: '0.00', debtRecorded: '100.00' });
    const owing = await moneyOf(testApp.database.db, bettor.memberId);
    expect(owing).toMatchObject({ balance: 0n, debt: 10_000n });

    const approve = await callConsole(testApp.app, testApp.operatorToken, 'POST', `/bo/withdrawals/${smallId}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.body.code).toBe('WITHDRAWAL_DEBT_OUTSTANDING');
    expect(String((approve.body as Record<string, unknown>).message)).toContain('corrected bet');
    const confirm = await callConsole(testApp.app, checker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.body.code).toBe('WITHDRAWAL_DEBT_OUTSTANDING');
    const bulk = await callConsole(testApp.app, checker, 'POST', '/bo/withdrawals/bulk', {
      ids: [smallId],
      decision: 'approve',
    });
    expect(JSON.stringify(bulk.body)).toContain('WITHDRAWAL_DEBT_OUTSTANDING');
    // Nothing moved: both still pending, the held money still held, the approval still waiting.
    for (const id of [smallId, largeId]) {
      const [row] = await testApp.database.db.select().from(withdrawal).where(eq(withdrawal.id, id));
      expect(row).toMatchObject({ status: 'pending', decisionTransferId: null });
    }
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toEqual(owing);
    const refusedAudits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.approve'), eq(auditLog.target, `withdrawal:${smallId}`)));
    expect(refusedAudits).toEqual([]);

    // Rejecting the small one returns its 500.00, which repays the 100.00 first.
    const rejected = await callConsole(
      testApp.app,
      testApp.operatorToken,
      'POST',
      `/bo/withdrawals/${smallId}/reject`,
      {
        reason: 'a corrected bet is owed',
      },
    );
    expect(rejected.body.value).toMatchObject({ status: 'rejected' });
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toMatchObject({ balance: 40_000n, debt: 0n });
    // With the debt repaid, the second operator's confirmation pays the large one.
    const paid = await callConsole(testApp.app, checker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(paid.statusCode).toBe(200);
    const [large2] = await testApp.database.db.select().from(withdrawal).where(eq(withdrawal.id, largeId));
    expect(large2?.status).toBe('paid');
    expect((await reconciliation(testApp)).balanced).toBe(true);
    expect(await createDebtService({ db: testApp.database.db, clock: systemClock }).reconcile()).toEqual([]);
  });
});

/** A bettor whose resettled win left them owing `owed` (in minor units), through the signed API. */
async function indebtedBettor(owedMinor: bigint) {
  const bettor = await sportsbookBettor(testApp, 1_000n);
  const book = sportsbookCalls(testApp, secret, bettor);
  const ticket = randomUUID();
  await book.bet(ticket, '10.00');
  const win = (owedMinor / 100n).toString();
  await book.win(ticket, `${win}.00`);
  await book.bet(randomUUID(), `${win}.00`);
  const takeBack = await book.adjust(ticket, `-${win}.00`);
  expect(valueOf(takeBack).debtRecorded).toBe(`${win}.00`);
  return { bettor, ticket };
}

describe('an adjustment that fails between posting and storing its answer', () => {
  it('leaves nothing half written, and the retry with the same id applies it once', async () => {
    const bettor = await sportsbookBettor(testApp, 1_000n);
    const book = sportsbookCalls(testApp, secret, bettor);
    const ticket = randomUUID();
    await book.bet(ticket, '10.00');
    await book.win(ticket, '100.00');
    await book.bet(randomUUID(), '80.00');
    const transactionId = `sb:${ticket}:resettle:fault`;
    // The fault: the answer's row cannot be written, after the wallet, the receivable, the debt and the round moved
    // in the same call (as if the process died there). The whole call must roll back.
    await testApp.database.db.execute(
      sql.raw(`create function test_refuse_answer() returns trigger language plpgsql as $$
        begin
          if new.transaction_id = '${transactionId}' then raise exception 'injected fault'; end if;
          return new;
        end $$`),
    );
    await testApp.database.db.execute(
      sql.raw(`create trigger test_refuse_answer before insert on vendor_transaction
        for each row execute function test_refuse_answer()`),
    );
    const before = await moneyOf(testApp.database.db, bettor.memberId);
    let failed = false;
    try {
      failed = (await book.adjust(ticket, '-100.00', { transactionId })).statusCode >= 500;
    } catch {
      failed = true;
    }
    expect(failed).toBe(true);
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toEqual(before);
    const transfers = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.idempotencyKey, `seamless:HOUSE_SB:${transactionId}%`));
    expect(transfers).toEqual([]);
    expect(
      await testApp.database.db.select().from(playerDebt).where(eq(playerDebt.transactionId, transactionId)),
    ).toEqual([]);
    expect(
      await testApp.database.db
        .select()
        .from(vendorTransaction)
        .where(eq(vendorTransaction.transactionId, transactionId)),
    ).toEqual([]);

    await testApp.database.db.execute(sql.raw('drop trigger test_refuse_answer on vendor_transaction'));
    await testApp.database.db.execute(sql.raw('drop function test_refuse_answer()'));
    const retried = await book.adjust(ticket, '-100.00', { transactionId });
    expect(valueOf(retried)).toMatchObject({ balance: '0.00', debtRecorded: '80.00' });
    expect((await book.adjust(ticket, '-100.00', { transactionId })).text).toBe(retried.text);
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toMatchObject({ balance: 0n, debt: 8_000n });
  });
});

describe('debts in the console', () => {
  it('lists open debts with vendor, reason and reference, and shows them on the player and the withdrawal page', async () => {
    const { bettor, ticket } = await indebtedBettor(12_300n);
    const list = await callConsole(
      testApp.app,
      testApp.operatorToken,
      'GET',
      `/bo/debts?merchant=demo&username=${bettor.username}`,
    );
    expect(list.statusCode).toBe(200);
    const [debt] = (list.body.value as { content: Record<string, unknown>[] }).content;
    expect(debt).toMatchObject({
      username: bettor.username,
      merchantCode: 'demo',
      vendorCode: 'HOUSE_SB',
      reason: 'resettle',
      referenceTransactionId: `sb:${ticket}:settle:1`,
      roundId: ticket,
      amount: '123.00',
      outstanding: '123.00',
      status: 'open',
    });
    const profile = await callConsole(testApp.app, testApp.operatorToken, 'GET', `/bo/players/demo/${bettor.username}`);
    expect(profile.body.value.debt).toEqual({ outstanding: '123.00', openDebts: 1 });
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/wps/withdrawals/settings',
      headers: { authorization: `Bearer ${bettor.token}` },
    });
    expect(settings.json<{ value: { debtOutstanding: string } }>().value.debtOutstanding).toBe('123.00');
  });

  it('writes a debt off with a reason, audited in the same transaction, and frees withdrawals', async () => {
    const { bettor } = await indebtedBettor(5_000n);
    const finance = await operatorToken(testApp, 'finance');
    const [open] = await testApp.database.db.select().from(playerDebt).where(eq(playerDebt.memberId, bettor.memberId));
    const support = await operatorToken(testApp, 'support');
    const refused = await callConsole(testApp.app, support, 'POST', `/bo/debts/${open?.id}/write-off`, {
      reason: 'goodwill',
    });
    expect(refused.statusCode).toBe(403);
    const luckyOnly = await operatorToken(testApp, 'finance', ['lucky']);
    const otherBrand = await callConsole(testApp.app, luckyOnly, 'POST', `/bo/debts/${open?.id}/write-off`, {
      reason: 'goodwill',
    });
    expect(otherBrand.statusCode).toBe(403);
    const noReason = await callConsole(testApp.app, finance, 'POST', `/bo/debts/${open?.id}/write-off`, {
      reason: ' ',
    });
    expect(noReason.body.code).toBe('VALIDATION_FAILED');

    const written = await callConsole(testApp.app, finance, 'POST', `/bo/debts/${open?.id}/write-off`, {
      reason: 'feed error, player not at fault',
    });
    expect(written.statusCode).toBe(200);
    expect(written.body.value).toMatchObject({
      outcome: 'written_off',
      debt: {
        status: 'written_off',
        writtenOff: '50.00',
        outstanding: '0.00',
        writeOffReason: 'feed error, player not at fault',
      },
    });
    expect(await moneyOf(testApp.database.db, bettor.memberId)).toMatchObject({
      balance: 0n,
      debt: 0n,
      debtsLeft: 0n,
      receivableEntries: 0n,
    });
    const again = await callConsole(testApp.app, finance, 'POST', `/bo/debts/${open?.id}/write-off`, {
      reason: 'again',
    });
    expect(again.body.code).toBe('INVALID_STATE');
    const audited = await testApp.database.db.select().from(auditLog).where(eq(auditLog.target, bettor.username));
    expect(audited.map((row) => row.action)).toContain('debt.write_off');
    // No longer owing, the player may withdraw again once there is money to withdraw.
    await fund(testApp, bettor.memberId, 20_000n);
    expect((await requestWithdrawal(testApp.app, bettor, '100.00')).statusCode).toBe(200);
    const closed = await callConsole(
      testApp.app,
      finance,
      'GET',
      `/bo/debts?status=closed&username=${bettor.username}`,
    );
    expect((closed.body.value as { total: number }).total).toBe(1);
    expect(await createDebtService({ db: testApp.database.db, clock: systemClock }).reconcile()).toEqual([]);
  });

  it("needs a second operator above the brand's adjustment threshold", async () => {
    const { bettor } = await indebtedBettor(2_500_000n);
    const [open] = await testApp.database.db.select().from(playerDebt).where(eq(playerDebt.memberId, bettor.memberId));
    const first = await operatorToken(testApp, 'finance');
    const second = await operatorToken(testApp, 'finance');
    const asked = await callConsole(testApp.app, first, 'POST', `/bo/debts/${open?.id}/write-off`, {
      reason: 'simulator fault',
    });
    expect(asked.body.value).toMatchObject({
      outcome: 'pending',
      debt: { status: 'open', writeOffReason: 'simulator fault' },
    });
    expect((await moneyOf(testApp.database.db, bettor.memberId)).debt).toBe(2_500_000n);
    const same = await callConsole(testApp.app, first, 'POST', `/bo/debts/${open?.id}/write-off`, { reason: 'again' });
    expect(same.body.code).toBe('TWO_PERSON_SAME_OPERATOR');
    const confirmed = await callConsole(testApp.app, second, 'POST', `/bo/debts/${open?.id}/write-off`, {
      reason: 'checked the feed log',
    });
    expect(confirmed.body.value).toMatchObject({
      outcome: 'written_off',
      debt: { status: 'written_off', writeOffReason: 'simulator fault' },
    });
    expect((await moneyOf(testApp.database.db, bettor.memberId)).debt).toBe(0n);
  });
});

import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { ledgerEntry, ledgerTransfer } from '../modules/wallet/wallet.tables.js';
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
import type { Player } from '../test/withdrawal-helpers.js';

const clock = fixedClock(new Date('2026-11-21T10:00:00Z'));
let testApp: TestApp;
let merchantId = '';
beforeAll(async () => {
  testApp = await createTestApp({ clock });
  merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
});
afterAll(async () => {
  await testApp.close();
});

const approve = (id: string, token = testApp.operatorToken) =>
  callConsole(testApp.app, token, 'POST', `/bo/withdrawals/${id}/approve`);
const reject = (id: string, reason: string, token = testApp.operatorToken) =>
  callConsole(testApp.app, token, 'POST', `/bo/withdrawals/${id}/reject`, { reason });

/** The balances of the two system accounts a withdrawal passes through, from their entries. */
async function systemBalances() {
  const wallet = createWalletService({ db: testApp.database.db });
  const reconciled = await wallet.reconcile(merchantId);
  const held = await wallet.systemAccount(merchantId, 'THB', 'withdrawals_held');
  const cashOut = await wallet.systemAccount(merchantId, 'THB', 'cash_out');
  const sum = async (accountId: string) => {
    const rows = await testApp.database.db
      .select({ amountMinor: ledgerEntry.amountMinor })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.accountId, accountId));
    return rows.reduce((total, row) => total + row.amountMinor, 0n);
  };
  return { balanced: reconciled.balanced, heldMinor: await sum(held.id), cashOutMinor: await sum(cashOut.id) };
}

async function pendingWithdrawal(amount = '1000.00'): Promise<{ player: Player; id: string }> {
  const player = await createPlayer(testApp, { balanceMinor: 500_000n });
  const created = await requestWithdrawal(testApp.app, player, amount);
  expect(created.statusCode).toBe(200);
  return { player, id: String(created.body.value.id) };
}

describe('the review queue', () => {
  it('lists pending withdrawals oldest first with what the operator needs to pay', async () => {
    const first = await pendingWithdrawal('100.00');
    clock.set(new Date(clock.now().getTime() + 60_000));
    const second = await pendingWithdrawal('200.00');
    const response = await callConsole(testApp.app, testApp.operatorToken, 'GET', '/bo/withdrawals?status=pending');
    expect(response.statusCode).toBe(200);
    const content = response.body.value.content as { id: string }[];
    const ids = content.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(content.find((item) => item.id === first.id)).toMatchObject({
      amount: '100.00',
      status: 'pending',
      merchantCode: 'demo',
      merchantId,
      memberId: first.player.memberId,
      username: first.player.username,
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      accountName: 'Somchai Jaidee',
      reviewedBy: null,
      proofs: [],
    });
    const paged = await callConsole(testApp.app, testApp.operatorToken, 'GET', '/bo/withdrawals?pageSize=1&pageNo=2');
    expect(paged.body.value).toMatchObject({ pageNum: 2, total: ids.length });
    expect(paged.body.value.content).toHaveLength(1);
  });

  it('is open to the finance role', async () => {
    const finance = await operatorToken(testApp, 'finance');
    const response = await callConsole(testApp.app, finance, 'GET', '/bo/withdrawals');
    expect(response.statusCode).toBe(200);
  });
});

describe('approving', () => {
  it('pays: the held amount settles to cash_out, the balance stays, the ledger balances', async () => {
    const { player, id } = await pendingWithdrawal('1000.00');
    const before = await systemBalances();
    expect(await balanceOf(testApp.app, player.token)).toBe('4000.00');
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    expect(response.body.value).toMatchObject({
      id,
      status: 'paid',
      reviewedBy: 'operator',
      reviewedAt: clock.now().toISOString(),
      confirmDeadline: new Date(clock.now().getTime() + 1440 * 60_000).toISOString(),
      confirmation: null,
    });
    expect(await balanceOf(testApp.app, player.token)).toBe('4000.00');
    const after = await systemBalances();
    expect(after.heldMinor - before.heldMinor).toBe(-100_000n);
    expect(after.cashOutMinor - before.cashOutMinor).toBe(100_000n);
    expect(after.balanced).toBe(true);
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });

    const settled = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(
        and(eq(ledgerTransfer.merchantId, merchantId), eq(ledgerTransfer.idempotencyKey, `withdrawal:${id}:settle`)),
      );
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ type: 'withdrawal_settle', amountMinor: 100_000n });

    const mine = await call(testApp.app, 'GET', `/wps/withdrawals/${id}`, { token: player.token });
    expect(mine.body.value).toMatchObject({ status: 'paid', confirmation: null });
  });

  it('writes the audit row with the money detail', async () => {
    const { id } = await pendingWithdrawal('123.45');
    await approve(id);
    const audit = await callConsole(testApp.app, testApp.operatorToken, 'GET', '/bo/audit?pageSize=20');
    const rows = (
      audit.body.value as unknown as { content: { action: string; target: string; detail: Record<string, unknown> }[] }
    ).content;
    const row = rows.find((item) => item.action === 'withdrawal.approve' && item.target === `withdrawal:${id}`);
    expect(row?.detail).toMatchObject({ amount: '123.45', currency: 'THB' });
  });

  it('tells the member in its inbox that it was paid, and nothing on a rejection', async () => {
    const paid = await pendingWithdrawal('234.00');
    await approve(paid.id);
    const inbox = await call(testApp.app, 'GET', '/wps/member/messages', { token: paid.player.token });
    const rows = (inbox.body.value as unknown as { content: { kind: string; title: string; body: string }[] }).content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'system', title: 'Withdrawal paid' });
    expect(rows[0]?.body).toContain('234.00 THB');
    const refused = await pendingWithdrawal('150.00');
    await reject(refused.id, 'wrong account');
    const none = await call(testApp.app, 'GET', '/wps/relay/CSP_unreadCount', { token: refused.player.token });
    expect(none.body.value).toEqual({ unreadCount: 0 });
  });

  it('refuses a second decision with INVALID_STATE and moves money once', async () => {
    const { id } = await pendingWithdrawal('500.00');
    expect((await approve(id)).statusCode).toBe(200);
    const before = await systemBalances();
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', value: { status: 'paid' } });
    const rejected = await reject(id, 'too late');
    expect(rejected.statusCode).toBe(409);
    expect(await systemBalances()).toEqual(before);
  });
});

describe('rejecting', () => {
  it('returns the held amount to the main wallet and tells the player why', async () => {
    const { player, id } = await pendingWithdrawal('1500.00');
    expect(await balanceOf(testApp.app, player.token)).toBe('3500.00');
    const before = await systemBalances();
    const response = await reject(id, 'Account name differs from the bank record');
    expect(response.statusCode).toBe(200);
    expect(response.body.value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Account name differs from the bank record',
      confirmDeadline: null,
    });
    expect(await balanceOf(testApp.app, player.token)).toBe('5000.00');
    const after = await systemBalances();
    expect(after.heldMinor - before.heldMinor).toBe(-150_000n);
    expect(after.cashOutMinor).toBe(before.cashOutMinor);
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true });

    const history = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet?type=withdrawal_release', {
      token: player.token,
    });
    expect(history.body.value.content).toMatchObject([{ amount: '1500.00', balanceAfter: '5000.00' }]);
    const mine = await call(testApp.app, 'GET', '/wps/withdrawals?status=rejected', { token: player.token });
    expect(mine.body.value.content).toMatchObject([{ id, rejectReason: 'Account name differs from the bank record' }]);
    const confirm = await call(testApp.app, 'PUT', `/wps/withdrawals/${id}/confirmation`, {
      token: player.token,
      payload: { status: 'received' },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.body.code).toBe('INVALID_STATE');
  });

  it('pushes the new balance to the player’s open site after commit', async () => {
    const { player, id } = await pendingWithdrawal('250.00');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (testApp.app.server.address() as AddressInfo).port;
    const controller = new AbortController();
    try {
      const stream = await fetch(`http://127.0.0.1:${port}/wps/events`, {
        headers: { authorization: `Bearer ${player.token}`, host: 'localhost' },
        signal: controller.signal,
      });
      const reader = stream.body?.getReader();
      const decoder = new TextDecoder();
      const nextChunk = async () => decoder.decode((await reader?.read())?.value as Uint8Array | undefined);
      let text = await nextChunk();
      expect(text).toContain('"balance":"4750.00"');
      expect((await reject(id, 'test')).statusCode).toBe(200);
      for (let reads = 0; reads < 10 && !text.includes('"balance":"5000.00"'); reads += 1) text += await nextChunk();
      expect(text).toContain('"balance":"5000.00"');
    } finally {
      controller.abort();
    }
  });
});

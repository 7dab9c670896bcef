import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { withdrawalPolicy } from '../modules/withdrawal/withdrawal.tables.js';
import { call } from '../test/account-helpers.js';
import { onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createWalletService } from '../modules/wallet/index.js';
import { balanceOf, createPlayer, reconciliation, requestWithdrawal } from '../test/withdrawal-helpers.js';

// 17:00 in Bangkok.
const clock = fixedClock(new Date('2026-11-21T10:00:00Z'));
const advance = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

async function history(token: string) {
  const response = await call(testApp.app, 'GET', '/wps/relay/ODSFE2_MemTransDet', { token });
  return response.body.value.content as { type: string; amount: string; balanceAfter: string }[];
}

async function listWithdrawals(token: string, query = '') {
  return (await call(testApp.app, 'GET', `/wps/withdrawals${query}`, { token })).body.value as {
    content: { id: string; status: string; amount: string }[];
    total: number;
  };
}

describe('requesting a withdrawal', () => {
  it('holds the amount and records a pending withdrawal in one go', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const response = await requestWithdrawal(testApp.app, player, '2500.50');
    expect(response.statusCode).toBe(200);
    expect(response.body.value).toMatchObject({
      amount: '2500.50',
      currency: 'THB',
      status: 'pending',
      bankCode: 'KBANK',
      maskedAccountNumber: '******7890',
      accountName: 'Somchai Jaidee',
      rejectReason: null,
      reviewedAt: null,
      confirmDeadline: null,
      confirmation: null,
    });
    expect(await balanceOf(testApp.app, player.token)).toBe('7499.50');
    expect((await history(player.token))[0]).toMatchObject({
      type: 'withdrawal_hold',
      amount: '-2500.50',
      balanceAfter: '7499.50',
    });
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: player.token });
    expect(settings.body.value.requestsToday).toBe(1);
  });

  it('lists the member’s withdrawals newest first, by status and page', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    for (const amount of ['100.00', '200.00', '300.00']) {
      expect((await requestWithdrawal(testApp.app, player, amount)).statusCode).toBe(200);
      advance(1);
    }
    const all = await listWithdrawals(player.token);
    expect(all.total).toBe(3);
    expect(all.content.map((item) => item.amount)).toEqual(['300.00', '200.00', '100.00']);
    const page = await call(testApp.app, 'GET', '/wps/withdrawals?pageNo=2&pageSize=2', { token: player.token });
    expect(page.body.value).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect((await listWithdrawals(player.token, '?status=paid')).total).toBe(0);
    const other = await createPlayer(testApp);
    expect((await listWithdrawals(other.token)).total).toBe(0);
  });

  it('refuses amounts outside the brand’s range, writing nothing', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 10_000_000n });
    for (const amount of ['99.99', '50000.01']) {
      const response = await requestWithdrawal(testApp.app, player, amount);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({
        code: 'AMOUNT_OUT_OF_RANGE',
        value: { minAmount: '100.00', maxAmount: '50000.00' },
      });
    }
    expect((await requestWithdrawal(testApp.app, player, '50000.00')).statusCode).toBe(200);
    expect((await requestWithdrawal(testApp.app, player, '100')).statusCode).toBe(200);
    expect((await listWithdrawals(player.token)).total).toBe(2);
  });

  it('refuses more than the balance with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 50_000n });
    const response = await requestWithdrawal(testApp.app, player, '500.01');
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '500.00' } });
    expect(await balanceOf(testApp.app, player.token)).toBe('500.00');
    expect((await listWithdrawals(player.token)).total).toBe(0);
    expect((await history(player.token)).filter((entry) => entry.type === 'withdrawal_hold')).toHaveLength(0);
    // The refused request took no place of the daily five.
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: player.token });
    expect(settings.body.value.requestsToday).toBe(0);
    expect((await requestWithdrawal(testApp.app, player, '500.00')).statusCode).toBe(200);
    expect(await balanceOf(testApp.app, player.token)).toBe('0.00');
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true });
  });

  it('needs a payment password set first', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n, paymentPassword: null });
    const response = await requestWithdrawal(testApp.app, player, '100.00');
    expect(response.statusCode).toBe(400);
    expect(response.body.code).toBe('PAYMENT_PASSWORD_REQUIRED');
  });

  it('needs a bank account', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n, bankAccount: false });
    const response = await requestWithdrawal(testApp.app, player, '100.00', {
      bankAccountId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.code).toBe('BANK_ACCOUNT_REQUIRED');
  });

  it('refuses a removed bank account', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    await call(testApp.app, 'DELETE', `/wps/member/bank-accounts/${player.bankAccountId}`, { token: player.token });
    const response = await requestWithdrawal(testApp.app, player, '100.00');
    expect(response.body.code).toBe('BANK_ACCOUNT_REQUIRED');
  });

  it('refuses an account whose name is not the real name once the brand asks for it', async () => {
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const setRule = (payeeNameMustMatch: boolean) =>
      testApp.database.db
        .update(withdrawalPolicy)
        .set({ payeeNameMustMatch })
        .where(eq(withdrawalPolicy.merchantId, merchantId));
    const player = await createPlayer(testApp, { balanceMinor: 100_000n, bankAccount: false });
    await setRule(false);
    try {
      const bound = await call(testApp.app, 'POST', '/wps/member/bank-accounts', {
        token: player.token,
        payload: { bankCode: 'SCB', accountNumber: '1234567890', accountName: 'Someone Else' },
      });
      expect(bound.statusCode).toBe(200);
      player.bankAccountId = String(bound.body.value.id);
    } finally {
      await setRule(true);
    }
    const response = await requestWithdrawal(testApp.app, player, '100.00');
    expect(response.statusCode).toBe(400);
    expect(response.body.code).toBe('PAYEE_NAME_MISMATCH');
    expect(await balanceOf(testApp.app, player.token)).toBe('1000.00');
  });

  it('allows five requests per brand-local day', async () => {
    // 23:50 in Bangkok.
    clock.set(new Date(Math.max(clock.now().getTime(), Date.parse('2026-11-21T16:50:00Z'))));
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    for (let count = 1; count <= 5; count += 1) {
      expect((await requestWithdrawal(testApp.app, player, '100.00')).statusCode).toBe(200);
    }
    const sixth = await requestWithdrawal(testApp.app, player, '100.00');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'WITHDRAWAL_LIMIT_REACHED', value: { dailyRequestLimit: 5 } });
    advance(9);
    expect((await requestWithdrawal(testApp.app, player, '100.00')).body.code).toBe('WITHDRAWAL_LIMIT_REACHED');
    advance(1);
    expect((await requestWithdrawal(testApp.app, player, '100.00')).statusCode).toBe(200);
    expect(await balanceOf(testApp.app, player.token)).toBe('9400.00');
  });
});

describe('payment password attempts', () => {
  it('locks withdrawals for fifteen minutes after five wrong ones in fifteen minutes', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await requestWithdrawal(testApp.app, player, '100.00', { password: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'PAYMENT_PASSWORD_WRONG',
        value: { remainingAttempts: 5 - attempt, lockedUntil: null },
      });
      advance(3);
    }
    const fifth = await requestWithdrawal(testApp.app, player, '100.00', { password: '000000' });
    expect(fifth.body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { remainingAttempts: 0 } });
    const lockedUntil = String(fifth.body.value.lockedUntil);
    expect(new Date(lockedUntil).getTime()).toBe(clock.now().getTime() + 15 * 60_000);

    const locked = await requestWithdrawal(testApp.app, player, '100.00');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { scope: 'withdrawal', lockedUntil } });
    // Changing the payment password is locked too: it would otherwise be a way to keep guessing.
    const change = await call(testApp.app, 'PUT', '/wps/member/payment-password', {
      token: player.token,
      payload: { oldPassword: '246810', newPassword: '135790', confirmNewPassword: '135790' },
    });
    expect(change.body.code).toBe('ACCOUNT_LOCKED');
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: player.token });
    expect(settings.body.value.lockedUntil).toBe(lockedUntil);
    expect(await balanceOf(testApp.app, player.token)).toBe('1000.00');

    advance(14);
    expect((await requestWithdrawal(testApp.app, player, '100.00')).body.code).toBe('ACCOUNT_LOCKED');
    advance(1);
    expect((await requestWithdrawal(testApp.app, player, '100.00')).statusCode).toBe(200);
    // A right password starts the count afresh.
    const next = await requestWithdrawal(testApp.app, player, '100.00', { password: '000000' });
    expect(next.body.value).toMatchObject({ remainingAttempts: 4 });
  });

  it('forgets wrong attempts older than fifteen minutes', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await requestWithdrawal(testApp.app, player, '100.00', { password: '000000' });
    }
    advance(16);
    const wrong = await requestWithdrawal(testApp.app, player, '100.00', { password: '000000' });
    expect(wrong.body.value).toMatchObject({ remainingAttempts: 4 });
  });

  it('counts wrong old passwords when changing it', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call(testApp.app, 'PUT', '/wps/member/payment-password', {
        token: player.token,
        payload: { oldPassword: '000000', newPassword: '135790', confirmNewPassword: '135790' },
      });
    }
    expect((await requestWithdrawal(testApp.app, player, '100.00')).body.code).toBe('ACCOUNT_LOCKED');
  });

  it('does not spend an attempt on a request refused for its amount', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await requestWithdrawal(testApp.app, player, '1.00', { password: '000000' })).body.code).toBe(
        'AMOUNT_OUT_OF_RANGE',
      );
    }
    expect((await requestWithdrawal(testApp.app, player, '100.00')).statusCode).toBe(200);
  });
});

describe('idempotency key', () => {
  it('answers a retried request with the same withdrawal and holds once', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const first = await requestWithdrawal(testApp.app, player, '300.00', { idempotencyKey: 'retry-key-0001' });
    const retry = await requestWithdrawal(testApp.app, player, '300.00', { idempotencyKey: 'retry-key-0001' });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.body.value).toEqual(first.body.value);
    expect(await balanceOf(testApp.app, player.token)).toBe('700.00');
    expect((await listWithdrawals(player.token)).total).toBe(1);
  });

  it('refuses the same key with another amount', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    await requestWithdrawal(testApp.app, player, '300.00', { idempotencyKey: 'conflict-key-1' });
    const other = await requestWithdrawal(testApp.app, player, '400.00', { idempotencyKey: 'conflict-key-1' });
    expect(other.statusCode).toBe(409);
    expect(other.body.code).toBe('CONFLICT');
    expect(await balanceOf(testApp.app, player.token)).toBe('700.00');
  });

  it('keeps keys per member', async () => {
    const first = await createPlayer(testApp, { balanceMinor: 100_000n });
    const second = await createPlayer(testApp, { balanceMinor: 100_000n });
    const a = await requestWithdrawal(testApp.app, first, '100.00', { idempotencyKey: 'shared-key-01' });
    const b = await requestWithdrawal(testApp.app, second, '100.00', { idempotencyKey: 'shared-key-01' });
    expect(a.body.value.id).not.toBe(b.body.value.id);
    expect(await balanceOf(testApp.app, second.token)).toBe('900.00');
  });
});

describe('agents', () => {
  it('withdraw from their agent wallet', async () => {
    const login = await call(testApp.app, 'POST', '/wps/session/login', {
      payload: { username: 'agent', password: 'Agent@2026' },
      remoteAddress: '10.99.0.1',
    });
    const token = String(login.body.value.token);
    const info = await call(testApp.app, 'GET', '/wps/member/info', { token });
    const agentId = String(info.body.value.id);
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    expect(merchantId).not.toBe('');
    await call(testApp.app, 'PUT', '/wps/member/payment-password', {
      token,
      payload: { newPassword: '246810', confirmNewPassword: '246810' },
    });
    const bound = await call(testApp.app, 'POST', '/wps/member/bank-accounts', {
      token,
      payload: { bankCode: 'BAY', accountNumber: '2223334445', accountName: 'Agent Name' },
    });
    expect(bound.statusCode).toBe(200);
    // The agent wallet is credited through the ledger like any wallet.
    await fundAgent(agentId, merchantId);
    const response = await requestWithdrawal(
      testApp.app,
      { token, memberId: agentId, username: 'agent', bankAccountId: String(bound.body.value.id) },
      '150.00',
    );
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, token)).toBe('850.00');
  });
});

async function fundAgent(agentId: string, merchantId: string) {
  const wallet = createWalletService({ db: testApp.database.db });
  const cashIn = await wallet.systemAccount(merchantId, 'THB', 'cash_in');
  const main = await wallet.mainWallet(merchantId, 'THB', agentId, 'agent_main');
  await wallet.transfer({
    merchantId,
    currency: 'THB',
    idempotencyKey: 'test:fund-agent',
    type: 'deposit',
    debitAccountId: cashIn.id,
    creditAccountId: main.id,
    amountMinor: 100_000n,
  });
}

/** Racing retries need real connections: on PGlite they would run in turn, which the retry test above covers. */
describe.skipIf(!onPostgres)('idempotency key under racing retries on PostgreSQL', () => {
  it('answers five retries racing each other with one withdrawal', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 100_000n });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestWithdrawal(testApp.app, player, '200.00', { idempotencyKey: 'racing-retry-01' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.value.id)).size).toBe(1);
    expect(await balanceOf(testApp.app, player.token)).toBe('800.00');
  });
});

describe('an agent that owes its downlines contract pay (issue #18)', () => {
  it('cannot withdraw until what it owes is paid', async () => {
    const db = testApp.database.db;
    const agent = await createPlayer(testApp);
    await db.execute(sql`update member set type = 1 where id = ${agent.memberId}`);
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const wallet = createWalletService({ db });
    await wallet.transfer({
      merchantId,
      currency: 'THB',
      idempotencyKey: `test:agent-fund:${agent.memberId}`,
      type: 'deposit',
      debitAccountId: (await wallet.systemAccount(merchantId, 'THB', 'cash_in')).id,
      creditAccountId: (await wallet.mainWallet(merchantId, 'THB', agent.memberId, 'agent_main')).id,
      amountMinor: 100_000n,
    });
    const [sub] = await queryRows<{ id: string }>(
      db,
      sql`insert into member (merchant_id, username, type, nickname, password_hash, upline_id)
          values (${merchantId}, ${`o${agent.username}`.slice(0, 12)}, 1, 'sub', 'not-a-hash', ${agent.memberId})
          returning id`,
    );
    const [obligation] = await queryRows<{ id: string }>(
      db,
      sql`with top as (
            insert into agent_contract (merchant_id, kind, receiver_member_id, status)
            values (${merchantId}, 'daily_salary', ${agent.memberId}, 'A') returning id),
          child as (
            insert into agent_contract (merchant_id, kind, issuer_member_id, parent_contract_id, receiver_member_id,
              status)
            select ${merchantId}, 'daily_salary', ${agent.memberId}, top.id, ${sub?.id}, 'A' from top returning id),
          version as (
            insert into agent_contract_version (contract_id, version_number, terms, created_by_kind)
            select child.id, 1, '{}'::jsonb, 'member' from child returning id, contract_id),
          run as (
            insert into agent_settlement_run (merchant_id, kind, product, currency, period_type, period_key,
              period_start, period_end, status, facts_cutoff)
            values (${merchantId}, 'daily_salary', 'all', 'THB', 'daily', ${`daily:${agent.memberId}`}, now(), now(),
              'posted', now()) returning id),
          line as (
            insert into agent_settlement_line (run_id, contract_id, version_id, receiver_member_id, issuer_member_id,
              depth, status, facts, base_minor, carry_in_minor, carry_out_minor, gross_minor, downline_gross_minor,
              net_minor)
            select run.id, version.contract_id, version.id, ${sub?.id}, ${agent.memberId}, 1, 'reached', '{}', 0, 0, 0,
              5000, 0, 5000 from run, version returning id, run_id, contract_id)
          insert into agent_obligation (merchant_id, run_id, line_id, contract_id, currency, payer_member_id,
            payee_member_id, depth, amount_minor, paid_minor, status, next_attempt_at)
          select ${merchantId}, line.run_id, line.id, line.contract_id, 'THB', ${agent.memberId}, ${sub?.id}, 1, 5000,
            1000, 'owed', now() from line
          returning id`,
    );

    const refused = await requestWithdrawal(testApp.app, agent, '100.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('AGENT_OBLIGATION_OUTSTANDING');
    expect(await balanceOf(testApp.app, agent.token)).toBe('1000.00');

    await db.execute(
      sql`update agent_obligation set paid_minor = amount_minor, status = 'paid', next_attempt_at = null
          where id = ${obligation?.id}`,
    );
    expect((await requestWithdrawal(testApp.app, agent, '100.00')).statusCode).toBe(200);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import type { Player } from '../test/withdrawal-helpers.js';
import {
  balanceOf,
  callConsole,
  createPlayer,
  operatorToken,
  pngBase64,
  reconciliation,
  requestWithdrawal,
} from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let admin = '';
let finance = '';
let support = '';
let luckyFinance = '';

beforeAll(async () => {
  testApp = await createTestApp();
  admin = testApp.operatorToken;
  finance = await operatorToken(testApp, 'finance');
  support = await operatorToken(testApp, 'support');
  luckyFinance = await operatorToken(testApp, 'finance', ['lucky']);
});
afterAll(async () => {
  await testApp.close();
});

const bo = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  callConsole(testApp.app, token, method, url, payload);
type Row = Record<string, unknown> & { id: string };
const rowsOf = (answer: { body: { value: Record<string, unknown> } }) => answer.body.value.content as Row[];

async function pendingWithdrawal(player: Player, amount: string) {
  const requested = await requestWithdrawal(testApp.app, player, amount);
  expect(requested.statusCode).toBe(200);
  return String(requested.body.value.id);
}

async function pendingDeposit(player: Player, amount: string, slip = false) {
  const created = await call(testApp.app, 'POST', '/wps/deposits', {
    token: player.token,
    payload: { channelCode: 'promptpay', amount, ...(slip ? { slip: `data:image/png;base64,${pngBase64}` } : {}) },
  });
  expect(created.statusCode).toBe(200);
  return String(created.body.value.id);
}

describe('money queues: filters, brands and permissions', () => {
  it('filters withdrawals by player, amount range and sorts by amount across the brands', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 5_000_000n });
    const small = await pendingWithdrawal(player, '150.00');
    const large = await pendingWithdrawal(player, '900.00');
    const byPlayer = await bo(finance, 'GET', `/bo/withdrawals?search=${player.username}&sort=amount&order=desc`);
    expect(byPlayer.statusCode).toBe(200);
    expect(rowsOf(byPlayer).map((row) => row.id)).toEqual([large, small]);
    const byAmount = await bo(finance, 'GET', `/bo/withdrawals?search=${player.username}&minAmount=500&maxAmount=1000`);
    expect(rowsOf(byAmount).map((row) => row.id)).toEqual([large]);
    const byOrderNumber = await bo(finance, 'GET', `/bo/withdrawals?search=${small.slice(0, 8)}&merchant=demo`);
    expect(rowsOf(byOrderNumber).map((row) => row.id)).toContain(small);
    const future = await bo(finance, 'GET', `/bo/withdrawals?search=${player.username}&from=2999-01-01T00:00:00Z`);
    expect(rowsOf(future)).toEqual([]);
    const bad = await bo(finance, 'GET', '/bo/withdrawals?minAmount=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('lists deposits of every brand the operator may see, with the player and the brand', async () => {
    const player = await createPlayer(testApp);
    const id = await pendingDeposit(player, '300', true);
    const all = await bo(finance, 'GET', `/bo/deposits?status=pending_review&search=${player.username}`);
    expect(all.statusCode).toBe(200);
    expect(rowsOf(all)).toEqual([
      expect.objectContaining({ id, member: player.username, memberId: player.memberId, merchantCode: 'demo' }),
    ]);
    const slip = await testApp.app.inject({
      method: 'GET',
      url: `/bo/deposits/demo/${id}/slip`,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/png');
    expect(slip.rawPayload.equals(Buffer.from(pngBase64, 'base64'))).toBe(true);
  });

  it('keeps brand B from an operator of brand A: lists, CSV, context, slip and bulk', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const withdrawal = await pendingWithdrawal(player, '120.00');
    const deposit = await pendingDeposit(player, '200', true);
    const listed = await bo(luckyFinance, 'GET', '/bo/withdrawals?pageSize=200');
    expect(listed.statusCode).toBe(200);
    expect(rowsOf(listed).map((row) => row.id)).not.toContain(withdrawal);
    const deposits = await bo(luckyFinance, 'GET', '/bo/deposits?pageSize=200');
    expect(rowsOf(deposits).map((row) => row.id)).not.toContain(deposit);
    for (const url of [
      '/bo/withdrawals?merchant=demo',
      '/bo/deposits?merchant=demo',
      '/bo/withdrawals.csv?merchant=demo',
      `/bo/money-context/demo/${player.username}`,
      `/bo/deposits/demo/${deposit}/slip`,
    ]) {
      const refused = await bo(luckyFinance, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
    }
    const bulk = await bo(luckyFinance, 'POST', '/bo/withdrawals/bulk', {
      decision: 'reject',
      ids: [withdrawal],
      reason: 'not yours',
    });
    expect(bulk.body.value).toEqual({ rows: [{ id: withdrawal, outcome: 'failed', code: 'NOT_FOUND' }] });
    const csv = await testApp.app.inject({
      method: 'GET',
      url: '/bo/deposits.csv',
      headers: { authorization: `Bearer ${luckyFinance}` },
    });
    expect(csv.body).not.toContain(player.username);
  });

  it('refuses the queues and their actions to a support operator', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const id = await pendingWithdrawal(player, '110.00');
    for (const [method, url, body] of [
      ['GET', '/bo/withdrawals', undefined],
      ['GET', '/bo/deposits', undefined],
      ['GET', '/bo/withdrawals.csv', undefined],
      ['GET', `/bo/money-context/demo/${player.username}`, undefined],
      ['POST', `/bo/withdrawals/${id}/approve`, {}],
      ['POST', '/bo/withdrawals/bulk', { decision: 'approve', ids: [id] }],
      ['POST', '/bo/deposits/bulk', { decision: 'approve', ids: [id] }],
    ] as const) {
      const refused = await bo(support, method, url, body);
      expect(refused.statusCode, url).toBe(403);
    }
  });
});

describe('money queues: CSV and player context', () => {
  it('exports the filtered withdrawals as CSV', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const id = await pendingWithdrawal(player, '130.00');
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/bo/withdrawals.csv?search=${player.username}`,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/withdrawals-all-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'order_number,created_at,brand,username,amount,currency,status,bank,account_number,account_name,reviewed_by,reviewed_at,reject_reason,confirmation',
    );
    expect(lines.slice(1)).toEqual([expect.stringContaining(`${id},`)]);
    expect(lines[1]).toContain(`,demo,${player.username},130.00,THB,pending,KBANK,1234567890,`);
  });

  it('answers wallets, the last deposit, turnover and players sharing the bank account in one call', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 250_000n });
    const other = await createPlayer(testApp);
    const context = await bo(finance, 'GET', `/bo/money-context/demo/${player.username}`);
    expect(context.statusCode).toBe(200);
    expect(context.body.value).toMatchObject({
      merchantCode: 'demo',
      username: player.username,
      currency: 'THB',
      wallets: expect.arrayContaining([{ kind: 'main', vendorCode: null, balance: '2500.00' }]) as unknown,
      lastDeposit: { amount: '2500.00' },
      turnoverSinceDeposit: '0.00',
      betCount: 0,
      recentWins: [],
    });
    // Every test player binds the same account number: the other one shows, the player themself does not.
    const shared = (context.body.value.sharedBankAccounts as { username: string }[]).map((row) => row.username);
    expect(shared).toContain(other.username);
    expect(shared).not.toContain(player.username);
    const unknown = await bo(finance, 'GET', '/bo/money-context/demo/nosuchplayer1');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('money queues: bulk decisions', () => {
  it('rejects several withdrawals with one reason; a failing row fails alone; a retry changes nothing', async () => {
    const player = await createPlayer(testApp, { balanceMinor: 1_000_000n });
    const first = await pendingWithdrawal(player, '100.00');
    const second = await pendingWithdrawal(player, '200.00');
    const paid = await pendingWithdrawal(player, '300.00');
    expect((await bo(admin, 'POST', `/bo/withdrawals/${paid}/approve`)).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await bo(finance, 'POST', '/bo/withdrawals/bulk', {
      decision: 'reject',
      ids: [first, paid, unknown, second],
      reason: 'duplicate request',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({
      rows: [
        { id: first, outcome: 'done', code: null },
        { id: paid, outcome: 'failed', code: 'INVALID_STATE' },
        { id: unknown, outcome: 'failed', code: 'NOT_FOUND' },
        { id: second, outcome: 'done', code: null },
      ],
    });
    expect(await balanceOf(testApp.app, player.token)).toBe('9700.00');
    const retry = await bo(finance, 'POST', '/bo/withdrawals/bulk', {
      decision: 'reject',
      ids: [first],
      reason: 'duplicate request',
    });
    expect(retry.body.value).toEqual({ rows: [{ id: first, outcome: 'unchanged', code: null }] });
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'withdrawal.reject'),
          inArray(auditLog.target, [`withdrawal:${first}`, `withdrawal:${second}`]),
        ),
      );
    expect(audits).toHaveLength(2);
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });

  it('confirms deposits below the threshold at once and records the first approval above it', async () => {
    const player = await createPlayer(testApp);
    const small = await pendingDeposit(player, '400');
    const large = await pendingDeposit(player, '30000');
    const answer = await bo(finance, 'POST', '/bo/deposits/bulk', { decision: 'approve', ids: [small, large] });
    expect(answer.body.value).toEqual({
      rows: [
        { id: small, outcome: 'done', code: null },
        { id: large, outcome: 'awaiting_second', code: null },
      ],
    });
    expect(await balanceOf(testApp.app, player.token)).toBe('400.00');
    const again = await bo(finance, 'POST', '/bo/deposits/bulk', { decision: 'approve', ids: [small] });
    expect(again.body.value).toEqual({ rows: [{ id: small, outcome: 'unchanged', code: null }] });
    expect(await balanceOf(testApp.app, player.token)).toBe('400.00');
    const listed = await bo(finance, 'GET', `/bo/deposits?status=pending_review&search=${player.username}`);
    expect(rowsOf(listed)).toEqual([
      expect.objectContaining({ id: large, approval: expect.objectContaining({ status: 'pending' }) as unknown }),
    ]);
    const refused = await bo(finance, 'POST', '/bo/deposits/bulk', { decision: 'reject', ids: [small], reason: 'x' });
    expect(refused.statusCode).toBe(400);
  });
});

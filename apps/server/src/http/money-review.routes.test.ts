import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
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
/** The seeded admin (`operator`) and a second operator of the finance role. */
let maker = '';
let checker = '';

beforeAll(async () => {
  testApp = await createTestApp();
  maker = testApp.operatorToken;
  checker = await operatorToken(testApp, 'finance');
});
afterAll(async () => {
  await testApp.close();
});

const console_ = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  callConsole(testApp.app, token, method, url, payload);

async function pendingWithdrawal(amount: string, balanceMinor = 6_000_000n) {
  const player = await createPlayer(testApp, { balanceMinor });
  const requested = await requestWithdrawal(testApp.app, player, amount);
  expect(requested.statusCode).toBe(200);
  return { player, id: String(requested.body.value.id) };
}

type Approval = { id: string; status: string; requestedBy: string; decidedBy: string | null };

describe('two-person rule on withdrawals', () => {
  it('pays a withdrawal at or below the threshold in one step', async () => {
    const { id } = await pendingWithdrawal('10000.00');
    const approved = await console_(maker, 'POST', `/bo/withdrawals/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'paid', approval: null });
  });

  it('above the threshold: the first approval waits, the same operator is refused, a second pays once', async () => {
    const { player, id } = await pendingWithdrawal('15000.00');
    const balanceAfterRequest = await balanceOf(testApp.app, player.token);
    const first = await console_(maker, 'POST', `/bo/withdrawals/${id}/approve`, { note: 'known player' });
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({
      status: 'pending',
      approval: { status: 'pending', requestedBy: 'operator', note: 'known player', decidedBy: null },
    });
    const approvalId = (first.body.value.approval as Approval).id;

    const again = await console_(maker, 'POST', `/bo/withdrawals/${id}/approve`);
    expect(again.statusCode).toBe(403);
    expect(again.body.code).toBe('TWO_PERSON_SAME_OPERATOR');
    const selfConfirm = await console_(maker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(selfConfirm.statusCode).toBe(403);
    expect(selfConfirm.body.code).toBe('TWO_PERSON_SAME_OPERATOR');

    const awaitingMaker = await console_(maker, 'GET', '/bo/approvals?requestedBy=others&pageSize=200');
    expect((awaitingMaker.body.value.content as Approval[]).map((row) => row.id)).not.toContain(approvalId);
    const awaitingChecker = await console_(checker, 'GET', '/bo/approvals?requestedBy=others&pageSize=200');
    expect(awaitingChecker.body.value.content).toContainEqual(
      expect.objectContaining({ id: approvalId, kind: 'withdrawal', amount: '15000.00', requestedByMe: false }),
    );

    const confirmed = await console_(checker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.value).toMatchObject({ status: 'confirmed', requestedBy: 'operator' });
    const listed = await console_(checker, 'GET', '/bo/withdrawals?status=paid&pageSize=200');
    expect(listed.body.value.content).toContainEqual(
      expect.objectContaining({
        id,
        status: 'paid',
        approval: expect.objectContaining({ status: 'confirmed' }) as unknown,
      }),
    );
    const twice = await console_(checker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.code).toBe('INVALID_STATE');
    expect(await balanceOf(testApp.app, player.token)).toBe(balanceAfterRequest);
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `withdrawal:${id}`)));
    expect(audit.map((row) => row.action).sort()).toEqual(['withdrawal.approval.request', 'withdrawal.approve']);
    expect((await reconciliation(testApp)).balanced).toBe(true);
  });

  it('a rejection by the operator who asked ends the approval and returns the money', async () => {
    const { player, id } = await pendingWithdrawal('12000.00', 2_000_000n);
    const first = await console_(maker, 'POST', `/bo/withdrawals/${id}/approve`);
    const approvalId = (first.body.value.approval as Approval).id;
    const refused = await console_(maker, 'POST', `/bo/approvals/${approvalId}/reject`, { reason: '' });
    expect(refused.statusCode).toBe(400);
    const rejected = await console_(maker, 'POST', `/bo/approvals/${approvalId}/reject`, { reason: 'wrong account' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.value).toMatchObject({ status: 'rejected', decisionReason: 'wrong account' });
    expect(await balanceOf(testApp.app, player.token)).toBe('20000.00');
    const late = await console_(checker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(late.body.code).toBe('INVALID_STATE');
  });

  it('refuses the actions to a support operator', async () => {
    const support = await operatorToken(testApp, 'support');
    const { id } = await pendingWithdrawal('15000.00');
    for (const [method, url] of [
      ['POST', `/bo/withdrawals/${id}/approve`],
      ['GET', '/bo/approvals'],
      ['GET', '/bo/wallets/adjustments?merchant=demo'],
    ] as const) {
      const refused = await console_(support, method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    const first = await console_(maker, 'POST', `/bo/withdrawals/${id}/approve`);
    const approvalId = (first.body.value.approval as Approval).id;
    expect((await console_(support, 'POST', `/bo/approvals/${approvalId}/confirm`)).statusCode).toBe(403);
    const luckyFinance = await operatorToken(testApp, 'finance', ['lucky']);
    expect((await console_(luckyFinance, 'POST', `/bo/approvals/${approvalId}/confirm`)).statusCode).toBe(403);
    const luckyList = await console_(luckyFinance, 'GET', '/bo/approvals?pageSize=200');
    expect((luckyList.body.value.content as Approval[]).map((row) => row.id)).not.toContain(approvalId);
    expect((await console_(luckyFinance, 'GET', '/bo/approvals?merchant=demo')).statusCode).toBe(403);
  });
});

describe('two-person rule on deposits', () => {
  it('waits above the threshold and credits once on the second operator', async () => {
    const player = await createPlayer(testApp);
    const created = await call(testApp.app, 'POST', '/wps/deposits', {
      token: player.token,
      payload: { channelCode: 'promptpay', amount: '25000', slip: `data:image/png;base64,${pngBase64}` },
    });
    expect(created.body.value).toMatchObject({ status: 'pending_review' });
    const id = String(created.body.value.id);
    const first = await console_(maker, 'POST', `/bo/deposits/demo/${id}/confirm`);
    expect(first.body.value).toMatchObject({ status: 'pending_review', approval: { status: 'pending' } });
    expect(await balanceOf(testApp.app, player.token)).toBe('0.00');
    const second = await console_(checker, 'POST', `/bo/deposits/demo/${id}/confirm`);
    expect(second.statusCode).toBe(200);
    expect(second.body.value).toMatchObject({ status: 'confirmed', approval: { status: 'confirmed' } });
    expect(await balanceOf(testApp.app, player.token)).toBe('25000.00');
    const third = await console_(maker, 'POST', `/bo/deposits/demo/${id}/confirm`);
    expect(third.body.value).toMatchObject({ status: 'confirmed' });
    expect(await balanceOf(testApp.app, player.token)).toBe('25000.00');
  });
});

describe('balance adjustments', () => {
  const adjust = (token: string, key: string, payload: Record<string, unknown>) =>
    testApp.app
      .inject({
        method: 'POST',
        url: '/bo/wallets/adjustments',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, language: 'en' },
        payload: { merchant: 'demo', direction: 'credit', reason: 'goodwill credit', ...payload },
      })
      .then((response) => ({
        statusCode: response.statusCode,
        body: response.json<{ code?: string; value: Record<string, unknown> & { id: string; approval: Approval } }>(),
      }));

  it('posts at once below the threshold, waits above it, and never debits below zero', async () => {
    const player = await createPlayer(testApp);
    const small = await adjust(maker, `small-${player.username}`, { username: player.username, amount: '100.00' });
    expect(small.body.value).toMatchObject({ status: 'posted', balance: '100.00', approval: null });

    const large = await adjust(maker, `large-${player.username}`, { username: player.username, amount: '25000.00' });
    expect(large.body.value).toMatchObject({ status: 'pending', balance: null, approval: { status: 'pending' } });
    expect(await balanceOf(testApp.app, player.token)).toBe('100.00');
    const replay = await adjust(maker, `large-${player.username}`, { username: player.username, amount: '25000.00' });
    expect(replay.body.value).toMatchObject({ id: large.body.value.id, replayed: true, status: 'pending' });
    const conflict = await adjust(maker, `large-${player.username}`, { username: player.username, amount: '1.00' });
    expect(conflict.body.code).toBe('CONFLICT');

    const approvalId = large.body.value.approval.id;
    const self = await console_(maker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(self.body.code).toBe('TWO_PERSON_SAME_OPERATOR');
    const confirmed = await console_(checker, 'POST', `/bo/approvals/${approvalId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, player.token)).toBe('25100.00');

    const overdraw = await adjust(maker, `debit-${player.username}`, {
      username: player.username,
      direction: 'debit',
      amount: '25100.01',
    });
    expect(overdraw.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(testApp.app, player.token)).toBe('25100.00');

    const listed = await console_(checker, 'GET', `/bo/wallets/adjustments?merchant=demo&username=${player.username}`);
    expect(listed.body.value.content).toEqual([
      expect.objectContaining({
        amount: '25000.00',
        status: 'posted',
        requestedBy: 'operator',
      }),
      expect.objectContaining({ amount: '100.00', status: 'posted', decidedBy: 'operator' }),
    ]);
    const [confirmedRow] = listed.body.value.content as { decidedBy: string }[];
    expect(confirmedRow?.decidedBy).toMatch(/^finance/);
    const csv = await testApp.app.inject({
      url: `/bo/wallets/adjustments.csv?merchant=demo&username=${player.username}`,
      headers: { authorization: `Bearer ${checker}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('created_at');
    expect(lines).toHaveLength(3);
  });
});

describe('thresholds', () => {
  it('reads to finance, changes by admins only (audited); null makes every action one step', async () => {
    const read = await console_(checker, 'GET', '/bo/merchants/demo/two-person-thresholds');
    expect(read.body.value).toMatchObject({ withdrawal: '10000.00', deposit: '20000.00', adjustment: '20000.00' });
    const refused = await console_(checker, 'PUT', '/bo/merchants/demo/two-person-thresholds', {
      withdrawal: null,
      deposit: null,
      adjustment: null,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await console_(maker, 'PUT', '/bo/merchants/demo/two-person-thresholds', {
      withdrawal: '-1',
      deposit: null,
      adjustment: null,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await console_(maker, 'PUT', '/bo/merchants/demo/two-person-thresholds', {
      withdrawal: null,
      deposit: '20000.00',
      adjustment: '20000.00',
    });
    expect(saved.body.value).toMatchObject({ withdrawal: null, updatedBy: 'operator' });
    const { id } = await pendingWithdrawal('30000.00', 4_000_000n);
    const approved = await console_(maker, 'POST', `/bo/withdrawals/${id}/approve`);
    expect(approved.body.value).toMatchObject({ status: 'paid', approval: null });
    await console_(maker, 'PUT', '/bo/merchants/demo/two-person-thresholds', {
      withdrawal: '10000.00',
      deposit: '20000.00',
      adjustment: '20000.00',
    });
  });
});

import { like, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfer } from '../modules/wallet/wallet.tables.js';
import { call } from '../test/account-helpers.js';
import { createTreeMember } from '../test/agent-tree-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, paymentPassword, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let keySequence = 0;
const freshKey = () => `test-key-${Date.now()}-${(keySequence += 1)}`;

function sendUp(player: Player, amount: string, options: { key?: string; password?: string } = {}) {
  return call(testApp.app, 'POST', '/wps/relay/transferUpline', {
    token: player.token,
    payload: { amount, paymentPassword: options.password ?? paymentPassword },
    headers: { 'idempotency-key': options.key ?? freshKey() },
  });
}

function sendEnvelope(agent: Player, payload: Record<string, unknown>, key = freshKey()) {
  return call(testApp.app, 'POST', '/wps/relay/agentRedEnvelope', {
    token: agent.token,
    payload: { paymentPassword, ...payload },
    headers: { 'idempotency-key': key },
  });
}

const ledgerRowsOf = (prefix: string) =>
  testApp.database.db
    .select()
    .from(ledgerTransfer)
    .where(like(ledgerTransfer.idempotencyKey, `${prefix}%`));

describe('transfer to the upline (transferUpline)', () => {
  it('moves money from a member to its agent once per key, and a retry answers the first transfer', async () => {
    const agent = await createTreeMember(testApp, { type: 1 });
    const member = await createTreeMember(testApp, { upline: agent, balanceMinor: 50_000n });
    const info = await call(testApp.app, 'GET', '/wps/relay/transferUpline', { token: member.token });
    expect(info.body.value).toMatchObject({
      refusal: null,
      uplineUsername: agent.username,
      paymentPasswordSet: true,
      balance: '500.00',
    });

    const key = freshKey();
    const sent = await sendUp(member, '120.50', { key });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toMatchObject({ amount: '120.50', uplineUsername: agent.username, balanceAfter: '379.50' });
    expect(await balanceOf(testApp.app, member.token)).toBe('379.50');
    expect(await balanceOf(testApp.app, agent.token)).toBe('120.50');

    const replayed = await sendUp(member, '120.50', { key });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body.value).toEqual(sent.body.value);
    expect(await balanceOf(testApp.app, member.token)).toBe('379.50');

    const other = await sendUp(member, '10.00', { key });
    expect(other.statusCode).toBe(409);
    expect(other.body.code).toBe('CONFLICT');
    expect(await balanceOf(testApp.app, agent.token)).toBe('120.50');
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('lets an agent of type 1 send to its upline agent, from agent wallet to agent wallet', async () => {
    const top = await createTreeMember(testApp, { type: 1 });
    const agent = await createTreeMember(testApp, { type: 41, upline: top, balanceMinor: 10_000n });
    const sent = await sendUp(agent, '100.00');
    expect(sent.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, agent.token)).toBe('0.00');
    expect(await balanceOf(testApp.app, top.token)).toBe('100.00');
  });

  it('refuses account type 2 and a member without an upline, moving nothing', async () => {
    const top = await createTreeMember(testApp, { type: 1 });
    const typeTwo = await createTreeMember(testApp, { type: 2, upline: top, balanceMinor: 10_000n });
    const info = await call(testApp.app, 'GET', '/wps/relay/transferUpline', { token: typeTwo.token });
    expect(info.body.value).toMatchObject({ refusal: 'TRANSFER_UPLINE_NOT_ALLOWED' });
    const refused = await sendUp(typeTwo, '10.00');
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('TRANSFER_UPLINE_NOT_ALLOWED');

    const alone = await createTreeMember(testApp, { balanceMinor: 10_000n });
    const noUpline = await sendUp(alone, '10.00');
    expect(noUpline.statusCode).toBe(409);
    expect(noUpline.body.code).toBe('NO_UPLINE');
    expect(await balanceOf(testApp.app, typeTwo.token)).toBe('100.00');
    expect(await balanceOf(testApp.app, alone.token)).toBe('100.00');
    expect(await balanceOf(testApp.app, top.token)).toBe('0.00');
  });

  it('counts a wrong payment password towards the withdrawals’ lock', async () => {
    const agent = await createTreeMember(testApp, { type: 1 });
    const member = await createTreeMember(testApp, { upline: agent, balanceMinor: 10_000n });
    const first = await sendUp(member, '10.00', { password: '000000' });
    expect(first.statusCode).toBe(400);
    expect(first.body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { remainingAttempts: 4 } });
    const second = await sendUp(member, '10.00', { password: '000000' });
    expect(second.body.value).toMatchObject({ remainingAttempts: 3 });
    // The same counter as withdrawals: three more wrong ones lock the member's payment password.
    for (let attempt = 0; attempt < 3; attempt += 1) await sendUp(member, '10.00', { password: '000000' });
    const locked = await sendUp(member, '10.00');
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    const settings = await call(testApp.app, 'GET', '/wps/withdrawals/settings', { token: member.token });
    expect(settings.body.value.lockedUntil).toEqual(expect.any(String));
    expect(await balanceOf(testApp.app, member.token)).toBe('100.00');
  });

  it('refuses amounts outside the limits, more than the balance, and a malformed key, moving nothing', async () => {
    const agent = await createTreeMember(testApp, { type: 1 });
    const member = await createTreeMember(testApp, { upline: agent, balanceMinor: 10_000n });
    const tooSmall = await sendUp(member, '0.50');
    expect(tooSmall.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { minAmount: '1.00' } });
    const key = freshKey();
    const tooMuch = await sendUp(member, '100.01', { key });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await ledgerRowsOf(`agent-transfer-upline:${member.memberId}:${key}`)).toEqual([]);
    const malformed = await sendUp(member, '10.00', { key: 'bad key!' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect(await balanceOf(testApp.app, member.token)).toBe('100.00');
    expect(await balanceOf(testApp.app, agent.token)).toBe('0.00');
  });
});

describe('red envelope (AGENTRANSMULTDOWN3)', () => {
  async function team() {
    const agent = await createTreeMember(testApp, { type: 1, balanceMinor: 100_000n });
    const first = await createTreeMember(testApp, { upline: agent });
    const second = await createTreeMember(testApp, { type: 41, upline: agent });
    const grandchild = await createTreeMember(testApp, { upline: second });
    const outsider = await createTreeMember(testApp);
    return { agent, first, second, grandchild, outsider };
  }

  it('sends the same amount to each chosen direct downline, and a retry answers the same envelope', async () => {
    const { agent, first, second } = await team();
    const listed = await call(testApp.app, 'GET', '/wps/relay/agentRedEnvelope', { token: agent.token });
    expect(listed.body.value.downlines).toHaveLength(2);
    expect(listed.body.value).toMatchObject({ balance: '1000.00', maxRecipients: 100 });

    const key = freshKey();
    const sent = await sendEnvelope(agent, { usernames: [first.username, second.username], amountEach: '50' }, key);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toEqual({
      total: '100.00',
      recipients: [
        { username: first.username, amount: '50.00' },
        { username: second.username, amount: '50.00' },
      ],
      balanceAfter: '900.00',
    });
    expect(await balanceOf(testApp.app, first.token)).toBe('50.00');
    expect(await balanceOf(testApp.app, second.token)).toBe('50.00');

    const replayed = await sendEnvelope(agent, { usernames: [first.username, second.username], amountEach: '50' }, key);
    expect(replayed.body.value).toEqual(sent.body.value);
    const changed = await sendEnvelope(agent, { usernames: [first.username, second.username], amountEach: '60' }, key);
    expect(changed.body.code).toBe('CONFLICT');
    expect(await balanceOf(testApp.app, agent.token)).toBe('900.00');
  });

  it('sends an amount per downline', async () => {
    const { agent, first, second } = await team();
    const sent = await sendEnvelope(agent, {
      recipients: [
        { username: first.username, amount: '10.00' },
        { username: second.username, amount: '25.50' },
      ],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toMatchObject({ total: '35.50', balanceAfter: '964.50' });
    expect(await balanceOf(testApp.app, second.token)).toBe('25.50');
  });

  it('refuses anyone outside the direct team, and sends nothing to the others', async () => {
    const { agent, first, grandchild, outsider } = await team();
    const key = freshKey();
    const refused = await sendEnvelope(
      agent,
      { usernames: [first.username, grandchild.username, outsider.username], amountEach: '10' },
      key,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('NOT_IN_TEAM');
    expect(refused.body.message).toContain(outsider.username);
    expect(refused.body.message).toContain(grandchild.username);
    expect(refused.body.message).not.toContain(first.username);
    expect(await ledgerRowsOf(`agent-red-envelope:${agent.memberId}:${key}`)).toEqual([]);
    expect(await balanceOf(testApp.app, first.token)).toBe('0.00');
    expect(await balanceOf(testApp.app, agent.token)).toBe('1000.00');
  });

  it('refuses an envelope larger than the balance with no partial write', async () => {
    const { agent, first, second } = await team();
    const key = freshKey();
    const refused = await sendEnvelope(
      agent,
      {
        recipients: [
          { username: first.username, amount: '600' },
          { username: second.username, amount: '400.01' },
        ],
      },
      key,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await ledgerRowsOf(`agent-red-envelope:${agent.memberId}:${key}`)).toEqual([]);
    expect(await balanceOf(testApp.app, first.token)).toBe('0.00');
    expect(await balanceOf(testApp.app, agent.token)).toBe('1000.00');
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('refuses a non-agent, a repeated recipient and a wrong payment password', async () => {
    const { agent, first, second } = await team();
    const member = await call(testApp.app, 'POST', '/wps/relay/agentRedEnvelope', {
      token: first.token,
      payload: { usernames: [second.username], amountEach: '1', paymentPassword },
    });
    expect(member.body.code).toBe('AGENT_ONLY');
    const repeated = await sendEnvelope(agent, { usernames: [first.username, first.username], amountEach: '1' });
    expect(repeated.statusCode).toBe(400);
    const wrong = await sendEnvelope(agent, {
      usernames: [first.username],
      amountEach: '1',
      paymentPassword: '999999',
    });
    expect(wrong.body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { remainingAttempts: 4 } });
    expect(await balanceOf(testApp.app, agent.token)).toBe('1000.00');
  });
});

describe('an agent that owes contract pay', () => {
  it('can send money neither up nor down until it is paid (as withdrawals refuse it)', async () => {
    const db = testApp.database.db;
    const top = await createTreeMember(testApp, { type: 1 });
    const agent = await createTreeMember(testApp, { type: 41, upline: top, balanceMinor: 100_000n });
    const sub = await createTreeMember(testApp, { type: 42, upline: agent });
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    // One owed obligation of the agent to its downline, as a settlement run that could not pay it leaves it.
    const [obligation] = await queryRows<{ id: string }>(
      db,
      sql`with parent as (
            insert into agent_contract (merchant_id, kind, receiver_member_id, status)
            values (${merchantId}, 'daily_salary', ${agent.memberId}, 'A') returning id),
          child as (
            insert into agent_contract (merchant_id, kind, issuer_member_id, parent_contract_id, receiver_member_id,
              status)
            select ${merchantId}, 'daily_salary', ${agent.memberId}, parent.id, ${sub.memberId}, 'A' from parent
            returning id),
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
            select run.id, version.contract_id, version.id, ${sub.memberId}, ${agent.memberId}, 1, 'reached', '{}',
              0, 0, 0, 5000, 0, 5000 from run, version returning id, run_id, contract_id)
          insert into agent_obligation (merchant_id, run_id, line_id, contract_id, currency, payer_member_id,
            payee_member_id, depth, amount_minor, paid_minor, status, next_attempt_at)
          select ${merchantId}, line.run_id, line.id, line.contract_id, 'THB', ${agent.memberId}, ${sub.memberId}, 1,
            5000, 1000, 'owed', now() from line
          returning id`,
    );
    const up = await sendUp(agent, '10.00');
    expect(up.statusCode).toBe(409);
    expect(up.body).toMatchObject({ code: 'AGENT_OBLIGATION_OUTSTANDING', value: { amount: '40.00' } });
    const down = await sendEnvelope(agent, { usernames: [sub.username], amountEach: '10' });
    expect(down.body.code).toBe('AGENT_OBLIGATION_OUTSTANDING');
    expect(await balanceOf(testApp.app, agent.token)).toBe('1000.00');

    await db.execute(
      sql`update agent_obligation set paid_minor = amount_minor, status = 'paid', next_attempt_at = null
          where id = ${obligation?.id}`,
    );
    expect((await sendUp(agent, '10.00')).statusCode).toBe(200);
    expect((await sendEnvelope(agent, { usernames: [sub.username], amountEach: '10' })).statusCode).toBe(200);
    expect(await balanceOf(testApp.app, agent.token)).toBe('980.00');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInTeam } from '../modules/hierarchy/index.js';
import { member } from '../modules/member/member.tables.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { ledgerTransfer } from '../modules/wallet/wallet.tables.js';
import { call } from '../test/account-helpers.js';
import { createTreeMember } from '../test/agent-tree-helpers.js';
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

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const apply = (player: Player, message = 'I run a football fan page with 20,000 followers.') =>
  call(testApp.app, 'POST', '/wps/member/affiliate-application', {
    token: player.token,
    payload: { message, contact: 'line: fanpage' },
  });
const stateOf = async (player: Player) =>
  (await call(testApp.app, 'GET', '/wps/member/affiliate-application', { token: player.token })).body.value;
const approve = (id: string, body: Record<string, unknown>, token = testApp.operatorToken) =>
  callConsole(testApp.app, token, 'POST', `/bo/agents/demo/applications/${id}/approve`, body);
const refuse = (id: string, reason: string, token = testApp.operatorToken) =>
  callConsole(testApp.app, token, 'POST', `/bo/agents/demo/applications/${id}/refuse`, { reason });
const memberRow = async (player: Player) =>
  (await testApp.database.db.select().from(member).where(eq(member.id, player.memberId)))[0];
const auditsOf = (action: string, target: string) =>
  testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('affiliate applications', () => {
  it('one pending application at a time; an agent cannot apply', async () => {
    const player = await createPlayer(testApp, { bankAccount: false });
    expect(await stateOf(player)).toEqual({ isAgent: false, latest: null });
    const applied = await apply(player);
    expect(applied.statusCode).toBe(200);
    expect(applied.body.value).toMatchObject({ status: 'pending', contact: 'line: fanpage', decisionReason: null });
    const again = await apply(player);
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('AFFILIATE_APPLICATION_PENDING');
    const agent = await createTreeMember(testApp, { type: 1 });
    expect((await apply(agent)).body.code).toBe('ALREADY_AGENT');
  });

  it('approval makes the member an agent under the chosen upline, moves its money to the agent wallet, audited', async () => {
    const upline = await createTreeMember(testApp, { type: 1 });
    const player = await createPlayer(testApp, { balanceMinor: 12_345n, bankAccount: false });
    const id = String((await apply(player)).body.value.id);
    const listed = await callConsole(testApp.app, testApp.operatorToken, 'GET', '/bo/agents/demo/applications');
    expect(listed.body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, username: player.username, balance: '123.45' })]),
    );

    const approved = await approve(id, { agentType: 41, uplineUsername: upline.username });
    expect(approved.statusCode).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'approved', agentType: 41, uplineUsername: upline.username });
    expect(await memberRow(player)).toMatchObject({ type: 41, uplineId: upline.memberId });
    expect(await isInTeam(testApp.database.db, upline.memberId, player.memberId)).toBe(true);
    // Its balance now reads the agent wallet, which holds what the player wallet held.
    expect(await balanceOf(testApp.app, player.token)).toBe('123.45');
    const moves = await testApp.database.db
      .select()
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, `affiliate-approval:${id}:wallet`));
    expect(moves.map((move) => [move.type, move.amountMinor])).toEqual([['affiliate_wallet_move', 12_345n]]);
    expect(await auditsOf('affiliate.approve', `demo/affiliate-application/${id}`)).toHaveLength(1);
    expect(await stateOf(player)).toMatchObject({ isAgent: true, latest: { status: 'approved' } });

    // Like an agent the registration centre makes, it has its own invitation code, which its centre shows and a
    // registration accepts.
    const code = (await memberRow(player))?.affiliateCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const shown = await call(testApp.app, 'GET', '/wps/agent/invitation-code', { token: player.token });
    expect(shown.body.value).toEqual({ code });
    expect((await call(testApp.app, 'GET', `/wps/agent/affiliate?code=${code}`)).body.value).toEqual({ valid: true });
    const [audit] = await auditsOf('affiliate.approve', `demo/affiliate-application/${id}`);
    expect(audit?.detail).toMatchObject({ invitationCode: code });

    const twice = await approve(id, { agentType: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.code).toBe('INVALID_STATE');
    expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
  });

  it('approval at the top level, with an empty wallet', async () => {
    const player = await createPlayer(testApp, { bankAccount: false });
    const id = String((await apply(player)).body.value.id);
    const approved = await approve(id, { agentType: 2, uplineUsername: null });
    expect(approved.statusCode).toBe(200);
    expect(await memberRow(player)).toMatchObject({ type: 2, uplineId: null });
    expect((await memberRow(player))?.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('the invitation code call is for agents only', async () => {
    const player = await createPlayer(testApp, { bankAccount: false });
    const answer = await call(testApp.app, 'GET', '/wps/agent/invitation-code', { token: player.token });
    expect(answer.body.code).toBe('AGENT_ONLY');
  });

  it('refuses an upline that is not an agent, and an applicant with a pending withdrawal; nothing changes', async () => {
    const notAgent = await createPlayer(testApp, { bankAccount: false });
    const player = await createPlayer(testApp, { balanceMinor: 50_000n });
    const id = String((await apply(player)).body.value.id);
    const wrongUpline = await approve(id, { agentType: 1, uplineUsername: notAgent.username });
    expect(wrongUpline.statusCode).toBe(400);
    expect(wrongUpline.body.code).toBe('UPLINE_NOT_AGENT');
    expect((await requestWithdrawal(testApp.app, player, '100.00')).statusCode).toBe(200);
    const held = await approve(id, { agentType: 1 });
    expect(held.body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'WITHDRAWAL_PENDING' } });
    expect(await memberRow(player)).toMatchObject({ type: 0 });
    expect(await stateOf(player)).toMatchObject({ latest: { status: 'pending' } });
    expect(await balanceOf(testApp.app, player.token)).toBe('400.00');
  });

  it('a refusal gives the member the reason, and it may apply again', async () => {
    const player = await createPlayer(testApp, { bankAccount: false });
    const id = String((await apply(player)).body.value.id);
    const refused = await refuse(id, 'No audience described yet');
    expect(refused.statusCode).toBe(200);
    expect(await stateOf(player)).toMatchObject({
      isAgent: false,
      latest: { status: 'refused', decisionReason: 'No audience described yet' },
    });
    expect(await auditsOf('affiliate.refuse', `demo/affiliate-application/${id}`)).toHaveLength(1);
    expect((await refuse(id, 'again please')).body.code).toBe('INVALID_STATE');
    expect((await apply(player)).statusCode).toBe(200);
  });

  it('only operators who manage agents decide', async () => {
    const player = await createPlayer(testApp, { bankAccount: false });
    const id = String((await apply(player)).body.value.id);
    const finance = await operatorToken(testApp, 'finance');
    expect((await approve(id, { agentType: 1 }, finance)).statusCode).toBe(403);
    const otherBrand = await operatorToken(testApp, 'admin', ['other']);
    expect((await approve(id, { agentType: 1 }, otherBrand)).statusCode).toBe(403);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'two operators deciding one application at once on PostgreSQL: one decision stands, the other is refused',
    async () => {
      const upline = await createTreeMember(testApp, { type: 1 });
      for (let round = 0; round < 5; round += 1) {
        const player = await createPlayer(testApp, { balanceMinor: 10_000n, bankAccount: false });
        const id = String((await apply(player)).body.value.id);
        const answers = await Promise.all([
          approve(id, { agentType: 1, uplineUsername: upline.username }),
          round % 2 === 0 ? approve(id, { agentType: 42 }) : refuse(id, 'Refused at the same time'),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.statusCode === 200);
        const row = await memberRow(player);
        if (winner?.body.value.status === 'approved') {
          expect(row?.type).toBe(winner.body.value.agentType);
          expect(await balanceOf(testApp.app, player.token)).toBe('100.00');
        } else {
          expect(row?.type).toBe(0);
        }
        const audits = [
          ...(await auditsOf('affiliate.approve', `demo/affiliate-application/${id}`)),
          ...(await auditsOf('affiliate.refuse', `demo/affiliate-application/${id}`)),
        ];
        expect(audits).toHaveLength(1);
      }
      expect(await reconciliation(testApp)).toMatchObject({ balanced: true, mismatchedAccounts: [] });
    },
  );
});

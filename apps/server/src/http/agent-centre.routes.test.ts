import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { call } from '../test/account-helpers.js';
import { onPostgres } from '../test/concurrency.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { fund, nextAddress } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
let merchantId = '';
/** The seeded agent (team A) and a second top agent (team B), each with a token. */
const teamA = { token: '', id: '' };
const teamB = { token: '', id: '' };
let playerToken = '';

const password = 'Secret#2026';
const uniqueName = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`.slice(0, 14);

async function idOf(username: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    testApp.database.db,
    sql`select id from member where merchant_id = ${merchantId} and lower(username) = lower(${username})`,
  );
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

async function register(username: string, extra: Record<string, unknown> = {}) {
  return call(testApp.app, 'PUT', '/wps/member/register', {
    payload: { username, password, confirmPassword: password, terms: true, ageConfirmed: true, ...extra },
    remoteAddress: nextAddress(),
  });
}

async function logIn(username: string, secret = password) {
  const answer = await call(testApp.app, 'POST', '/wps/session/login', {
    payload: { username, password: secret },
    remoteAddress: nextAddress(),
  });
  return String(answer.body.value.token);
}

async function createDownline(token: string, kind: 'member' | 'agent', username = uniqueName(kind[0] ?? 'd')) {
  const answer = await call(testApp.app, 'POST', '/wps/agent/downlines', {
    token,
    payload: { kind, username, password, confirmPassword: password },
  });
  return { answer, username };
}

beforeAll(async () => {
  testApp = await createTestApp();
  merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  teamA.token = await logIn('agent', 'Agent@2026');
  teamA.id = await idOf('agent');
  const other = uniqueName('b');
  await register(other);
  await testApp.database.db.execute(
    sql`update member set type = 1 where merchant_id = ${merchantId} and username = ${other}`,
  );
  teamB.token = await logIn(other);
  teamB.id = await idOf(other);
  const player = uniqueName('p');
  await register(player);
  playerToken = await logIn(player);
});
afterAll(async () => {
  await testApp.close();
});

const someId = '00000000-0000-4000-8000-000000000000';
const agentCalls = [
  ['GET', '/wps/agent/team/overview'],
  ['POST', '/wps/agent/downlines'],
  ['GET', '/wps/agent/downlines'],
  ['PUT', `/wps/agent/downlines/${someId}/note`],
  ['GET', '/wps/agent/invite-links'],
  ['POST', '/wps/agent/invite-links'],
  ['POST', `/wps/agent/invite-links/${someId}/disable`],
  ['GET', '/wps/agent/team/bets'],
  ['GET', '/wps/agent/team/profit-loss'],
  ['GET', '/wps/agent/revenue'],
  ['GET', '/wps/agent/team/transactions'],
] as const;

describe('who may call', () => {
  it.each(agentCalls)('%s %s needs a login', async (method, url) => {
    const answer = await call(testApp.app, method, url, { payload: {} });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe('NOT_LOGGED_IN');
  });

  it.each(agentCalls)('%s %s refuses a member who is not an agent', async (method, url) => {
    const answer = await call(testApp.app, method, url, { token: playerToken, payload: {} });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe('AGENT_ONLY');
  });
});

describe('registration centre', () => {
  it('makes a member under the agent who must change the password at the first login', async () => {
    const { answer, username } = await createDownline(teamA.token, 'member');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ username, kind: 'member', affiliateCode: null });
    const [row] = await queryRows<{ upline_id: string; type: number; must_change_password: boolean; via: string }>(
      testApp.database.db,
      sql`select m.upline_id, m.type, m.must_change_password, r.via from member m
          join agent_registration r on r.member_id = m.id and r.agent_member_id = ${teamA.id}
          where m.id = ${await idOf(username)}`,
    );
    expect(row).toEqual({ upline_id: teamA.id, type: 0, must_change_password: true, via: 'centre' });
    const token = await logIn(username);
    const balance = await call(testApp.app, 'GET', '/wps/v2/wallets/balance', { token });
    expect(balance.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('makes an agent with its own invitation code', async () => {
    const { answer, username } = await createDownline(teamA.token, 'agent');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const [row] = await queryRows<{ type: number }>(
      testApp.database.db,
      sql`select type from member where id = ${await idOf(username)}`,
    );
    expect(row?.type).toBe(41);
  });

  it('refuses a taken username and a weak password with their codes', async () => {
    const taken = await createDownline(teamA.token, 'member', 'agent');
    expect(taken.answer.statusCode).toBe(409);
    expect(taken.answer.body.code).toBe('USERNAME_TAKEN');
    const weak = await call(testApp.app, 'POST', '/wps/agent/downlines', {
      token: teamA.token,
      payload: { kind: 'member', username: uniqueName('w'), password: '123', confirmPassword: '123' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.code).toBe('VALIDATION_FAILED');
  });

  it("keeps to the agent's quota of member registrations", async () => {
    await testApp.database.db.execute(
      sql`insert into agent_quota (agent_member_id, merchant_id, member_registrations_limit, agent_registrations_limit)
          values (${teamB.id}, ${merchantId}, 1, 0)`,
    );
    expect((await createDownline(teamB.token, 'member')).answer.statusCode).toBe(200);
    const second = await createDownline(teamB.token, 'member');
    expect(second.answer.statusCode).toBe(409);
    expect(second.answer.body.code).toBe('AGENT_QUOTA_REACHED');
    const agent = await createDownline(teamB.token, 'agent');
    expect(agent.answer.body.code).toBe('AGENT_QUOTA_REACHED');
    await testApp.database.db.execute(sql`delete from agent_quota where agent_member_id = ${teamB.id}`);
  });
});

describe('invite links', () => {
  it('registers through a link under its agent, counts it, and stops when disabled', async () => {
    const created = await call(testApp.app, 'POST', '/wps/agent/invite-links', {
      token: teamA.token,
      payload: { kind: 'member', expiresInDays: 7 },
    });
    expect(created.statusCode).toBe(200);
    const link = created.body.value as { id: string; code: string; status: string };
    expect(link.status).toBe('active');

    // The register form checks the code first: a link's code is as good as an agent's own.
    const check = await call(testApp.app, 'GET', `/wps/agent/affiliate?code=${link.code}`);
    expect(check.body.value).toEqual({ valid: true });

    const username = uniqueName('l');
    const registered = await register(username, { referralCode: link.code.toLowerCase() });
    expect(registered.statusCode).toBe(200);
    const [row] = await queryRows<{ upline_id: string; via: string; must_change_password: boolean }>(
      testApp.database.db,
      sql`select m.upline_id, r.via, m.must_change_password from member m join agent_registration r on r.member_id = m.id
          where m.id = ${await idOf(username)}`,
    );
    expect(row).toEqual({ upline_id: teamA.id, via: 'invite_link', must_change_password: false });

    const listed = await call(testApp.app, 'GET', '/wps/agent/invite-links', { token: teamA.token });
    const shown = (listed.body.value as unknown as { code: string; registrations: number }[]).find(
      (item) => item.code === link.code,
    );
    expect(shown?.registrations).toBe(1);
    const otherList = await call(testApp.app, 'GET', '/wps/agent/invite-links', { token: teamB.token });
    expect(JSON.stringify(otherList.body.value)).not.toContain(link.code);

    const foreign = await call(testApp.app, 'POST', `/wps/agent/invite-links/${link.id}/disable`, {
      token: teamB.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.code).toBe('INVITE_LINK_NOT_FOUND');
    const disabled = await call(testApp.app, 'POST', `/wps/agent/invite-links/${link.id}/disable`, {
      token: teamA.token,
    });
    expect(disabled.statusCode).toBe(200);
    const refused = await register(uniqueName('l'), { referralCode: link.code });
    expect(refused.body.code).toBe('INVALID_INVITATION_CODE');
    const checked = await call(testApp.app, 'GET', `/wps/agent/affiliate?code=${link.code}`);
    expect(checked.body.code).toBe('INVALID_INVITATION_CODE');
  });

  it('registers an agent through an agent link', async () => {
    const created = await call(testApp.app, 'POST', '/wps/agent/invite-links', {
      token: teamB.token,
      payload: { kind: 'agent' },
    });
    const code = String(created.body.value.code);
    const username = uniqueName('g');
    expect((await register(username, { affiliateCode: code })).statusCode).toBe(200);
    const [row] = await queryRows<{ upline_id: string; type: number; affiliate_code: string | null }>(
      testApp.database.db,
      sql`select upline_id, type, affiliate_code from member where id = ${await idOf(username)}`,
    );
    expect(row?.upline_id).toBe(teamB.id);
    expect(row?.type).toBe(41);
    expect(row?.affiliate_code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it("records a registration with an agent's own invitation code", async () => {
    const username = uniqueName('c');
    const registered = await register(username, { affiliateCode: 'AGENT01' });
    expect(registered.body).toMatchObject({ success: true });
    const [row] = await queryRows<{ via: string; agent_member_id: string }>(
      testApp.database.db,
      sql`select via, agent_member_id from agent_registration where member_id = ${await idOf(username)}`,
    );
    expect(row).toEqual({ via: 'affiliate_code', agent_member_id: teamA.id });
  });
});

type DownlineAnswer = { username: string; level: number; id: string; note: string; kind: string };

/** Team A: a member and a sub-agent under the agent, and a member under the sub-agent; team B: one member. */
async function buildTeams() {
  const direct = (await createDownline(teamA.token, 'member')).username;
  const subAgent = (await createDownline(teamA.token, 'agent')).username;
  const deep = uniqueName('z');
  await testApp.database.db.execute(
    sql`insert into member (merchant_id, username, type, nickname, password_hash, upline_id)
        values (${merchantId}, ${deep}, 0, ${deep}, 'not-a-hash', ${await idOf(subAgent)})`,
  );
  const outsider = (await createDownline(teamB.token, 'member')).username;
  return { direct, subAgent, deep, outsider };
}

describe('downline management and team scoping', () => {
  let team: Awaited<ReturnType<typeof buildTeams>>;
  beforeAll(async () => {
    team = await buildTeams();
  });

  const list = async (token: string, query = '') =>
    (await call(testApp.app, 'GET', `/wps/agent/downlines?pageSize=100${query}`, { token })).body.value as unknown as {
      content: DownlineAnswer[];
      total: number;
    };

  it('lists the whole team with levels, direct downlines alone, and nothing of another team', async () => {
    const all = await list(teamA.token);
    const level = (name: string) => all.content.find((row) => row.username === name)?.level;
    expect(level(team.direct)).toBe(1);
    expect(level(team.subAgent)).toBe(1);
    expect(level(team.deep)).toBe(2);
    expect(level(team.outsider)).toBeUndefined();
    expect(all.content.find((row) => row.username === team.subAgent)?.kind).toBe('agent');

    const direct = await list(teamA.token, '&scope=direct');
    expect(direct.content.map((row) => row.username)).not.toContain(team.deep);
    expect(direct.content.map((row) => row.username)).toContain(team.direct);

    const searched = await list(teamA.token, `&username=${team.deep.slice(0, 6).toUpperCase()}`);
    expect(searched.content.map((row) => row.username)).toEqual([team.deep]);
    expect((await list(teamA.token, `&username=${team.outsider}`)).total).toBe(0);
    expect((await list(teamB.token)).content.map((row) => row.username)).not.toContain(team.direct);
  });

  it('keeps notes on team members only', async () => {
    const deepId = await idOf(team.deep);
    const saved = await call(testApp.app, 'PUT', `/wps/agent/downlines/${deepId}/note`, {
      token: teamA.token,
      payload: { note: 'calls on Fridays' },
    });
    expect(saved.statusCode).toBe(200);
    const shown = (await list(teamA.token)).content.find((row) => row.username === team.deep);
    expect(shown?.note).toBe('calls on Fridays');

    for (const [token, target] of [
      [teamB.token, deepId],
      [teamA.token, await idOf(team.outsider)],
      [teamA.token, teamA.id],
      [teamA.token, someId],
    ] as const) {
      const refused = await call(testApp.app, 'PUT', `/wps/agent/downlines/${target}/note`, {
        token,
        payload: { note: 'x' },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body.code).toBe('DOWNLINE_NOT_FOUND');
    }
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from agent_downline_note where note = 'x'`,
    );
    expect(row?.count).toBe(0);
  });
});

describe('reports', () => {
  let team: Awaited<ReturnType<typeof buildTeams>>;
  beforeAll(async () => {
    team = await buildTeams();
    const now = new Date();
    const slot = new Date(Math.floor(now.getTime() / 1_800_000) * 1_800_000);
    for (const [name, stake, payout, valid] of [
      [team.deep, 10_000n, 4_000n, 8_000n],
      [team.outsider, 99_900n, 0n, 99_900n],
    ] as const) {
      const memberId = await idOf(name);
      await testApp.database.db.execute(
        sql`insert into member_play_slot (merchant_id, member_id, slot_start, game_type, vendor_code, currency,
              bet_count, stake_minor, payout_minor, valid_bet_minor)
            values (${merchantId}, ${memberId}, ${slot.toISOString()}::timestamptz, 'RNG', 'HOUSE', 'THB', 1, ${stake},
              ${payout}, ${valid})`,
      );
      await testApp.database.db.execute(
        sql`insert into settled_bet (source, bet_key, event_no, event_type, merchant_id, member_id, currency, game_type,
              vendor_code, game_code, stake_minor, payout_minor, valid_bet_minor, stake_total_minor, payout_total_minor,
              valid_bet_total_minor)
            values ('round', ${`HOUSE:r${randomBytes(4).toString('hex')}:${memberId}`}, 1, 'SETTLED', ${merchantId},
              ${memberId}, 'THB', 'RNG', 'HOUSE', 'NO_SUCH_GAME', ${stake}, ${payout}, ${valid}, ${stake}, ${payout},
              ${valid})`,
      );
      await fund(testApp, memberId, 50_000n);
    }
  });

  it("sums the overview over the caller's team only", async () => {
    const answer = await call(testApp.app, 'GET', '/wps/agent/team/overview?period=today', { token: teamB.token });
    expect(answer.statusCode).toBe(200);
    const b = answer.body.value;
    // Team B holds its quota test's member, its link's agent, and the outsider.
    expect(b.stake).toBe('999.00');
    expect(b.activeMembers).toBe(1);
    expect(b.deposits).toBe('500.00');
    expect(b.depositors).toBe(1);

    const a = (await call(testApp.app, 'GET', '/wps/agent/team/overview', { token: teamA.token })).body.value;
    expect(a).toMatchObject({ stake: '100.00', validBet: '80.00', payout: '40.00', profitLoss: '-60.00' });
    expect(a.activeMembers).toBe(1);
    expect(a.deposits).toBe('500.00');
    expect(a.teamMembers).toBeGreaterThanOrEqual(3);
    expect(a.newMembers).toBe(a.teamMembers);

    const yesterday = (
      await call(testApp.app, 'GET', '/wps/agent/team/overview?period=yesterday', { token: teamA.token })
    ).body.value;
    expect(yesterday).toMatchObject({ stake: '0.00', newMembers: 0, deposits: '0.00' });
  });

  it("lists the team's bets and profit and loss, never another team's", async () => {
    const bets = (await call(testApp.app, 'GET', '/wps/agent/team/bets', { token: teamA.token })).body.value;
    expect(bets.content).toEqual([
      expect.objectContaining({ username: team.deep, stake: '100.00', payout: '40.00', profitLoss: '-60.00' }),
    ]);
    const foreign = await call(testApp.app, 'GET', `/wps/agent/team/bets?username=${team.outsider}`, {
      token: teamA.token,
    });
    expect(foreign.body.value.total).toBe(0);

    const profitLoss = (await call(testApp.app, 'GET', '/wps/agent/team/profit-loss', { token: teamA.token })).body
      .value as unknown as { rows: { content: unknown[] }; totals: Record<string, string> };
    expect(profitLoss.rows.content).toEqual([
      { username: team.deep, level: 2, stake: '100.00', validBet: '80.00', payout: '40.00', profitLoss: '-60.00' },
    ]);
    expect(profitLoss.totals.stake).toBe('100.00');
    const narrowed = (
      await call(testApp.app, 'GET', `/wps/agent/team/profit-loss?username=${team.outsider}`, { token: teamA.token })
    ).body.value as unknown as { rows: { total: number }; totals: Record<string, string> };
    expect(narrowed.rows.total).toBe(0);
    expect(narrowed.totals.stake).toBe('0.00');
  });

  it("shows team members' money moves to their agent only", async () => {
    const mine = (await call(testApp.app, 'GET', '/wps/agent/team/transactions', { token: teamA.token })).body
      .value as unknown as { content: { username: string; type: string; amount: string }[] };
    expect(mine.content).toContainEqual(
      expect.objectContaining({ username: team.deep, type: 'deposit', amount: '500.00' }),
    );
    expect(mine.content.map((row) => row.username)).not.toContain(team.outsider);
    const foreign = await call(testApp.app, 'GET', `/wps/agent/team/transactions?username=${team.outsider}`, {
      token: teamA.token,
    });
    expect(foreign.body.value.total).toBe(0);
  });

  it("projects the agent's contract pay from the ledger, net of what it paid down", async () => {
    const wallet = createWalletService({ db: testApp.database.db });
    const commission = await wallet.systemAccount(merchantId, 'THB', 'agent_commission');
    const agentWallet = await wallet.mainWallet(merchantId, 'THB', teamA.id, 'agent_main');
    const subAgentWallet = await wallet.mainWallet(merchantId, 'THB', await idOf(team.subAgent), 'agent_main');
    const move = (type: string, debitAccountId: string, creditAccountId: string, amountMinor: bigint) =>
      wallet.transfer({
        merchantId,
        currency: 'THB',
        idempotencyKey: `test:${type}:${randomBytes(6).toString('hex')}`,
        type,
        debitAccountId,
        creditAccountId,
        amountMinor,
      });
    await move('agent_salary', commission.id, agentWallet.id, 30_000n);
    await move('agent_salary', agentWallet.id, subAgentWallet.id, 12_000n);
    await move('agent_dividend', commission.id, agentWallet.id, 5_000n);

    const report = (await call(testApp.app, 'GET', '/wps/agent/revenue', { token: teamA.token })).body
      .value as unknown as {
      days: { salary: string; dividend: string; total: string }[];
      totals: { salary: string; dividend: string; total: string };
    };
    expect(report.totals).toEqual({ salary: '180.00', dividend: '50.00', total: '230.00' });
    expect(report.days).toHaveLength(1);
    const other = (await call(testApp.app, 'GET', '/wps/agent/revenue', { token: teamB.token })).body
      .value as unknown as {
      days: unknown[];
    };
    expect(other.days).toEqual([]);
  });
});

/** Races need real connections: on PGlite (one connection) these would run in turn and prove nothing. */
describe.skipIf(!onPostgres)('registration quota races on PostgreSQL', () => {
  it('lets racing registrations through the centre and a link take the last place once', async () => {
    const agent = uniqueName('q');
    await register(agent);
    await testApp.database.db.execute(
      sql`update member set type = 1 where merchant_id = ${merchantId} and username = ${agent}`,
    );
    const token = await logIn(agent);
    const agentId = await idOf(agent);
    await testApp.database.db.execute(
      sql`insert into agent_quota (agent_member_id, merchant_id, member_registrations_limit)
          values (${agentId}, ${merchantId}, 3)`,
    );
    const link = await call(testApp.app, 'POST', '/wps/agent/invite-links', { token, payload: { kind: 'member' } });
    const code = String(link.body.value.code);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? createDownline(token, 'member').then(({ answer }) => answer)
          : register(uniqueName('r'), { referralCode: code }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.code === 'AGENT_QUOTA_REACHED')).toHaveLength(7);
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from member where upline_id = ${agentId}`,
    );
    expect(row?.count).toBe(3);
  });
});

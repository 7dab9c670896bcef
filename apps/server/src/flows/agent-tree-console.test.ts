import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInTeam } from '../modules/hierarchy/index.js';
import { member } from '../modules/member/member.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { addContract, dailySalary } from '../test/agent-contract-helpers.js';
import { createTreeMember } from '../test/agent-tree-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, operatorToken } from '../test/withdrawal-helpers.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const consoleCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  callConsole(testApp.app, testApp.operatorToken, method, url, payload);
const auditsOf = (action: string, target: string) =>
  testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

async function tree() {
  const top = await createTreeMember(testApp, { type: 1 });
  const middle = await createTreeMember(testApp, { type: 41, upline: top });
  const leaf = await createTreeMember(testApp, { upline: middle });
  const other = await createTreeMember(testApp, { type: 1 });
  return { top, middle, leaf, other };
}

describe("the console's agent tree", () => {
  it('lists top-level agents, a level below one, and members by username, with their counts', async () => {
    const { top, middle, leaf } = await tree();
    const roots = await consoleCall('GET', '/bo/agents/demo/tree');
    expect(roots.statusCode).toBe(200);
    expect(roots.body.value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: top.username, type: 1, directCount: 1, teamSize: 2, liveContracts: 0 }),
      ]),
    );
    expect((roots.body.value as unknown as { username: string }[]).map((node) => node.username)).not.toContain(
      middle.username,
    );
    const children = await consoleCall('GET', `/bo/agents/demo/tree?parent=${top.memberId}`);
    expect(children.body.value).toEqual([
      expect.objectContaining({ username: middle.username, isAgent: true, uplineUsername: top.username, teamSize: 1 }),
    ]);
    const found = await consoleCall('GET', `/bo/agents/demo/tree?username=${leaf.username.slice(0, 10)}`);
    expect(found.body.value).toEqual([
      expect.objectContaining({ username: leaf.username, isAgent: false, uplineUsername: middle.username }),
    ]);
  });

  it("saves an agent's quotas, audited; a member has none", async () => {
    const { top, leaf } = await tree();
    const empty = await consoleCall('GET', `/bo/agents/demo/${top.username}/quota`);
    expect(empty.body.value).toMatchObject({
      memberRegistrationsLimit: null,
      contractOffersLimit: null,
      updatedBy: null,
    });
    const saved = await consoleCall('PUT', `/bo/agents/demo/${top.username}/quota`, {
      memberRegistrationsLimit: 50,
      agentRegistrationsLimit: 5,
      contractOffersLimit: null,
    });
    expect(saved.statusCode).toBe(200);
    const read = await consoleCall('GET', `/bo/agents/demo/${top.username}/quota`);
    expect(read.body.value).toMatchObject({
      memberRegistrationsLimit: 50,
      agentRegistrationsLimit: 5,
      contractOffersLimit: null,
    });
    expect(await auditsOf('agent.quota.save', `demo/${top.username}`)).toHaveLength(1);
    const negative = await consoleCall('PUT', `/bo/agents/demo/${top.username}/quota`, {
      memberRegistrationsLimit: -1,
      agentRegistrationsLimit: null,
      contractOffersLimit: null,
    });
    expect(negative.statusCode).toBe(400);
    expect((await consoleCall('GET', `/bo/agents/demo/${leaf.username}/quota`)).body.code).toBe('AGENT_ONLY');
  });

  it('moves an agent with its team under another agent, audited; the closure follows', async () => {
    const { top, middle, leaf, other } = await tree();
    // The moved agent's contract from its old upline ends (its issuer is no longer its upline); the upline's stays.
    const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
    const from = new Date('2026-11-01T00:00:00Z');
    const topContract = await addContract(testApp.database.db, {
      merchantId,
      receiverId: top.memberId,
      issuerId: null,
      parentId: null,
      terms: dailySalary(10_000),
      from,
    });
    const middleContract = await addContract(testApp.database.db, {
      merchantId,
      receiverId: middle.memberId,
      issuerId: top.memberId,
      parentId: topContract,
      terms: dailySalary(5_000),
      from,
    });
    const moved = await consoleCall('POST', `/bo/agents/demo/${middle.username}/upline`, {
      uplineUsername: other.username,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.value).toMatchObject({ username: middle.username, uplineUsername: other.username });
    const db = testApp.database.db;
    expect(await isInTeam(db, other.memberId, leaf.memberId)).toBe(true);
    expect(await isInTeam(db, top.memberId, leaf.memberId)).toBe(false);
    const [audit] = await auditsOf('agent.reparent', `demo/${middle.username}`);
    expect(audit?.detail).toMatchObject({ from: top.username, to: other.username, endedContracts: 1 });
    const statuses = await queryRows<{ id: string; status: string; ended: boolean; events: string[] }>(
      db,
      sql`select c.id, c.status, c.ends_at is not null as ended,
            array(select e.action from agent_contract_event e where e.contract_id = c.id order by e.created_at) as events
          from agent_contract c where c.id in (${topContract}, ${middleContract})`,
    );
    expect(statuses.find((row) => row.id === middleContract)).toMatchObject({
      status: 'C',
      ended: true,
      events: ['AUTO_TERMINATED'],
    });
    expect(statuses.find((row) => row.id === topContract)).toMatchObject({ status: 'A', ended: false });

    const toTop = await consoleCall('POST', `/bo/agents/demo/${middle.username}/upline`, { uplineUsername: null });
    expect(toTop.body.value).toMatchObject({ uplineUsername: null });
    expect(await isInTeam(db, other.memberId, leaf.memberId)).toBe(false);
  });

  it('refuses a move into its own team, under a non-agent or another brand’s agent, and changes nothing', async () => {
    const { top, middle, leaf } = await tree();
    const cycle = await consoleCall('POST', `/bo/agents/demo/${top.username}/upline`, {
      uplineUsername: middle.username,
    });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.body.code).toBe('HIERARCHY_CYCLE');
    expect(String((cycle.body as { message?: string }).message)).toContain('own team');
    const underMember = await consoleCall('POST', `/bo/agents/demo/${top.username}/upline`, {
      uplineUsername: leaf.username,
    });
    expect(underMember.body.code).toBe('UPLINE_NOT_AGENT');
    // An agent of the other seeded brand is not an upline this brand can name.
    const foreign = await createTreeMember(testApp, { type: 1 });
    const lucky = (await findMerchantIdByCode(testApp.database.db, 'lucky')) ?? '';
    await testApp.database.db.update(member).set({ merchantId: lucky }).where(eq(member.id, foreign.memberId));
    const otherBrand = await consoleCall('POST', `/bo/agents/demo/${top.username}/upline`, {
      uplineUsername: foreign.username,
    });
    expect(otherBrand.body.code).toBe('UPLINE_NOT_AGENT');
    expect(String((otherBrand.body as { message?: string }).message)).toContain('of this brand');
    expect(await isInTeam(testApp.database.db, top.memberId, leaf.memberId)).toBe(true);
    expect(await auditsOf('agent.reparent', `demo/${top.username}`)).toEqual([]);
  });

  it('is read by support but changed only by agent managers', async () => {
    const { top, other } = await tree();
    const support = await operatorToken(testApp, 'support');
    expect((await callConsole(testApp.app, support, 'GET', '/bo/agents/demo/tree')).statusCode).toBe(200);
    const refused = await callConsole(testApp.app, support, 'POST', `/bo/agents/demo/${top.username}/upline`, {
      uplineUsername: other.username,
    });
    expect(refused.statusCode).toBe(403);
  });
});

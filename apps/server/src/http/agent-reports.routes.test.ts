import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createAgentSettlement, settlementGraceMs } from '../flows/settle-agent-contracts.js';
import { fixedClock } from '../lib/clock.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { addDividendDayWithWinner, agentBalance, brandOf } from '../test/agent-contract-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, operatorToken } from '../test/withdrawal-helpers.js';

// 2026-11-20 00:00 in the demo brand's zone; the run settles the day after its grace, on 2026-11-21 local.
const dayStart = new Date('2026-11-19T17:00:00Z');
const clock = fixedClock(new Date(dayStart.getTime() + 24 * 3_600_000 + settlementGraceMs));
const days = 'startDate=2026-11-20&endDate=2026-11-21';
let testApp: TestApp;
let top = { id: '', username: '' };
let sub = { id: '', username: '' };
let merchantId = '';
let currency = '';

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  const db = testApp.database.db;
  merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
  currency = (await brandOf(db, merchantId)).currency;
  // The top agent's team: a sub-agent whose player lost 100.00, and its own player who won 90.00 net (invariant 17).
  const ids = await addDividendDayWithWinner(db, { merchantId, currency, dayStart: dayStart });
  await createAgentSettlement({ db, clock }).settleDueWindows();
  const usernameOf = async (id: string) =>
    (await queryRows<{ username: string }>(db, sql`select username from member where id = ${id}`))[0]?.username ?? '';
  top = { id: ids.top, username: await usernameOf(ids.top) };
  sub = { id: ids.sub, username: await usernameOf(ids.sub) };
});
afterAll(async () => {
  await testApp.close();
});

const report = async (token: string, brand: string, username: string, part: string, query = days) =>
  callConsole(testApp.app, token, 'GET', `/bo/agents/${brand}/${username}/reports/${part}?${query}`);

describe("an agent's reports in the console (issue #18)", () => {
  it("shows the agent's team over the chosen days, as the agent centre counts it", async () => {
    const support = await operatorToken(testApp, 'support', ['demo']);
    const team = await report(support, 'demo', top.username, 'team');
    expect(team.statusCode).toBe(200);
    expect(team.body.value).toMatchObject({
      startDate: '2026-11-20',
      endDate: '2026-11-21',
      currency,
      directMembers: 2,
      teamMembers: 3,
      teamAgents: 1,
      activeMembers: 2,
      stake: '1100.00',
      payout: '1000.00',
      profitLoss: '-100.00',
    });
    // The sub-agent's team is its own player only.
    const subTeam = await report(support, 'demo', sub.username, 'team');
    expect(subTeam.body.value).toMatchObject({ teamMembers: 1, stake: '1000.00', profitLoss: '-1000.00' });
  });

  it("reports the agent's income per day equal to what the ledger put on its wallet", async () => {
    const support = await operatorToken(testApp, 'support', ['demo']);
    const db = testApp.database.db;
    for (const agent of [top, sub]) {
      // The ledger's own account of the agent's dividend pay, per brand-local day of its transfers.
      const ledger = await queryRows<{ day: string; net: string }>(
        db,
        sql`select to_char((t.created_at at time zone m.time_zone)::date, 'YYYY-MM-DD') as day,
              sum(case when a.id = t.credit_account_id then t.amount_minor else -t.amount_minor end)::text as net
            from ledger_transfer t
            join ledger_account a on a.id in (t.credit_account_id, t.debit_account_id)
            join merchant m on m.id = a.merchant_id
            where a.member_id = ${agent.id} and a.kind = 'agent_main' and t.type = 'agent_dividend'
            group by 1`,
      );
      expect(ledger).toHaveLength(1);
      const { day, net } = ledger[0] ?? { day: '', net: '' };
      const revenue = await report(support, 'demo', agent.username, 'revenue', `startDate=${day}&endDate=${day}`);
      expect(revenue.statusCode).toBe(200);
      const totals = revenue.body.value.totals as { dividend: string; salary: string; total: string };
      expect(BigInt(totals.dividend.replace('.', ''))).toBe(BigInt(net));
      expect(totals).toMatchObject({ salary: '0.00', total: totals.dividend });
      // Contract pay is the only money these wallets ever moved.
      expect(BigInt(net)).toBe(await agentBalance(db, merchantId, currency, agent.id));
    }
    // The sub-agent was paid 10.00 of its 50.00; the top agent passed on all it was paid.
    expect(await agentBalance(db, merchantId, currency, sub.id)).toBe(1_000n);
    expect(await agentBalance(db, merchantId, currency, top.id)).toBe(0n);
  });

  it('lists the contracts the agent holds and gave, with their status', async () => {
    const support = await operatorToken(testApp, 'support', ['demo']);
    const contracts = await report(support, 'demo', top.username, 'contracts', '');
    expect(contracts.statusCode).toBe(200);
    expect(contracts.body.value).toMatchObject({
      received: [{ kind: 'dividend', status: 'A', issuerUsername: null, receiverUsername: top.username }],
      issued: [{ kind: 'dividend', status: 'A', issuerUsername: top.username, receiverUsername: sub.username }],
    });
  });

  it("shows the agent's statement lines with each child's share, and its debt to the sub-agent", async () => {
    const support = await operatorToken(testApp, 'support', ['demo']);
    const settlement = await report(support, 'demo', top.username, 'settlement');
    expect(settlement.statusCode).toBe(200);
    expect(settlement.body.value.statements).toHaveLength(1);
    expect(settlement.body.value.statements).toMatchObject([
      {
        kind: 'dividend',
        periodStart: '2026-11-20',
        currency,
        receiver: top.username,
        gross: '10.00',
        downlineGross: '50.00',
        net: '-40.00',
        contributions: [{ receiver: sub.username, gross: '50.00' }],
        payment: { amount: '10.00', paid: '10.00', status: 'paid' },
      },
    ]);
    expect(settlement.body.value.obligations).toEqual([
      expect.objectContaining({ payer: top.username, payee: sub.username, outstanding: '40.00', status: 'owed' }),
    ]);
    // The sub-agent's own line; the same debt, owed to it.
    const subSettlement = await report(support, 'demo', sub.username, 'settlement');
    expect(subSettlement.body.value.statements).toEqual([
      expect.objectContaining({ receiver: sub.username, issuer: top.username, gross: '50.00', net: '50.00' }),
    ]);
    expect(subSettlement.body.value.obligations).toHaveLength(1);
    // Days before the run's window hold no line.
    const before = await report(support, 'demo', top.username, 'settlement', 'startDate=2026-11-10&endDate=2026-11-19');
    expect(before.body.value.statements).toEqual([]);
  });

  it("refuses another brand's operator and finds no agent of another brand or no agent at all", async () => {
    const luckyOnly = await operatorToken(testApp, 'support', ['lucky']);
    for (const part of ['team', 'revenue', 'contracts', 'settlement']) {
      const foreign = await report(luckyOnly, 'demo', top.username, part);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body.code).toBe('FORBIDDEN');
      // Under its own brand's code, the other brand's agent does not exist.
      const elsewhere = await report(luckyOnly, 'lucky', top.username, part);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.body.code).toBe('NOT_FOUND');
    }
    const support = await operatorToken(testApp, 'support', ['demo']);
    const unknown = await report(support, 'demo', 'nobody-here', 'team');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const malformed = await report(support, 'demo', top.username, 'team', 'startDate=2026-13-40');
    expect(malformed.statusCode).toBe(400);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createAgentSettlement, obligationRetryMs, settlementGraceMs } from '../flows/settle-agent-contracts.js';
import { fixedClock } from '../lib/clock.js';
import { startOfLocalDay } from '../lib/time-zone.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import {
  addContract,
  addMember,
  addPlay,
  agentBalance,
  brandOf,
  addDividendDayWithWinner,
  dailySalary,
} from '../test/agent-contract-helpers.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, createPlayer, operatorToken } from '../test/withdrawal-helpers.js';

const dayStart = new Date('2026-11-19T17:00:00Z');
const clock = fixedClock(new Date(dayStart.getTime() + 24 * 3_600_000 + settlementGraceMs));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

describe('agent settlement in the console (issue #18)', () => {
  it("lists a run, shows each agent's statement, the owed obligation, and retries it now, audited", async () => {
    const db = testApp.database.db;
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const { timeZone, currency } = await brandOf(db, merchantId);
    expect(startOfLocalDay('2026-11-20', timeZone)).toEqual(dayStart);
    const { top, sub } = await addDividendDayWithWinner(db, { merchantId, currency, dayStart });
    await createAgentSettlement({ db, clock }).settleDueWindows();

    const finance = await operatorToken(testApp, 'finance');
    const runs = await callConsole(testApp.app, finance, 'GET', '/bo/agent-settlement/runs?merchant=demo');
    expect(runs.statusCode).toBe(200);
    const content = runs.body.value.content as Record<string, unknown>[];
    expect(content[0]).toMatchObject({
      merchantCode: 'demo',
      kind: 'dividend',
      periodStart: '2026-11-20',
      lineCount: 2,
      platformCost: '10.00',
      paid: '20.00',
      owed: '40.00',
    });

    const detail = await callConsole(
      testApp.app,
      finance,
      'GET',
      `/bo/agent-settlement/runs/${String(content[0]?.id)}`,
    );
    expect(detail.statusCode).toBe(200);
    const statements = detail.body.value.statements as Record<string, unknown>[];
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatchObject({
      depth: 0,
      issuer: null,
      reached: true,
      tier: 1,
      netLoss: '100.00',
      gross: '10.00',
      downlineGross: '50.00',
      net: '-40.00',
      payment: { amount: '10.00', paid: '10.00', status: 'paid' },
    });
    expect(statements[1]).toMatchObject({
      depth: 1,
      gross: '50.00',
      payment: { amount: '50.00', paid: '10.00', status: 'owed', attempts: 1 },
    });

    const owed = await callConsole(testApp.app, finance, 'GET', '/bo/agent-settlement/obligations?merchant=demo');
    const obligations = owed.body.value.content as Record<string, unknown>[];
    expect(obligations).toHaveLength(1);
    expect(obligations[0]).toMatchObject({ outstanding: '40.00', status: 'owed', kind: 'dividend' });
    const obligationId = String(obligations[0]?.id);

    // Funded, the operator does not wait for the 10-minute retry.
    const wallet = createWalletService({ db });
    await wallet.transfer({
      merchantId,
      currency,
      idempotencyKey: `test-fund:${top}`,
      type: 'deposit',
      debitAccountId: (await wallet.systemAccount(merchantId, currency, 'cash_in')).id,
      creditAccountId: (await wallet.mainWallet(merchantId, currency, top, 'agent_main')).id,
      amountMinor: 10_000n,
    });
    // An operator of another brand can neither read this brand's run nor retry its obligation.
    const luckyOnly = await operatorToken(testApp, 'finance', ['lucky']);
    const runId = String(content[0]?.id);
    expect((await callConsole(testApp.app, luckyOnly, 'GET', `/bo/agent-settlement/runs/${runId}`)).statusCode).toBe(
      403,
    );
    const foreignRetry = await callConsole(
      testApp.app,
      luckyOnly,
      'POST',
      `/bo/agent-settlement/obligations/${obligationId}/retry`,
    );
    expect(foreignRetry.statusCode).toBe(403);
    const retried = await callConsole(
      testApp.app,
      finance,
      'POST',
      `/bo/agent-settlement/obligations/${obligationId}/retry`,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.body.value).toMatchObject({ outcome: 'paid', obligation: { outstanding: '0.00', status: 'paid' } });
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(5_000n);
    const audit = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_log where action = 'agent.obligation.retry'`,
    );
    expect(audit).toHaveLength(1);
    // Paid, a second retry does nothing, and it is not due again.
    clock.set(new Date(clock.now().getTime() + obligationRetryMs));
    const again = await callConsole(
      testApp.app,
      finance,
      'POST',
      `/bo/agent-settlement/obligations/${obligationId}/retry`,
    );
    expect(again.body.value).toMatchObject({ outcome: 'skipped' });
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(5_000n);
  });

  it('refuses the console calls to a role without payments review and answers a malformed id with a code', async () => {
    const support = await operatorToken(testApp, 'support');
    expect((await callConsole(testApp.app, support, 'GET', '/bo/agent-settlement/runs')).statusCode).toBe(403);
    const finance = await operatorToken(testApp, 'finance');
    const malformed = await callConsole(testApp.app, finance, 'GET', '/bo/agent-settlement/runs/not-an-id');
    expect(malformed.statusCode).toBe(400);
    const missing = await callConsole(
      testApp.app,
      finance,
      'POST',
      '/bo/agent-settlement/obligations/0190a0a0-0000-7000-8000-000000000000/retry',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('lets an agent claim a manual-receive daily salary once, before its deadline; after it, it expires', async () => {
    const db = testApp.database.db;
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const { currency } = await brandOf(db, merchantId);
    const agentOf = async () => {
      const registered = await createPlayer(testApp, { paymentPassword: null, bankAccount: false });
      await db.execute(sql`update member set type = 1 where id = ${registered.memberId}`);
      return registered;
    };
    const claimStart = new Date(dayStart.getTime() + 24 * 3_600_000);
    // Logged in at the time of the claims (a session idles out after 30 minutes of the test's clock).
    clock.set(new Date(claimStart.getTime() + 24 * 3_600_000 + settlementGraceMs));
    const claimant = await agentOf();
    const other = await agentOf();
    for (const [agent, minutes] of [
      [claimant, 120],
      [other, 30],
    ] as const) {
      await addContract(db, {
        merchantId,
        receiverId: agent.memberId,
        issuerId: null,
        parentId: null,
        terms: dailySalary(10_000, minutes),
        from: claimStart,
      });
      const player = await addMember(db, merchantId, 0, agent.memberId);
      await addPlay(db, {
        merchantId,
        memberId: player,
        currency,
        at: new Date(claimStart.getTime() + 3_600_000),
        stake: 200_000n,
        payout: 0n,
      });
    }
    const settlement = createAgentSettlement({ db, clock });
    await settlement.settleDueWindows();
    // Nothing is paid until it is claimed.
    expect(await agentBalance(db, merchantId, currency, claimant.memberId)).toBe(0n);

    const listed = await call(testApp.app, 'GET', '/wps/agent/salary-claims', { token: claimant.token });
    expect(listed.statusCode).toBe(200);
    const claims = listed.body.value as unknown as { id: string; day: string; amount: string }[];
    expect(claims).toEqual([expect.objectContaining({ day: '2026-11-21', amount: '20.00' })]);
    const claimId = claims[0]?.id ?? '';
    // Someone else's claim is not the caller's to take.
    const stolen = await call(testApp.app, 'POST', `/wps/agent/salary-claims/${claimId}`, { token: other.token });
    expect(stolen.body.code).toBe('SALARY_CLAIM_UNAVAILABLE');
    const claimed = await call(testApp.app, 'POST', `/wps/agent/salary-claims/${claimId}`, { token: claimant.token });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.body.value).toEqual({ outcome: 'paid' });
    expect(await agentBalance(db, merchantId, currency, claimant.memberId)).toBe(2_000n);
    const twice = await call(testApp.app, 'POST', `/wps/agent/salary-claims/${claimId}`, { token: claimant.token });
    expect(twice.statusCode).toBe(409);
    expect(await agentBalance(db, merchantId, currency, claimant.memberId)).toBe(2_000n);

    // The other agent's 30 minutes pass: its salary expires and is never paid.
    clock.set(new Date(clock.now().getTime() + 31 * 60_000));
    await settlement.retryOwedObligations();
    expect(await settlement.listSalaryClaims(other.memberId)).toEqual([]);
    const [expired] = await queryRows<{ status: string }>(
      db,
      sql`select status from agent_obligation where payee_member_id = ${other.memberId}`,
    );
    expect(expired?.status).toBe('expired');
    expect(await agentBalance(db, merchantId, currency, other.memberId)).toBe(0n);
    // A plain member may not use the agents' call at all.
    const member = await createPlayer(testApp, { paymentPassword: null, bankAccount: false });
    expect((await call(testApp.app, 'GET', '/wps/agent/salary-claims', { token: member.token })).statusCode).toBe(403);
  });
});

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
  dailyDividend,
} from '../test/agent-contract-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, operatorToken } from '../test/withdrawal-helpers.js';

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
    const top = await addMember(db, merchantId, 1, null);
    const sub = await addMember(db, merchantId, 1, top);
    const loser = await addMember(db, merchantId, 0, sub);
    const winner = await addMember(db, merchantId, 0, top);
    const topContract = await addContract(db, {
      merchantId,
      receiverId: top,
      issuerId: null,
      parentId: null,
      terms: dailyDividend(100_000),
      from: dayStart,
    });
    await addContract(db, {
      merchantId,
      receiverId: sub,
      issuerId: top,
      parentId: topContract,
      terms: dailyDividend(50_000),
      from: dayStart,
    });
    const inDay = new Date(dayStart.getTime() + 3_600_000);
    await addPlay(db, { merchantId, memberId: loser, currency, at: inDay, stake: 100_000n, payout: 0n });
    await addPlay(db, { merchantId, memberId: winner, currency, at: inDay, stake: 10_000n, payout: 100_000n });
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
});

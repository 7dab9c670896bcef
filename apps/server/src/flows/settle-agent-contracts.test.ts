import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { fixedClock } from '../lib/clock.js';
import { startOfLocalDay } from '../lib/time-zone.js';
import { sumOwedByMember } from '../modules/agent-settlement/index.js';
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
import { allAtOnce } from '../test/concurrency.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { createAgentSettlement, obligationRetryMs, settlementGraceMs } from './settle-agent-contracts.js';

let database: DatabaseHandle;
let merchantIds: { demo: string; lucky: string };

beforeAll(async () => {
  const seeded = await createSeededTestDatabase(undefined, { poolSize: 20 });
  database = seeded.database;
  merchantIds = seeded.merchantIds;
});
afterAll(async () => {
  await database.close();
});

describe('agent contract settlement runs (issue #18, decision 0074)', () => {
  it('pays a daily salary down two levels, the level difference each, once however often it runs', async () => {
    const db = database.db;
    const merchantId = merchantIds.demo;
    const { timeZone, currency } = await brandOf(db, merchantId);
    const top = await addMember(db, merchantId, 1, null);
    const sub = await addMember(db, merchantId, 1, top);
    const player = await addMember(db, merchantId, 0, sub);
    const direct = await addMember(db, merchantId, 0, top);
    const dayStart = startOfLocalDay('2026-11-20', timeZone);
    const topContract = await addContract(db, {
      merchantId,
      receiverId: top,
      issuerId: null,
      parentId: null,
      terms: dailySalary(10_000),
      from: dayStart,
    });
    await addContract(db, {
      merchantId,
      receiverId: sub,
      issuerId: top,
      parentId: topContract,
      terms: dailySalary(5_000),
      from: dayStart,
    });
    const inDay = new Date(dayStart.getTime() + 2 * 3_600_000);
    await addPlay(db, { merchantId, memberId: player, currency, at: inDay, stake: 200_000n, payout: 150_000n });
    await addPlay(db, { merchantId, memberId: direct, currency, at: inDay, stake: 100_000n, payout: 0n });
    // Play on the next day belongs to the next window, which has not closed.
    await addPlay(db, {
      merchantId,
      memberId: direct,
      currency,
      at: new Date(dayStart.getTime() + 25 * 3_600_000),
      stake: 900_000n,
      payout: 0n,
    });

    const clock = fixedClock(new Date(dayStart.getTime() + 24 * 3_600_000 + settlementGraceMs));
    const settlement = createAgentSettlement({ db, clock });
    const first = await settlement.settleDueWindows();
    expect(first).toMatchObject({ runs: 1, lines: 2, obligationsPaid: 2, obligationsOwed: 0 });
    // Top: 1 % of the team's 3,000.00 valid bet = 30.00, less 1 % × 2,000.00 = 10.00 owed to the sub-agent.
    expect(await agentBalance(db, merchantId, currency, top)).toBe(2_000n);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(1_000n);

    const lines = await queryRows<{ receiver_member_id: string; gross_minor: string; net_minor: string }>(
      db,
      sql`select l.receiver_member_id, l.gross_minor::text, l.net_minor::text from agent_settlement_line l
          join agent_settlement_run r on r.id = l.run_id
          where r.merchant_id = ${merchantId} and r.period_key = 'daily:2026-11-20' and r.kind = 'daily_salary'
          order by l.depth`,
    );
    expect(lines).toEqual([
      { receiver_member_id: top, gross_minor: '3000', net_minor: '2000' },
      { receiver_member_id: sub, gross_minor: '1000', net_minor: '1000' },
    ]);

    const again = await settlement.settleDueWindows();
    expect(again.runs).toBe(0);
    expect(await agentBalance(db, merchantId, currency, top)).toBe(2_000n);
    const transfers = await queryRows<{ count: string }>(
      db,
      sql`select count(*)::text from ledger_transfer where merchant_id = ${merchantId} and type = 'agent_salary'
          and reference = 'daily:2026-11-20'`,
    );
    expect(transfers[0]?.count).toBe('2');
    const reconciled = await createWalletService({ db }).reconcile(merchantId);
    expect(reconciled.balanced).toBe(true);
  });

  it('keeps what an agent cannot pay owed, blocks nothing below it, and pays it on a retry once funded', async () => {
    const db = database.db;
    const merchantId = merchantIds.demo;
    const { timeZone, currency } = await brandOf(db, merchantId);
    // The same day as the salary above: its scope has nothing more due, so this pass settles the dividend alone.
    const dayStart = startOfLocalDay('2026-11-20', timeZone);
    const { top, sub } = await addDividendDayWithWinner(db, { merchantId, currency, dayStart });

    const clock = fixedClock(new Date(dayStart.getTime() + 24 * 3_600_000 + settlementGraceMs));
    const settlement = createAgentSettlement({ db, clock });
    const pass = await settlement.settleDueWindows();
    // Top: 10 % of a 100.00 team net loss = 10.00; the sub-agent is owed 5 % of 1,000.00 = 50.00.
    expect(pass).toMatchObject({ runs: 1, obligationsPaid: 1, obligationsOwed: 1 });
    expect(await agentBalance(db, merchantId, currency, top)).toBe(0n);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(1_000n);
    expect(await sumOwedByMember(db, top)).toBe(4_000n);

    // Not due yet: nothing moves.
    await createWalletService({ db }).transfer({
      merchantId,
      currency,
      idempotencyKey: `test-deposit:${top}`,
      type: 'deposit',
      debitAccountId: (await createWalletService({ db }).systemAccount(merchantId, currency, 'cash_in')).id,
      creditAccountId: (await createWalletService({ db }).mainWallet(merchantId, currency, top, 'agent_main')).id,
      amountMinor: 2_500n,
    });
    expect(await settlement.retryOwedObligations()).toEqual({ paid: 0, owed: 0 });

    // Ten minutes on, it pays what the wallet holds, and the rest stays owed; then the remainder.
    clock.set(new Date(clock.now().getTime() + obligationRetryMs));
    expect(await settlement.retryOwedObligations()).toEqual({ paid: 0, owed: 1 });
    expect(await agentBalance(db, merchantId, currency, top)).toBe(0n);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(3_500n);
    expect(await sumOwedByMember(db, top)).toBe(1_500n);
    await createWalletService({ db }).transfer({
      merchantId,
      currency,
      idempotencyKey: `test-deposit-2:${top}`,
      type: 'deposit',
      debitAccountId: (await createWalletService({ db }).systemAccount(merchantId, currency, 'cash_in')).id,
      creditAccountId: (await createWalletService({ db }).mainWallet(merchantId, currency, top, 'agent_main')).id,
      amountMinor: 10_000n,
    });
    clock.set(new Date(clock.now().getTime() + obligationRetryMs));
    expect(await settlement.retryOwedObligations()).toEqual({ paid: 1, owed: 0 });
    expect(await agentBalance(db, merchantId, currency, top)).toBe(8_500n);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(5_000n);
    expect(await sumOwedByMember(db, top)).toBe(0n);
    expect((await createWalletService({ db }).reconcile(merchantId)).balanced).toBe(true);
  });

  it('settles a window once when several runners race it, and pays each obligation once', async () => {
    const db = database.db;
    const merchantId = merchantIds.lucky;
    const { timeZone, currency } = await brandOf(db, merchantId);
    const top = await addMember(db, merchantId, 1, null);
    const subs = await Promise.all([1, 2, 3].map(() => addMember(db, merchantId, 1, top)));
    const dayStart = startOfLocalDay('2026-11-22', timeZone);
    const topContract = await addContract(db, {
      merchantId,
      receiverId: top,
      issuerId: null,
      parentId: null,
      terms: dailySalary(10_000),
      from: dayStart,
    });
    for (const sub of subs) {
      await addContract(db, {
        merchantId,
        receiverId: sub,
        issuerId: top,
        parentId: topContract,
        terms: dailySalary(5_000),
        from: dayStart,
      });
      const player = await addMember(db, merchantId, 0, sub);
      await addPlay(db, {
        merchantId,
        memberId: player,
        currency,
        at: new Date(dayStart.getTime() + 3_600_000),
        stake: 200_000n,
        payout: 0n,
      });
    }
    const clock = fixedClock(new Date(dayStart.getTime() + 24 * 3_600_000 + settlementGraceMs));
    // The other brand's windows come due too; this brand's one window must be claimed by exactly one runner.
    await allAtOnce(4, () => createAgentSettlement({ db, clock }).settleDueWindows());
    const runs = await queryRows<{ count: string }>(
      db,
      sql`select count(*)::text from agent_settlement_run where merchant_id = ${merchantId}`,
    );
    expect(runs[0]?.count).toBe('1');
    // 1 % of 6,000.00 to the top, 0.5 % of 2,000.00 to each sub-agent: 60.00 − 30.00 kept.
    expect(await agentBalance(db, merchantId, currency, top)).toBe(3_000n);
    for (const sub of subs) expect(await agentBalance(db, merchantId, currency, sub)).toBe(1_000n);
    const transfers = await queryRows<{ count: string }>(
      db,
      sql`select count(*)::text from ledger_transfer where merchant_id = ${merchantId} and type = 'agent_salary'`,
    );
    expect(transfers[0]?.count).toBe('4');
    expect((await createWalletService({ db }).reconcile(merchantId)).balanced).toBe(true);
  });
});

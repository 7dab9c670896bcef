import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { fixedClock } from '../lib/clock.js';
import { startOfLocalDay } from '../lib/time-zone.js';
import { describeStatement, findRunEndingAt, listStatements } from '../modules/agent-settlement/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { addContract, addMember, addPlay, agentBalance, brandOf, dailySalary } from '../test/agent-contract-helpers.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { createAgentSettlement, settlementGraceMs } from './settle-agent-contracts.js';

let database: DatabaseHandle;
let merchantId: string;

beforeAll(async () => {
  const seeded = await createSeededTestDatabase();
  database = seeded.database;
  merchantId = seeded.merchantIds.demo;
});
afterAll(async () => {
  await database.close();
});

const hour = 3_600_000;

describe('late facts go to an adjustment line in the next run (issue #18, decision 0074)', () => {
  it('pays what a window was underpaid and takes back what it was overpaid from the same contract, top-down', async () => {
    const db = database.db;
    const { timeZone, currency } = await brandOf(db, merchantId);
    const top = await addMember(db, merchantId, 1, null);
    const sub = await addMember(db, merchantId, 1, top);
    const player = await addMember(db, merchantId, 0, sub);
    const day = (offset: number) => new Date(startOfLocalDay('2026-11-10', timeZone).getTime() + offset * 24 * hour);
    const topContract = await addContract(db, {
      merchantId,
      receiverId: top,
      issuerId: null,
      parentId: null,
      terms: dailySalary(10_000),
      from: day(0),
    });
    await addContract(db, {
      merchantId,
      receiverId: sub,
      issuerId: top,
      parentId: topContract,
      terms: dailySalary(5_000),
      from: day(0),
    });
    const play = (at: Date, stake: bigint) =>
      addPlay(db, { merchantId, memberId: player, currency, at, stake, payout: 0n });
    const runAt = (at: Date) => createAgentSettlement({ db, clock: fixedClock(at) }).settleDueWindows();

    // Day 0: 2,000.00 of valid bets. Top 1 % = 20.00 (10.00 of it owed to the sub-agent at 0.5 %).
    await play(new Date(day(0).getTime() + 2 * hour), 200_000n);
    expect(await runAt(new Date(day(1).getTime() + settlementGraceMs))).toMatchObject({ runs: 1, lines: 2 });
    expect(await agentBalance(db, merchantId, currency, top)).toBe(1_000n);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(1_000n);

    // A bet of day 0 that became visible after its run (a late commit), and day 1's own 1,000.00.
    await play(new Date(day(0).getTime() + 23 * hour), 100_000n);
    await play(new Date(day(1).getTime() + 2 * hour), 100_000n);
    expect(await runAt(new Date(day(2).getTime() + settlementGraceMs))).toMatchObject({ runs: 1, lines: 4 });
    // Day 1: top 10.00 − 5.00; day 0's adjustment: top +10.00 − 5.00, sub +5.00.
    expect(await agentBalance(db, merchantId, currency, top)).toBe(2_000n);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(2_000n);

    const dayTwoRun = await findRunEndingAt(
      db,
      { merchantId, kind: 'daily_salary', product: 'all', currency, periodType: 'daily' } as never,
      day(2),
    );
    expect(dayTwoRun).not.toBeNull();
    const statements = (await listStatements(db, dayTwoRun?.id as string)).map(describeStatement);
    const adjustments = statements.filter((line) => line.adjusts !== null);
    expect(
      adjustments.map((line) => [line.receiver !== '', line.adjusts, line.validBet, line.gross, line.net]),
    ).toEqual([
      [true, '2026-11-10', '3000.00', '10.00', '5.00'],
      [true, '2026-11-10', '3000.00', '5.00', '5.00'],
    ]);
    expect(adjustments.every((line) => line.payment?.status === 'paid')).toBe(true);

    // Part of day 1 voided after its run drops the team under the tier's 1,000.00: day 1 was overpaid by 10.00 and
    // 5.00; day 2 earns 30.00 and 15.00, from which the overpayments are taken.
    await play(new Date(day(1).getTime() + 20 * hour), -60_000n);
    await play(new Date(day(2).getTime() + 2 * hour), 300_000n);
    expect(await runAt(new Date(day(3).getTime() + settlementGraceMs))).toMatchObject({ runs: 1, lines: 4 });
    expect(await agentBalance(db, merchantId, currency, top)).toBe(3_000n);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(3_000n);

    // The platform's cost over the three days equals the top agent's corrected gross: 30.00 + 0.00 + 30.00.
    const cost = await queryRows<{ total: string }>(
      db,
      sql`select sum(platform_cost_minor)::text as total from agent_settlement_run
          where merchant_id = ${merchantId} and kind = 'daily_salary' and period_start >= ${day(0).toISOString()}`,
    );
    expect(cost[0]?.total).toBe('6000');
    // Once adjusted, a window is not adjusted again: a rerun finds nothing due and moves nothing.
    expect(await runAt(new Date(day(3).getTime() + 2 * settlementGraceMs))).toMatchObject({ runs: 0 });
    expect(await agentBalance(db, merchantId, currency, top)).toBe(3_000n);
    expect((await createWalletService({ db }).reconcile(merchantId)).balanced).toBe(true);
  });
});

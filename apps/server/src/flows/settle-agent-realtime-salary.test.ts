import { parseMinor } from '@croupier/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { fixedClock } from '../lib/clock.js';
import type { ContractTerms } from '../modules/agent-contracts/index.js';
import { periodContaining } from '../modules/agent-contracts/index.js';
import { lotteryTicket } from '../modules/lottery/lottery.tables.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { call } from '../test/account-helpers.js';
import { addContract, addMember, agentBalance, brandOf } from '../test/agent-contract-helpers.js';
import { findTestDraw, openTestDraw, passDrawTime, runCycle } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { balanceOf, createPlayer, reconciliation } from '../test/withdrawal-helpers.js';
import { createAgentSettlement } from './settle-agent-contracts.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const realtime = (lossRatePpm: number, winRatePpm: number): ContractTerms => ({
  kind: 'realtime_salary',
  tiers: [{ minDrawStakeMinor: 100n, lossRatePpm, winRatePpm }],
});

describe('real-time salary (issue #18: every 5 minutes on settled lottery draws)', () => {
  it('pays each level its rate on each player draw it lost or won, rounded per row, once', async () => {
    const db = harness.database.db;
    const merchantId = (await findMerchantIdByCode(db, 'demo')) ?? '';
    const { timeZone, currency } = await brandOf(db, merchantId);
    const top = await addMember(db, merchantId, 1, null);
    const sub = await addMember(db, merchantId, 1, top);
    const from = periodContaining('five_minutes', new Date(Date.now() - 30 * 60_000), timeZone).start;
    const topContract = await addContract(db, {
      merchantId,
      receiverId: top,
      issuerId: null,
      parentId: null,
      terms: realtime(20_000, 10_000),
      from,
    });
    await addContract(db, {
      merchantId,
      receiverId: sub,
      issuerId: top,
      parentId: topContract,
      terms: realtime(10_000, 5_000),
      from,
    });
    // One player under the sub-agent backs seven numbers (the most a draw takes), one player directly under the top
    // agent backs one; whether each lost or won the draw, the expected pay is worked out from their tickets.
    const covering = await createPlayer(harness, { balanceMinor: 100_000n, paymentPassword: null, bankAccount: false });
    const single = await createPlayer(harness, { balanceMinor: 100_000n, paymentPassword: null, bankAccount: false });
    await db.execute(sql`update member set upline_id = ${sub} where id = ${covering.memberId}`);
    await db.execute(sql`update member set upline_id = ${top} where id = ${single.memberId}`);
    const draw = await openTestDraw(db, 'WINGO_1');
    const bet = (token: string, selections: string[], unitStake: string) =>
      call(harness.app, 'POST', '/lgw/orders', {
        token,
        payload: {
          gameCode: 'WINGO_1',
          numero: draw.numero,
          bets: selections.map((selection) => ({
            pricing: 'fixed-odds',
            betTypeCode: 'WINGO_NUMBER',
            selection,
            unitStake,
          })),
        },
      });
    expect((await bet(covering.token, ['0', '1', '2', '3', '4', '5', '6'], '1.00')).statusCode).toBe(200);
    expect((await bet(single.token, ['3'], '5.00')).statusCode).toBe(200);
    await passDrawTime(db, draw.id);
    await runCycle(db);
    expect((await findTestDraw(db, draw.id)).status).toBe('SETTLED');

    const tickets = await db.select().from(lotteryTicket).where(eq(lotteryTicket.drawId, draw.id));
    const drawOf = (memberId: string) => {
      const own = tickets.filter((ticket) => ticket.memberId === memberId);
      const stake = own.reduce((sum, ticket) => sum + ticket.amountMinor, 0n);
      return { stake, result: own.reduce((sum, ticket) => sum + (ticket.returnedMinor ?? 0n), 0n) - stake };
    };
    const pay = (draw: { stake: bigint; result: bigint }, loss: bigint, win: bigint) =>
      (draw.stake * (draw.result < 0n ? loss : win)) / 1_000_000n;
    const coveringDraw = drawOf(covering.memberId);
    const singleDraw = drawOf(single.memberId);
    const topGross = pay(coveringDraw, 20_000n, 10_000n) + pay(singleDraw, 20_000n, 10_000n);
    const subGross = pay(coveringDraw, 10_000n, 5_000n);

    const clock = fixedClock(new Date(Date.now() + 6 * 60_000));
    const settlement = createAgentSettlement({ db, clock });
    await settlement.settleDueWindows();
    expect(await agentBalance(db, merchantId, currency, top)).toBe(topGross - subGross);
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(subGross);
    const lines = await queryRows<{ receiver_member_id: string; gross_minor: string }>(
      db,
      sql`select l.receiver_member_id, l.gross_minor::text from agent_settlement_line l
          join agent_settlement_run r on r.id = l.run_id
          where r.kind = 'realtime_salary' and l.gross_minor > 0 order by l.depth`,
    );
    expect(lines).toEqual([
      { receiver_member_id: top, gross_minor: String(topGross) },
      { receiver_member_id: sub, gross_minor: String(subGross) },
    ]);

    // Later passes find the draw in no other batch.
    clock.set(new Date(clock.now().getTime() + 10 * 60_000));
    await settlement.settleDueWindows();
    expect(await agentBalance(db, merchantId, currency, sub)).toBe(subGross);
    expect(parseMinor(await balanceOf(harness.app, covering.token))).toBe(100_000n + coveringDraw.result);
    expect((await reconciliation(harness)).balanced).toBe(true);
  });
});

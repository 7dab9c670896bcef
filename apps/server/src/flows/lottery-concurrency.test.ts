import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinor } from '@croupier/contracts';
import { queryRows } from '../db/client.js';
import { call } from '../test/account-helpers.js';
import { findTestDraw, openTestDraw, passDrawTime } from '../test/lottery-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createPlayer, reconciliation } from '../test/withdrawal-helpers.js';
import type { Player } from '../test/withdrawal-helpers.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import {
  createLotteryService,
  formatWinNumbers,
  lotteryRepository,
  settleTicket,
  toPricedTicket,
} from '../modules/lottery/index.js';
import type { DrawResult, TicketSettlement } from '../modules/lottery/index.js';
import { lotterySettlement, lotteryTicket } from '../modules/lottery/lottery.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import { settleLotteryDraw } from './settle-lottery-draw.js';

type Bet = { pricing: 'fixed-odds'; betTypeCode: string; selection: string; unitStake: string };

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));
const k3Bet = (betTypeCode: string, selection: string, unitStake = '1.00'): Bet => ({
  pricing: 'fixed-odds',
  betTypeCode,
  selection,
  unitStake,
});
/** K3 sums have no round rule and a limit per number far above these stakes: a member may repeat them freely. */
const sumBet = (index: number, unitStake = '1.00') => k3Bet('K3_SUM', String(3 + (index % 16)), unitStake);

/** Every kind of K3 bet, so a settlement meets wins, losses, multi-bet tickets and pairs alike. */
const k3Selections: [string, string][] = [
  ...Array.from({ length: 16 }, (_, index) => ['K3_SUM', String(3 + index)] as [string, string]),
  ...['BIG', 'SMALL', 'ODD', 'EVEN'].map((side) => ['K3_TWO_SIDES', side] as [string, string]),
  ...[1, 2, 3, 4, 5, 6].map((face) => ['K3_SINGLE_NUMBER', String(face)] as [string, string]),
  ...[1, 2, 3, 4, 5, 6].map((face) => ['K3_PAIR', String(face).repeat(2)] as [string, string]),
  ...[1, 2, 3, 4, 5, 6].map((face) => ['K3_TRIPLE', String(face).repeat(3)] as [string, string]),
  ['K3_ANY_TRIPLE', 'ANY'],
  ['K3_ANY_STRAIGHT', 'ANY'],
  ['K3_TWO_DIFFERENT', '1,2,3'],
  ['K3_TWO_DIFFERENT', '3,5,6'],
  ['K3_THREE_DIFFERENT', '1,2,3,4,5,6'],
  ['K3_PAIR_WITH_SINGLE', '11|2,3'],
  ['K3_SUM', '4,9,14'],
];
const stakes = ['1.00', '2.00', '3.00', '1.50'];

/** Races need a real server with a pool of connections; PGlite would only serialize them. */
describe.skipIf(!process.env.DATABASE_URL)('lottery races (PostgreSQL)', () => {
  let testApp: TestApp;
  let merchantId = '';
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 40 });
    merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.db;
  const newPlayers = (count: number, balanceMinor: bigint) =>
    Promise.all(
      Array.from({ length: count }, () =>
        createPlayer(testApp, { balanceMinor, paymentPassword: null, bankAccount: false }),
      ),
    );
  const balanceOf = async (player: Player) =>
    (await createWalletService({ db: db() }).mainWallet(merchantId, 'THB', player.memberId)).balanceMinor ?? 0n;
  const place = (player: Player, body: { gameCode: string; numero: string; bets: Bet[] }, key: string) =>
    call(testApp.app, 'POST', '/lgw/orders', {
      token: player.token,
      payload: body,
      headers: { 'idempotency-key': key },
    });
  const newKey = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

  it('200 bets racing the close: each lands before the close or is refused, and the books hold', async () => {
    const players = await newPlayers(40, 100_000n);
    // The close is 2 s away by the database's clock; the bets go out from 1.2 s before it to 0.6 s after it.
    const draw = await openTestDraw(db(), 'K3_1', 2);
    const closeAt = new Date(draw.closeAt).getTime();
    const localCloseAt = closeAt - ((await lotteryRepository.databaseNow(db())).getTime() - Date.now());
    const bets = 200;
    const firstAt = localCloseAt - 1200;
    const spreadMs = 1800;

    let racing = true;
    let closed = 0;
    let closerPasses = 0;
    const closer = (async () => {
      while (racing) {
        closed += await lotteryRepository.closeDueDraws(db());
        closerPasses += 1;
        await sleep(2);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: bets }, async (_, index) => {
        const player = players[index % players.length] as Player;
        await sleep(firstAt + (index * spreadMs) / bets - Date.now());
        const sentAt = Date.now();
        const body = { gameCode: 'K3_1', numero: draw.numero, bets: [sumBet(index, index % 3 ? '1.00' : '2.00')] };
        return { sentAt, answer: await place(player, body, newKey('race-close')) };
      }),
    );
    // The closer runs until every bet has its answer; the draw must end closed, by one pass only.
    racing = false;
    await closer;
    closed += await lotteryRepository.closeDueDraws(db());
    expect(closerPasses).toBeGreaterThan(1);
    expect(closed).toBe(1);
    expect((await findTestDraw(db(), draw.id)).status).toBe('CLOSED');

    const accepted = answers.filter((entry) => entry.answer.statusCode === 200);
    const refused = answers.filter((entry) => entry.answer.statusCode !== 200);
    expect(
      refused.filter((entry) => entry.answer.statusCode !== 409 || entry.answer.body.code !== 'DRAW_CLOSED'),
    ).toEqual([]);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    // Nothing sent well after the close was taken (the database's clock decides, not the sender's).
    expect(accepted.filter((entry) => entry.sentAt > localCloseAt + 100)).toEqual([]);

    // Compared in the database, to the microsecond: a JavaScript Date keeps milliseconds, so a ticket placed half
    // a millisecond before the close looked placed at it.
    const tickets = await queryRows<{
      order_no: string;
      amount_minor: string;
      placed_at: Date;
      close_at: Date;
      after_close: boolean;
    }>(
      db(),
      sql`select o.order_no, t.amount_minor::text, t.placed_at, d.close_at, t.placed_at >= d.close_at as after_close
          from lottery_ticket t join lottery_order o on o.id = t.order_id join lottery_draw d on d.id = t.draw_id
          where t.draw_id = ${draw.id}`,
    );
    expect(tickets).toHaveLength(accepted.length);
    expect(tickets.filter((ticket) => ticket.after_close)).toEqual([]);
    expect(new Set(tickets.map((ticket) => ticket.order_no))).toEqual(
      new Set(accepted.map((entry) => String(entry.answer.body.value.orderNo))),
    );

    const acceptedMinor = accepted.reduce(
      (sum, entry) => sum + parseMinor(String(entry.answer.body.value.totalAmount)),
      0n,
    );
    let leftWallets = 0n;
    for (const player of players) leftWallets += 100_000n - (await balanceOf(player));
    expect(tickets.reduce((sum, ticket) => sum + BigInt(ticket.amount_minor), 0n)).toBe(acceptedMinor);
    expect(leftWallets).toBe(acceptedMinor);
    expect((await reconciliation(testApp)).balanced).toBe(true);
  }, 120_000);

  it('settlers racing on one draw: one settlement per ticket and version, exact balances, a re-run is a no-op', async () => {
    // A payout cap makes batches depend on each other (what a member was paid in earlier batches counts).
    const capMinor = 215_000n;
    await lotteryRepository.insertGameSetting(db(), {
      merchantId,
      gameCode: 'K3_3',
      version: 1,
      enabled: true,
      allowCancel: true,
      minStakeMinor: 100n,
      maxStakeMinor: 5_000_000n,
      maxNumberStakeMinor: 10_000_000n,
      maxDrawStakeMinor: 50_000_000n,
      payoutCapMinor: capMinor,
      maxChasePeriods: 10,
      memberSeries: 1960,
      closedNumbers: [],
      numberPayoutPercent: {},
      createdBy: 'test',
    });
    const fundedMinor = 500_000n;
    const players = await newPlayers(8, fundedMinor);
    const draw = await openTestDraw(db(), 'K3_3');
    // 8 members x 6 orders x 50 bets: 2,400 tickets, more than two batches of the settler.
    await Promise.all(
      players.map(async (player, playerIndex) => {
        for (let order = 0; order < 6; order += 1) {
          const bets = Array.from({ length: 50 }, (_, index) => {
            const position = playerIndex * 7 + order * 50 + index;
            const [code, selection] = k3Selections[position % k3Selections.length] ?? ['K3_SUM', '10'];
            return k3Bet(code, selection, stakes[(position + order) % stakes.length]);
          });
          const placed = await place(player, { gameCode: 'K3_3', numero: draw.numero, bets }, newKey('settle'));
          expect(placed.statusCode).toBe(200);
        }
      }),
    );
    await passDrawTime(db(), draw.id);
    await lotteryRepository.closeDueDraws(db());
    const tickets = await db().select().from(lotteryTicket).where(eq(lotteryTicket.drawId, draw.id));
    expect(tickets).toHaveLength(2400);
    const stakeOf = new Map<string, bigint>();
    for (const ticket of tickets) {
      stakeOf.set(ticket.memberId, (stakeOf.get(ticket.memberId) ?? 0n) + ticket.amountMinor);
    }

    const ledgerCounts = async () => {
      const [row] = await queryRows<{ transfers: string; entries: string }>(
        db(),
        sql`select (select count(*) from ledger_transfer)::text as transfers,
                   (select count(*) from ledger_entry)::text as entries`,
      );
      return row;
    };
    /**
     * Settlers at once, and more joining every few milliseconds until the draw reads settled, so that some arrive
     * between two batches of another. Answers how many tickets each settled.
     */
    const settleTogether = async (version: number) => {
      const settle = () => settleLotteryDraw({ db: db() }, draw.id).then((settled) => settled.tickets);
      const runs = Array.from({ length: 4 }, settle);
      for (let joined = 0; joined < 2000; joined += 1) {
        if ((await findTestDraw(db(), draw.id)).settledVersion >= version) break;
        runs.push(settle());
        await sleep(3);
      }
      return Promise.all(runs);
    };
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

    /** Records the draw's next version, settles it with racing settlers, then checks every ticket and wallet. */
    const settleAndCheck = async (result: DrawResult, from: 'CLOSED' | 'SETTLED', version: number) => {
      const recorded = await lotteryRepository.recordDrawOutcome(db(), {
        drawId: draw.id,
        fromStatuses: [from],
        expectedVersion: version - 1,
        outcome: { status: 'RESULTED', result, winNumbers: formatWinNumbers(result) },
      });
      expect(recorded?.resultVersion).toBe(version);
      const settled = await settleTogether(version);
      expect(sum(settled)).toBe(tickets.length);
      expect(await findTestDraw(db(), draw.id)).toMatchObject({ status: 'SETTLED', settledVersion: version });

      const expected = new Map<number, TicketSettlement>(
        tickets.map((ticket) => [
          ticket.id,
          settleTicket(toPricedTicket(ticket, 'K3_3'), { status: 'RESULTED', result }),
        ]),
      );
      const rows = await db()
        .select({ settlement: lotterySettlement, memberId: lotteryTicket.memberId })
        .from(lotterySettlement)
        .innerJoin(lotteryTicket, eq(lotteryTicket.id, lotterySettlement.ticketId))
        .where(eq(lotteryTicket.drawId, draw.id));
      const atVersion = rows.filter((row) => row.settlement.resultVersion === version);
      expect(atVersion).toHaveLength(tickets.length);
      expect(new Set(atVersion.map((row) => row.settlement.ticketId)).size).toBe(tickets.length);
      // Earlier versions stay as they were: one row per ticket each.
      expect(rows).toHaveLength(tickets.length * version);

      const prizeOf = new Map<string, bigint>();
      const refundOf = new Map<string, bigint>();
      const paidOf = new Map<string, bigint>();
      for (const { settlement, memberId } of atVersion) {
        const wanted = expected.get(settlement.ticketId);
        expect({
          status: settlement.status,
          prize: settlement.prizeMinor,
          refund: settlement.refundMinor,
          paid: settlement.paidMinor,
          unrecovered: settlement.unrecoveredMinor,
        }).toEqual({
          status: wanted?.status,
          prize: wanted?.prizeMinor,
          refund: wanted?.refundMinor,
          paid: settlement.prizeMinor - settlement.capDeductedMinor + settlement.refundMinor,
          unrecovered: 0n,
        });
        prizeOf.set(memberId, (prizeOf.get(memberId) ?? 0n) + settlement.prizeMinor);
        refundOf.set(memberId, (refundOf.get(memberId) ?? 0n) + settlement.refundMinor);
        paidOf.set(memberId, (paidOf.get(memberId) ?? 0n) + settlement.paidMinor);
      }
      const settledTickets = await db().select().from(lotteryTicket).where(eq(lotteryTicket.drawId, draw.id));
      const paidOfTicket = new Map(atVersion.map((row) => [row.settlement.ticketId, row.settlement.paidMinor]));
      expect(settledTickets.filter((ticket) => ticket.settledVersion !== version)).toEqual([]);
      expect(settledTickets.filter((ticket) => ticket.returnedMinor !== paidOfTicket.get(ticket.id))).toEqual([]);

      let capped = 0;
      for (const player of players) {
        const prize = prizeOf.get(player.memberId) ?? 0n;
        if (prize > capMinor) capped += 1;
        const owed = (prize > capMinor ? capMinor : prize) + (refundOf.get(player.memberId) ?? 0n);
        expect(paidOf.get(player.memberId) ?? 0n).toBe(owed);
        expect(await balanceOf(player)).toBe(fundedMinor - (stakeOf.get(player.memberId) ?? 0n) + owed);
      }
      expect((await reconciliation(testApp)).balanced).toBe(true);

      // Settling again, even with several settlers at once, moves nothing and writes nothing.
      const balances = await Promise.all(players.map(balanceOf));
      const counts = await ledgerCounts();
      expect(sum(await settleTogether(version))).toBe(0);
      expect(await Promise.all(players.map(balanceOf))).toEqual(balances);
      expect(await ledgerCounts()).toEqual(counts);
      const [after] = await queryRows<{ count: number }>(
        db(),
        sql`select count(*)::int as count from lottery_settlement s
            join lottery_ticket t on t.id = s.ticket_id where t.draw_id = ${draw.id}`,
      );
      expect(after?.count).toBe(rows.length);
      return capped;
    };

    // The first result wins each member about 2,000.00: the cap cuts some of them, not all.
    const capped = await settleAndCheck({ kind: 'dice', dice: [1, 1, 2] }, 'CLOSED', 1);
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBeLessThan(players.length);
    // The correction wins each member about 900.00, less than already paid: each gives the difference back.
    expect(await settleAndCheck({ kind: 'dice', dice: [3, 5, 6] }, 'SETTLED', 2)).toBe(0);
  }, 180_000);

  it('one member, one small wallet, 40 bets at once: exactly floor(balance / stake) taken, never below zero', async () => {
    const [player] = await newPlayers(1, 1_000n);
    if (!player) throw new Error('no player');
    const draw = await openTestDraw(db(), 'K3_5');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        place(player, { gameCode: 'K3_5', numero: draw.numero, bets: [sumBet(index, '3.00')] }, newKey('small')),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode !== 200 && answer.body.code !== 'INSUFFICIENT_FUNDS')).toEqual(
      [],
    );
    expect(await balanceOf(player)).toBe(100n);

    const tickets = await db().select().from(lotteryTicket).where(eq(lotteryTicket.drawId, draw.id));
    expect(tickets.map((ticket) => ticket.amountMinor)).toEqual([300n, 300n, 300n]);
    const [lowest] = await queryRows<{ lowest: string }>(
      db(),
      sql`select min(e.balance_after_minor)::text as lowest from ledger_entry e
          join ledger_account a on a.id = e.account_id
          where a.member_id = ${player.memberId}::uuid and a.kind = 'player_main'`,
    );
    expect(BigInt(lowest?.lowest ?? '-1')).toBeGreaterThanOrEqual(0n);
    expect((await reconciliation(testApp)).balanced).toBe(true);
  }, 60_000);

  it("an operator's stop-sales-now racing a bet in flight: no ticket is placed after the close it records", async () => {
    const [player] = await newPlayers(1, 10_000n);
    if (!player) throw new Error('no player');
    const draw = await openTestDraw(db(), 'K3_1');
    const bet = () => place(player, { gameCode: 'K3_1', numero: draw.numero, bets: [sumBet(7)] }, newKey('stop-now'));
    // A placement in flight: its ticket guard holds the draw row FOR SHARE until it commits.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const inFlight = db().transaction(async (transaction) => {
      await transaction.execute(sql`select id from lottery_draw where id = ${draw.id} for share`);
      holding();
      await released;
    });
    await held;
    const stopping = createLotteryService({ db: db() }).closeDraw('K3_1', draw.numero);
    for (let waited = 0; waited < 200; waited += 1) {
      const [blocked] = await queryRows<{ count: number }>(
        db(),
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like 'update "lottery_draw"%'`,
      );
      if ((blocked?.count ?? 0) > 0) break;
      await sleep(10);
    }
    // The stop is waiting for the placement in flight; a bet arriving now comes after the operator stopped sales.
    const late = await bet();
    release();
    await inFlight;
    const stopped = await stopping;
    expect([200, 409]).toContain(late.statusCode);

    const closeAt = new Date((await findTestDraw(db(), draw.id)).closeAt);
    expect(new Date(stopped.closeTime)).toEqual(closeAt);
    const tickets = await queryRows<{ placed_at: Date }>(
      db(),
      sql`select placed_at from lottery_ticket where draw_id = ${draw.id}`,
    );
    expect(tickets.filter((ticket) => new Date(ticket.placed_at) >= closeAt)).toEqual([]);
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('the first lottery bets of a brand, at once (PostgreSQL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ poolSize: 20 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('all land: no bet sees the lottery account another bet is still making', async () => {
    const players = await Promise.all(
      Array.from({ length: 10 }, () =>
        createPlayer(testApp, { balanceMinor: 10_000n, paymentPassword: null, bankAccount: false }),
      ),
    );
    const draw = await openTestDraw(testApp.database.db, 'K3_10');
    const answers = await Promise.all(
      players.map((player, index) =>
        call(testApp.app, 'POST', '/lgw/orders', {
          token: player.token,
          payload: { gameCode: 'K3_10', numero: draw.numero, bets: [sumBet(index)] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(players.map(() => 200));
    expect((await reconciliation(testApp)).balanced).toBe(true);
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceTicketInput } from '../api/player-api.js';
import { placeTicket } from '../betting/place-ticket.js';
import { queryRows } from '../store/sportsbook-database.js';
import { sqlArray } from '../store/sql-array.js';
import type { TestDatabase } from '../store/test-database.js';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { FakePlatform } from '../test/ticket-fakes.js';
import {
  createFakePlatform,
  createTestBook,
  publishResult,
  resultOf,
  rollBackResult,
  seedMarket,
  session,
  threeWay,
} from '../test/ticket-fakes.js';
import { acceptCashOut, cashOutOfferOf, readCashOutTickets } from './cash-out.js';
import { readMarketSnapshots } from '../betting/market-snapshot.js';
import { defaultRiskSettings } from '../betting/risk-settings.js';
import { applyMarketResults, settleTickets } from './settle-tickets.js';
import { catchUpSettlement, createSettlementHooks } from './settlement-hooks.js';

let database: TestDatabase;
let platform: FakePlatform;

const bet = (
  eventId: string,
  outcomeId: string,
  oddsMilli: number,
  stake = '10000',
  marketKey = 'ft_1x2',
): PlaceTicketInput => ({
  requestId: randomUUID(),
  kind: 'single',
  stake,
  oddsPolicy: 'BETTER',
  selections: [{ eventId, marketKey, outcomeId, oddsMilli, oddsVersion: 1 }],
});

async function place(book: ReturnType<typeof createTestBook>, input: PlaceTicketInput, playerId = 'p1') {
  const answer = await placeTicket(book, session(playerId), input);
  if (!answer.ok) throw new Error(answer.code);
  return answer.ticketId;
}

async function ticket(ticketId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select status, result, settlement_version, posted_win_minor::text as posted_win_minor, wallet_blocked,
          wallet_shortfall_minor::text as wallet_shortfall_minor
        from sportsbook.tickets where ticket_id = ${ticketId}`,
  );
  return row;
}

const outboxCount = async () =>
  Number(
    (
      await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from sportsbook.wallet_outbox`)
    )[0]?.count,
  );

beforeEach(async () => {
  database = await createTestSportsbookDatabase('pglite');
  platform = createFakePlatform({ balances: { p1: 10_000_000n, p2: 10_000_000n } });
  for (const eventId of ['e1', 'e2', 'e3'])
    await seedMarket(database, { eventId, marketKey: 'ft_1x2', outcomes: threeWay(1900, 3400, 3800) });
}, 180_000);
afterEach(async () => {
  await database.close();
}, 60_000);

describe('settlement', { timeout: 90_000 }, () => {
  it('settles each ticket once per result version; a repeat of the hook sends nothing more', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    const home = await place(book, bet('e1', '1', 1900));
    const away = await place(book, bet('e1', '2', 3800));
    await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('1'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    expect(await ticket(home)).toMatchObject({
      status: 'SETTLED',
      result: 'WON',
      settlement_version: 1,
      posted_win_minor: '19000',
    });
    expect(await ticket(away)).toMatchObject({ status: 'SETTLED', result: 'LOST', posted_win_minor: '0' });
    expect(platform.movesOf(away)).toEqual([`sb:${away}:bet`, `sb:${away}:settle:1`]);
    const intents = await outboxCount();
    const calls = platform.calls;
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    expect(await outboxCount()).toBe(intents);
    expect(platform.calls).toBe(calls);
    expect(platform.balanceOf('p1')).toBe(10_000_000n - 20_000n + 19_000n);
  });

  it('leaves the ledger as if the right result had come first, whatever the order of results and rollbacks', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    const tickets = [
      { id: await place(book, bet('e1', '1', 1900)), outcome: '1', odds: 1900n },
      { id: await place(book, bet('e1', 'X', 3400)), outcome: 'X', odds: 3400n },
      { id: await place(book, bet('e1', '2', 3800, '7777')), outcome: '2', odds: 3800n },
    ];
    let version = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<'1' | 'X' | '2'>('1', 'X', '2'), { minLength: 1, maxLength: 4 }),
        async (results) => {
          for (const winner of results) {
            if (version > 0) {
              await rollBackResult(database, 'e1', 'ft_1x2');
              await hooks.onSettlementRolledBack('e1', ['ft_1x2']);
            }
            version += 1;
            await publishResult(database, 'e1', 'ft_1x2', version, resultOf(winner));
            await hooks.onMarketsSettled('e1', ['ft_1x2']);
          }
          const final = results.at(-1);
          for (const entry of tickets) {
            const stake = entry.outcome === '2' ? 7777n : 10_000n;
            const payout = entry.outcome === final ? (stake * entry.odds) / 1000n : 0n;
            expect(platform.netOfTicket(entry.id)).toBe(payout - stake);
            expect(await ticket(entry.id)).toMatchObject({ status: 'SETTLED', posted_win_minor: payout.toString() });
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('pays a parlay with a void leg as the parlay without it, and a half-lost quarter leg at half its stake', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    await seedMarket(database, {
      eventId: 'e4',
      marketKey: 'ft_ah|hcp=-0.25',
      type: 'ft_ah',
      outcomes: [
        { id: 'home', oddsMilli: 1950, probability: 0.5, active: true },
        { id: 'away', oddsMilli: 1950, probability: 0.5, active: true },
      ],
    });
    const legs = (
      secondEvent: string,
      secondKey: string,
      secondOutcome: string,
      secondOdds: number,
    ): PlaceTicketInput => ({
      requestId: randomUUID(),
      kind: 'parlay',
      stake: '10000',
      oddsPolicy: 'BETTER',
      selections: [
        { eventId: 'e1', marketKey: 'ft_1x2', outcomeId: '1', oddsMilli: 1900, oddsVersion: 1 },
        { eventId: secondEvent, marketKey: secondKey, outcomeId: secondOutcome, oddsMilli: secondOdds, oddsVersion: 1 },
        { eventId: 'e3', marketKey: 'ft_1x2', outcomeId: 'X', oddsMilli: 3400, oddsVersion: 1 },
      ],
    });
    const withVoid = await place(book, legs('e2', 'ft_1x2', '2', 3800));
    const withQuarter = await place(book, legs('e4', 'ft_ah|hcp=-0.25', 'home', 1950));
    const early = await place(book, { ...legs('e2', 'ft_1x2', '1', 1900), requestId: randomUUID() });
    await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('1'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    await hooks.onMarketsCancelled('e2', ['ft_1x2'], {}, 'EVENT_POSTPONED_48H');
    // The early parlay's e2 leg is void now; it waits for e3 like the others.
    await publishResult(database, 'e4', 'ft_ah|hcp=-0.25', 1, [
      { outcomeId: 'home', result: 0, voidFactor: 0.5 },
      { outcomeId: 'away', result: 1, voidFactor: 0.5 },
    ]);
    await hooks.onMarketsSettled('e4', ['ft_ah|hcp=-0.25']);
    expect(await ticket(withQuarter)).toMatchObject({ status: 'OPEN' });
    await publishResult(database, 'e3', 'ft_1x2', 1, resultOf('X'));
    await hooks.onMarketsSettled('e3', ['ft_1x2']);
    // 100.00 × 1.90 × 1 × 3.40 = 646.00; × 0.5 for the half-lost leg = 323.00.
    expect(await ticket(withVoid)).toMatchObject({
      status: 'SETTLED',
      result: 'PARTIAL_WON',
      posted_win_minor: '64600',
    });
    expect(await ticket(withQuarter)).toMatchObject({
      status: 'SETTLED',
      result: 'PARTIAL_WON',
      posted_win_minor: '32300',
    });
    expect(await ticket(early)).toMatchObject({ status: 'SETTLED', posted_win_minor: '64600' });
  });

  it('settles a parlay as LOST as soon as one leg loses, before its other legs are decided', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    const parlay = await place(book, {
      requestId: randomUUID(),
      kind: 'parlay',
      stake: '10000',
      oddsPolicy: 'BETTER',
      selections: [
        { eventId: 'e1', marketKey: 'ft_1x2', outcomeId: '1', oddsMilli: 1900, oddsVersion: 1 },
        { eventId: 'e2', marketKey: 'ft_1x2', outcomeId: '1', oddsMilli: 1900, oddsVersion: 1 },
      ],
    });
    await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('2'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    expect(await ticket(parlay)).toMatchObject({ status: 'SETTLED', result: 'LOST', posted_win_minor: '0' });
    expect(platform.netOfTicket(parlay)).toBe(-10_000n);
  });

  it('cancels a late bet by rolling its bet back, after rolling back the settlement it had', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    const late = await place(book, bet('e1', '1', 1900));
    await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('1'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    expect(platform.netOfTicket(late)).toBe(9_000n);
    await hooks.onMarketsCancelled('e1', ['ft_1x2'], { start: new Date(Date.now() - 60_000) }, 'LATE_BET');
    expect(await ticket(late)).toMatchObject({ status: 'CANCELLED', result: 'VOID' });
    expect(platform.netOfTicket(late)).toBe(0n);
    await hooks.onMarketsCancelled('e1', ['ft_1x2'], {}, 'LATE_BET');
    expect(platform.netOfTicket(late)).toBe(0n);
  });

  it('holds a resettlement whose unsettle and adjust the platform refuses, visibly; an adjust takes the money back', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    const winner = await place(book, bet('e1', '1', 1900), 'p2');
    await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('1'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    platform.setBalance('p2', 1_000n);
    platform.inject({ transactionId: /:unsettle:1:adjust$/, mode: 'refuse', code: 'ADJUSTMENT_REFUSED', times: 1 });
    await rollBackResult(database, 'e1', 'ft_1x2');
    await hooks.onSettlementRolledBack('e1', ['ft_1x2']);
    await publishResult(database, 'e1', 'ft_1x2', 2, resultOf('2'));
    await hooks.onMarketsSettled('e1', ['ft_1x2']);
    expect(await ticket(winner)).toMatchObject({
      wallet_blocked: 'RESETTLE_BLOCKED',
      wallet_shortfall_minor: '19000',
      settlement_version: 2,
    });
    // The new settlement waits behind the refused unsettle in the ticket's lane.
    expect(platform.movesOf(winner)).not.toContain(`sb:${winner}:settle:2`);

    const withAdjust = createFakePlatform({ balances: { p1: 10_000_000n } });
    const adjusted = createTestBook(database, withAdjust.wallet);
    const adjustedHooks = createSettlementHooks(adjusted);
    await seedMarket(database, { eventId: 'e9', marketKey: 'ft_1x2', outcomes: threeWay(1900, 3400, 3800) });
    const second = await place(adjusted, bet('e9', '1', 1900));
    await publishResult(database, 'e9', 'ft_1x2', 1, resultOf('1'));
    await adjustedHooks.onMarketsSettled('e9', ['ft_1x2']);
    withAdjust.setBalance('p1', 4_000n);
    await rollBackResult(database, 'e9', 'ft_1x2');
    await adjustedHooks.onSettlementRolledBack('e9', ['ft_1x2']);
    await publishResult(database, 'e9', 'ft_1x2', 2, resultOf('2'));
    await adjustedHooks.onMarketsSettled('e9', ['ft_1x2']);
    expect(withAdjust.movesOf(second)).toContain(`sb:${second}:unsettle:1:adjust`);
    expect(withAdjust.movesOf(second)).toContain(`sb:${second}:settle:2`);
    expect(withAdjust.netOfTicket(second)).toBe(-10_000n);
    expect(withAdjust.debtOf('p1')).toBe(15_000n);
    expect(await ticket(second)).toMatchObject({ wallet_blocked: null, status: 'SETTLED', result: 'LOST' });
  });

  it('takes back, on a second resettlement, a payout the platform took as an adjustment: the shortfall is a debt', async () => {
    const book = createTestBook(database, platform.wallet);
    const hooks = createSettlementHooks(book);
    const ticketId = await place(book, bet('e2', '2', 3800));
    await publishResult(database, 'e2', 'ft_1x2', 1, resultOf('1'));
    await hooks.onMarketsSettled('e2', ['ft_1x2']);
    // The correction makes the ticket a winner; its round is closed, so the platform takes the payout as an adjustment.
    platform.inject({ transactionId: /:settle:2$/, mode: 'refuse', code: 'ROUND_CLOSED', times: 1 });
    await rollBackResult(database, 'e2', 'ft_1x2');
    await hooks.onSettlementRolledBack('e2', ['ft_1x2']);
    await publishResult(database, 'e2', 'ft_1x2', 2, resultOf('2'));
    await hooks.onMarketsSettled('e2', ['ft_1x2']);
    expect(platform.movesOf(ticketId)).toContain(`sb:${ticketId}:settle:2:adjust`);
    // The player spends most of it; a second correction makes the ticket a loser again.
    platform.setBalance('p1', 4_000n);
    await rollBackResult(database, 'e2', 'ft_1x2');
    await hooks.onSettlementRolledBack('e2', ['ft_1x2']);
    await publishResult(database, 'e2', 'ft_1x2', 3, resultOf('1'));
    await hooks.onMarketsSettled('e2', ['ft_1x2']);
    // A rollback of the refused win would move nothing: an adjustment takes the 380.00 back, 40.00 of it paid and
    // 340.00 owed.
    expect(platform.movesOf(ticketId)).toContain(`sb:${ticketId}:unsettle:2:adjust`);
    expect(platform.netOfTicket(ticketId)).toBe(-10_000n);
    expect(platform.debtOf('p1')).toBe(34_000n);
    expect(await ticket(ticketId)).toMatchObject({ wallet_blocked: null, status: 'SETTLED', result: 'LOST' });
  });

  it('cashes out at the re-priced value, and answers CASH_OUT_CHANGED with the new offer when the amount is off', async () => {
    const book = createTestBook(database, platform.wallet);
    const ticketId = await place(book, bet('e1', '1', 1900));
    const [priced] = await readCashOutTickets(database.db, [ticketId]);
    if (!priced) throw new Error('no ticket');
    const snapshots = await database.transaction((transaction) => readMarketSnapshots(transaction, priced.legs));
    const offer = cashOutOfferOf(priced, snapshots, defaultRiskSettings, book.maths);
    if (!offer) throw new Error('no offer');
    // 100.00 × 1.90 × 0.47 = 89.30, less the 5 % margin (divided): 85.04.
    expect(offer.amountMinor).toBe(8504n);
    expect(
      await acceptCashOut(book, { playerId: 'p1', ticketId, offerId: offer.offerId, amountMinor: 9500n }),
    ).toMatchObject({
      ok: false,
      code: 'CASH_OUT_CHANGED',
    });
    expect(
      await acceptCashOut(book, { playerId: 'p1', ticketId, offerId: offer.offerId, amountMinor: offer.amountMinor }),
    ).toMatchObject({ ok: true });
    expect(await ticket(ticketId)).toMatchObject({ status: 'CASHED_OUT', posted_win_minor: '8504' });
    expect(platform.netOfTicket(ticketId)).toBe(8504n - 10_000n);
    expect(
      await acceptCashOut(book, { playerId: 'p1', ticketId, offerId: offer.offerId, amountMinor: offer.amountMinor }),
    ).toMatchObject({ ok: true });
    expect(platform.netOfTicket(ticketId)).toBe(8504n - 10_000n);
  });
});

describe('settlement in pages', { timeout: 300_000 }, () => {
  const handicap = (eventId: string, marketKey: string) =>
    seedMarket(database, {
      eventId,
      marketKey,
      type: 'ft_ah',
      outcomes: [
        { id: 'home', oddsMilli: 1950, probability: 0.5, active: true },
        { id: 'away', oddsMilli: 1950, probability: 0.5, active: true },
      ],
    });
  const parlayOf = (...selections: [string, string, number][]): PlaceTicketInput => ({
    requestId: randomUUID(),
    kind: 'parlay',
    stake: '10000',
    oddsPolicy: 'BETTER',
    selections: selections.map(([eventId, outcomeId, oddsMilli]) => ({
      eventId,
      marketKey: 'ft_1x2',
      outcomeId,
      oddsMilli,
      oddsVersion: 1,
    })),
  });
  /** Won, lost, half lost, half won, pushed, and a parlay with a void leg; each with the payout it must get. */
  async function placeMix(book: ReturnType<typeof createTestBook>) {
    await handicap('e4', 'ft_ah|hcp=-0.25');
    await handicap('e5', 'ft_ah|hcp=0');
    const tickets = [
      { id: await place(book, bet('e1', '1', 1900)), payout: 19_000n, result: 'WON' },
      { id: await place(book, bet('e1', '2', 3800)), payout: 0n, result: 'LOST' },
      {
        id: await place(book, bet('e4', 'home', 1950, '10000', 'ft_ah|hcp=-0.25')),
        payout: 5_000n,
        result: 'HALF_LOST',
      },
      {
        id: await place(book, bet('e4', 'away', 1950, '10000', 'ft_ah|hcp=-0.25')),
        payout: 14_750n,
        result: 'HALF_WON',
      },
      { id: await place(book, bet('e5', 'home', 1950, '10000', 'ft_ah|hcp=0')), payout: 10_000n, result: 'PUSH' },
      { id: await place(book, parlayOf(['e1', '1', 1900], ['e2', '1', 1900])), payout: 19_000n, result: undefined },
      { id: await place(book, bet('e3', '1', 1900)), payout: 0n, result: 'LOST' },
    ];
    await createSettlementHooks(book).onMarketsCancelled('e2', ['ft_1x2'], {}, 'EVENT_POSTPONED_48H');
    await publishResult(database, 'e1', 'ft_1x2', 1, resultOf('1'));
    await publishResult(database, 'e3', 'ft_1x2', 1, resultOf('2'));
    await publishResult(database, 'e4', 'ft_ah|hcp=-0.25', 1, [
      { outcomeId: 'home', result: 0, voidFactor: 0.5 },
      { outcomeId: 'away', result: 1, voidFactor: 0.5 },
    ]);
    await publishResult(database, 'e5', 'ft_ah|hcp=0', 1, [
      { outcomeId: 'home', result: 0, voidFactor: 1 },
      { outcomeId: 'away', result: 0, voidFactor: 1 },
    ]);
    for (const [eventId, marketKey] of [
      ['e1', 'ft_1x2'],
      ['e3', 'ft_1x2'],
      ['e4', 'ft_ah|hcp=-0.25'],
      ['e5', 'ft_ah|hcp=0'],
    ] as const)
      await applyMarketResults(book, eventId, [marketKey]);
    return tickets;
  }
  async function expectSettledOnce(tickets: { id: string; payout: bigint; result: string | undefined }[]) {
    for (const entry of tickets) {
      expect(await ticket(entry.id)).toMatchObject({
        status: 'SETTLED',
        settlement_version: 1,
        posted_win_minor: entry.payout.toString(),
        ...(entry.result ? { result: entry.result } : {}),
      });
      expect(platform.movesOf(entry.id)).toEqual([`sb:${entry.id}:bet`, `sb:${entry.id}:settle:1`]);
      expect(platform.netOfTicket(entry.id)).toBe(entry.payout - 10_000n);
    }
    const [row] = await queryRows<{ intents: number; pending: number }>(
      database.db,
      sql`select count(*)::int as intents, count(*) filter (where state <> 'done')::int as pending
          from sportsbook.wallet_outbox where ticket_id = any(${sqlArray(tickets.map((entry) => entry.id))}::text[])`,
    );
    expect(row).toEqual({ intents: tickets.length * 2, pending: 0 });
  }

  it('settles pages mixing won, lost, half, pushed and void-leg tickets, each once, and sends every lane', async () => {
    const book = createTestBook(database, platform.wallet);
    const tickets = await placeMix(book);
    const ids = tickets.map((entry) => entry.id).sort();
    const count = await settleTickets({ ...book, pageSize: 3 }, ids);
    expect(count).toEqual({ settled: tickets.length, resettled: 0, unchanged: 0 });
    await expectSettledOnce(tickets);
    const calls = platform.calls;
    expect(await settleTickets({ ...book, pageSize: 3 }, ids)).toEqual({ settled: 0, resettled: 0, unchanged: 0 });
    await catchUpSettlement(book);
    expect(platform.calls).toBe(calls);
    await expectSettledOnce(tickets);
  });

  it('resumes after a crash between a page commit and its calls without settling or paying any ticket twice', async () => {
    const book = createTestBook(database, platform.wallet);
    const tickets = await placeMix(book);
    const ids = tickets.map((entry) => entry.id).sort();
    // The process dies once its first page has committed, before that page's calls go out.
    const crashing = {
      ...book,
      pageSize: 3,
      sender: {
        ...book.sender,
        sendLanes: () => Promise.reject(new Error('process died')),
      },
    };
    await expect(settleTickets(crashing, ids)).rejects.toThrow('process died');
    const settledBefore = await queryRows<{ status: string }>(
      database.db,
      sql`select status from sportsbook.tickets where ticket_id = any(${sqlArray(ids)}::text[]) and status = 'OPEN'`,
    );
    // At least the last page was never computed: the restart has tickets to settle and intents to send.
    expect(settledBefore.length).toBeGreaterThan(0);
    expect(platform.movesOf(ids[0] ?? '')).toEqual([`sb:${ids[0]}:bet`]);
    await catchUpSettlement(book);
    await expectSettledOnce(tickets);
    const calls = platform.calls;
    await catchUpSettlement(book);
    expect(platform.calls).toBe(calls);
  });
});

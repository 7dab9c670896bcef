import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceTicketInput } from '../api/player-api.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { FakePlatform } from '../test/ticket-fakes.js';
import { createFakePlatform, createTestBook, seedMarket, session, setMarket, threeWay } from '../test/ticket-fakes.js';
import { decideDueTickets } from './pending-acceptance.js';
import { placeTicket } from './place-ticket.js';
import { writeRiskSettings, defaultRiskSettings } from './risk-settings.js';

let database: TestDatabase;
let platform: FakePlatform;

const single = (
  overrides: Partial<PlaceTicketInput> = {},
  selection: Partial<PlaceTicketInput['selections'][number]> = {},
): PlaceTicketInput => ({
  requestId: randomUUID(),
  kind: 'single',
  stake: '10000',
  oddsPolicy: 'BETTER',
  selections: [{ eventId: 'e1', marketKey: 'ft_1x2', outcomeId: '1', oddsMilli: 2000, oddsVersion: 1, ...selection }],
  ...overrides,
});

async function ticketRow(ticketId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select status, debited, rejection_code, rejection_message, potential_return_minor::text as potential_return_minor
        from sportsbook.tickets where ticket_id = ${ticketId}`,
  );
  return row;
}

beforeEach(async () => {
  database = await createTestSportsbookDatabase('pglite');
  platform = createFakePlatform({ balances: { p1: 1_000_000n, poor: 5_000n, blocked: 1_000_000n } });
  await seedMarket(database, { eventId: 'e1', marketKey: 'ft_1x2', outcomes: threeWay() });
  await seedMarket(database, { eventId: 'e2', marketKey: 'ft_1x2', outcomes: threeWay(1800, 3500, 4200) });
  await seedMarket(database, {
    eventId: 'e3',
    marketKey: 'ft_cs',
    type: 'ft_cs',
    outcomes: [{ id: '1:0', oddsMilli: 7000, probability: 0.12, active: true }],
  });
}, 60_000);
afterEach(async () => {
  await database.close();
}, 60_000);

describe('placing a ticket', { timeout: 90_000 }, () => {
  it('debits the stake once at placement and opens a pre-match single; a repeat of the request answers the same ticket', async () => {
    const book = createTestBook(database, platform.wallet);
    const input = single();
    const first = await placeTicket(book, session('p1'), input);
    expect(first).toMatchObject({ ok: true, repeated: false });
    const again = await placeTicket(book, session('p1'), input);
    expect(again).toMatchObject({ ok: true, repeated: true });
    if (!first.ok || !again.ok) throw new Error('refused');
    expect(again.ticketId).toBe(first.ticketId);
    expect(platform.balanceOf('p1')).toBe(990_000n);
    expect(await ticketRow(first.ticketId)).toMatchObject({
      status: 'OPEN',
      potential_return_minor: '20000',
      debited: true,
    });
    const other = await placeTicket(book, session('p1'), { ...input, stake: '20000' });
    expect(other).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', detail: 'DUPLICATED_REQUEST' });
  });

  it('refuses a suspended market, a moved price under NONE, and takes a better price under BETTER at the current odds', async () => {
    const book = createTestBook(database, platform.wallet);
    await setMarket(database, 'e1', 'ft_1x2', { outcomes: threeWay(2100) });
    expect(await placeTicket(book, session('p1'), single({ oddsPolicy: 'NONE' }))).toMatchObject({
      ok: false,
      code: 'ODDS_CHANGED',
    });
    const better = await placeTicket(book, session('p1'), single({ oddsPolicy: 'BETTER' }));
    if (!better.ok) throw new Error(better.code);
    const [leg] = await queryRows<{ odds_milli: number }>(
      database.db,
      sql`select odds_milli from sportsbook.ticket_legs where ticket_id = ${better.ticketId}`,
    );
    expect(leg?.odds_milli).toBe(2100);
    await setMarket(database, 'e1', 'ft_1x2', { outcomes: threeWay(1900) });
    expect(
      await placeTicket(book, session('p1'), single({ oddsPolicy: 'BETTER' }, { oddsVersion: 2, oddsMilli: 2100 })),
    ).toMatchObject({ ok: false, code: 'ODDS_CHANGED' });
    expect(
      await placeTicket(book, session('p1'), single({ oddsPolicy: 'ANY' }, { oddsVersion: 2, oddsMilli: 1950 })),
    ).toMatchObject({ ok: true });
    await setMarket(database, 'e1', 'ft_1x2', { status: -1 });
    expect(await placeTicket(book, session('p1'), single({}, { oddsVersion: 4, oddsMilli: 1900 }))).toMatchObject({
      ok: false,
      code: 'MARKET_SUSPENDED',
    });
  });

  it('applies the parlay rules: distinct events, parlayable markets, leg counts', async () => {
    const book = createTestBook(database, platform.wallet);
    const leg = (eventId: string, marketKey = 'ft_1x2', outcomeId = '1', oddsMilli = 2000) => ({
      eventId,
      marketKey,
      outcomeId,
      oddsMilli,
      oddsVersion: 1,
    });
    expect(
      await placeTicket(
        book,
        session('p1'),
        single({ kind: 'parlay', selections: [leg('e1'), leg('e1', 'ft_1x2', '2', 3800)] }),
      ),
    ).toMatchObject({ ok: false, code: 'PARLAY_SAME_EVENT' });
    expect(await placeTicket(book, session('p1'), single({ kind: 'parlay', selections: [leg('e1')] }))).toMatchObject({
      ok: false,
      code: 'PARLAY_NOT_ALLOWED',
    });
    expect(
      await placeTicket(
        book,
        session('p1'),
        single({ kind: 'parlay', selections: [leg('e1'), leg('e3', 'ft_cs', '1:0', 7000)] }),
      ),
    ).toMatchObject({ ok: false, code: 'PARLAY_NOT_ALLOWED' });
    const parlay = await placeTicket(
      book,
      session('p1'),
      single({ kind: 'parlay', selections: [leg('e1'), leg('e2', 'ft_1x2', '1', 1800)] }),
    );
    if (!parlay.ok) throw new Error(parlay.code);
    expect(await ticketRow(parlay.ticketId)).toMatchObject({ status: 'OPEN', potential_return_minor: '36000' });
  });

  it('turns the platform refusals into INSUFFICIENT_FUNDS and BET_REFUSED with its reason, and gives the liability back', async () => {
    const book = createTestBook(database, platform.wallet);
    const poor = await placeTicket(book, session('poor'), single());
    if (!poor.ok) throw new Error(poor.code);
    expect(await ticketRow(poor.ticketId)).toMatchObject({ status: 'REJECTED', rejection_code: 'INSUFFICIENT_FUNDS' });
    platform.block('blocked', 'SELF_EXCLUDED');
    const refused = await placeTicket(book, session('blocked'), single());
    if (!refused.ok) throw new Error(refused.code);
    expect(await ticketRow(refused.ticketId)).toMatchObject({
      status: 'REJECTED',
      rejection_code: 'BET_REFUSED',
      rejection_message: 'self_excluded',
    });
    const [market] = await queryRows<{ stake_minor: string }>(
      database.db,
      sql`select stake_minor::text from sportsbook.market_exposure`,
    );
    expect(market?.stake_minor).toBe('0');
    expect(platform.balanceOf('poor')).toBe(5_000n);
  });

  it('refuses stakes and payouts over the limits, and a bet that would take the market past its liability limit', async () => {
    await writeRiskSettings(
      database.db,
      { ...defaultRiskSettings, maximumStakeMinor: { '*': '50000' }, liabilityLimitPerMarketMinor: { '*': '25000' } },
      'test',
    );
    const book = createTestBook(database, platform.wallet);
    expect(await placeTicket(book, session('p1'), single({ stake: '500' }))).toMatchObject({
      ok: false,
      code: 'STAKE_BELOW_MINIMUM',
    });
    expect(await placeTicket(book, session('p1'), single({ stake: '60000' }))).toMatchObject({
      ok: false,
      code: 'STAKE_ABOVE_MAXIMUM',
    });
    // Each 10,000 on home at 2.00 adds 10,000 to the worst case (home wins: 20,000 owed, 10,000 taken).
    expect(await placeTicket(book, session('p1'), single())).toMatchObject({ ok: true });
    expect(await placeTicket(book, session('p1'), single())).toMatchObject({ ok: true });
    expect(await placeTicket(book, session('p1'), single())).toMatchObject({ ok: false, code: 'LIABILITY_LIMIT' });
    // Money on the other side lowers it.
    expect(await placeTicket(book, session('p1'), single({}, { outcomeId: '2', oddsMilli: 3800 }))).toMatchObject({
      ok: true,
    });
  });

  it('keeps a live ticket PENDING for its delay, then accepts it, or rejects it and rolls the debit back after a bet stop', async () => {
    let clock = new Date('2026-11-26T12:00:00Z');
    await database.db.execute(sql`update sportsbook.events set status = 1, producer = 'live'`);
    const book = createTestBook(database, platform.wallet, { now: () => clock });
    const quiet = await placeTicket(book, session('p1'), single());
    const stopped = await placeTicket(book, session('p1'), single({}, { eventId: 'e2', oddsMilli: 1800 }));
    if (!quiet.ok || !stopped.ok) throw new Error('refused');
    expect(await ticketRow(quiet.ticketId)).toMatchObject({ status: 'PENDING', debited: true });
    expect(platform.balanceOf('p1')).toBe(980_000n);
    expect(await decideDueTickets(book)).toBe(0);
    // A bet stop on e2 that lifts again inside the delay still rejects its pending bet.
    await database.db.execute(sql`update sportsbook.market_odds_versions set at = now()`);
    await setMarket(database, 'e2', 'ft_1x2', { status: -1 });
    await setMarket(database, 'e2', 'ft_1x2', { status: 1 });
    clock = new Date(clock.getTime() + 8_000);
    await database.db.execute(sql`update sportsbook.tickets set placed_at = now() - interval '1 minute'`);
    const runs = await Promise.all([decideDueTickets(book), decideDueTickets(book)]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await ticketRow(quiet.ticketId)).toMatchObject({ status: 'OPEN' });
    expect(await ticketRow(stopped.ticketId)).toMatchObject({ status: 'REJECTED', rejection_code: 'MARKET_SUSPENDED' });
    expect(platform.balanceOf('p1')).toBe(990_000n);
    expect(platform.netOfTicket(stopped.ticketId)).toBe(0n);
  });

  it('measures the live delay on the feed clock: at 20 simulated seconds a wall second, a 7 s delay waits 350 ms', async () => {
    let clock = new Date('2026-11-26T12:00:00Z');
    await database.db.execute(sql`update sportsbook.events set status = 1, producer = 'live'`);
    expect(defaultRiskSettings.liveDelaySeconds).toBe(7);
    const book = { ...createTestBook(database, platform.wallet, { now: () => clock }), feedSpeed: 20 };
    const placed = await placeTicket(book, session('p1'), single());
    if (!placed.ok) throw new Error('refused');
    clock = new Date(clock.getTime() + 349);
    expect(await decideDueTickets(book)).toBe(0);
    clock = new Date(clock.getTime() + 1);
    expect(await decideDueTickets(book)).toBe(1);
    expect(await ticketRow(placed.ticketId)).toMatchObject({ status: 'OPEN' });
  });
});

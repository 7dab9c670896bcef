import {
  sportsbookEventAnswerSchema,
  sportsbookEventsAnswerSchema,
  sportsbookHoldReportAnswerSchema,
  sportsbookMarginsAnswerSchema,
  sportsbookRiskSettingsSchema,
  sportsbookSettlementAnswerSchema,
  sportsbookSports,
  sportsbookTicketsAnswerSchema,
  sportsbookTicketWalletBlockAnswerSchema,
} from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveExposure } from '../betting/liability.js';
import { sportKeys } from '../domain/sportsbook-model.js';
import { createFeedConsumer } from '../feed/feed-consumer.js';
import { eventFeed, testMarket } from '../feed/feed-test-messages.js';
import { createInProcessLiveBus } from '../live/live-bus.js';
import { queryRows } from '../store/sportsbook-database.js';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { seedMarket, threeWay } from '../test/ticket-fakes.js';
import { operatorRoutes } from './operator.routes.js';
import { buildSportsbookServer } from './sportsbook-server.js';
import type { SportsbookApp } from './sportsbook-server.js';
import { testWalletClient } from './test-wallet.js';

const secret = 'c'.repeat(64);
let database: TestDatabase;
let app: SportsbookApp;

async function call(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  signing: { secret?: string; at?: number } = {},
) {
  const raw = JSON.stringify(body);
  const response = await app.inject({
    method,
    url,
    headers: signedHeaders({
      vendorCode: 'HOUSE_SB',
      secret: signing.secret ?? secret,
      body: raw,
      now: signing.at ?? Date.now(),
    }),
    payload: raw,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  // PostgreSQL when SPORTSBOOK_TEST_DATABASE_URL is set, PGlite otherwise.
  database = await createTestSportsbookDatabase();
  app = await buildSportsbookServer({
    database,
    live: createInProcessLiveBus(),
    wallet: testWalletClient({}),
    frameAncestors: [],
    timeZone: 'Asia/Bangkok',
    routes: [operatorRoutes({ secret, results: createFeedConsumer({ database }) })],
  });
  await seedMarket(database, {
    eventId: 'e-live',
    marketKey: 'ft_1x2',
    outcomes: threeWay(1900, 3400, 3800),
    eventStatus: 1,
  });
  await seedMarket(database, {
    eventId: 'e-later',
    marketKey: 'ft_1x2',
    outcomes: threeWay(),
    eventStatus: 0,
    tier: 3,
  });
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('operator API', () => {
  it('refuses a call that is unsigned, signed with another secret, stale, or whose body was changed', async () => {
    const unsigned = await app.inject({ method: 'POST', url: '/operator/events', payload: { state: 'all' } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ code: 'SIGNATURE_INVALID' });
    expect((await call('POST', '/operator/events', { state: 'all' }, { secret: 'd'.repeat(64) })).status).toBe(401);
    expect((await call('POST', '/operator/events', { state: 'all' }, { at: Date.now() - 60_000 })).status).toBe(401);
    const raw = JSON.stringify({ state: 'live' });
    const tampered = await app.inject({
      method: 'POST',
      url: '/operator/events',
      headers: signedHeaders({ vendorCode: 'HOUSE_SB', secret, body: raw, now: Date.now() }),
      payload: JSON.stringify({ state: 'all' }),
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('lists events by state with their exposure, in the shape the console reads', async () => {
    const live = await call('POST', '/operator/events', { state: 'live' });
    expect(live.status).toBe(200);
    const parsed = sportsbookEventsAnswerSchema.parse(live.body);
    expect(parsed.events.map((event) => event.eventId)).toEqual(['e-live']);
    expect(parsed.events[0]).toMatchObject({ home: 'Home', away: 'Away', openTickets: 0, liabilityMinor: '0' });
    const all = sportsbookEventsAnswerSchema.parse((await call('POST', '/operator/events', { state: 'all' })).body);
    expect(all.events.map((event) => event.eventId).sort()).toEqual(['e-later', 'e-live']);
    const none = sportsbookEventsAnswerSchema.parse(
      (await call('POST', '/operator/events', { state: 'all', sport: 'cockfight' })).body,
    );
    expect(none.events).toEqual([]);
  });

  it("answers an event's markets with odds and the tier's liability limit, and 404 for an unknown one", async () => {
    const answer = await call('POST', '/operator/events/e-later', {});
    expect(answer.status).toBe(200);
    const parsed = sportsbookEventAnswerSchema.parse(answer.body);
    expect(parsed.markets).toHaveLength(1);
    expect(parsed.markets[0]?.outcomes.map((outcome) => outcome.oddsMilli)).toEqual([2000, 3400, 3800]);
    // Tier 3's own limit from the book's defaults.
    expect(parsed.markets[0]?.liabilityLimitMinor).toBe('50000000');
    const missing = await call('POST', '/operator/events/nope', {});
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('EVENT_NOT_FOUND');
  });

  it("saves the console's limits over the book's other settings and records who saved them", async () => {
    const before = sportsbookRiskSettingsSchema.parse((await call('POST', '/operator/risk-settings', {})).body);
    const settings = { ...before, liveDelaySeconds: 5, maximumStakeMinor: { '*': '3000000', '*|1': '9000000' } };
    const saved = await call('PUT', '/operator/risk-settings', { operator: 'alice', reason: 'derby day', settings });
    expect(saved.status).toBe(200);
    expect(sportsbookRiskSettingsSchema.parse(saved.body)).toEqual(settings);
    const [row] = await queryRows<{ updated_by: string; settings: Record<string, unknown> }>(
      database.db,
      sql`select updated_by, settings from sportsbook.risk_settings where scope = 'default'`,
    );
    expect(row?.updated_by).toBe('alice');
    // A setting the console does not show is kept.
    expect(row?.settings.parlayMaximumLegs).toBe(10);
    const refused = await call('PUT', '/operator/risk-settings', { operator: 'alice', reason: 'x', settings });
    expect(refused.status).toBe(400);
  });

  it('holds an operator suspension against the feed until an operator lifts it; the feed then reopens', async () => {
    const consumer = createFeedConsumer({ database });
    const feed = eventFeed('e-live', 'live');
    const statusOf = async () =>
      (
        await queryRows<{ status: number; operator_suspended: boolean; operator_suspended_by: string | null }>(
          database.db,
          sql`select status, operator_suspended, operator_suspended_by from sportsbook.markets
            where event_id = 'e-live' and market_key = 'ft_1x2'`,
        )
      )[0];
    const suspended = await call('POST', '/operator/events/e-live/markets/status', {
      operator: 'alice',
      reason: 'suspicious stakes',
      action: 'suspend',
      marketKeys: ['ft_1x2'],
    });
    expect(suspended.body).toEqual({ marketsChanged: 1 });
    expect(await statusOf()).toEqual({ status: -1, operator_suspended: true, operator_suspended_by: 'alice' });
    await consumer.apply(feed.odds([testMarket('ft_1x2', '', { '1': 1850, X: 3500, '2': 3900 })], { status: 1 }));
    expect((await statusOf())?.status).toBe(-1);
    const detail = sportsbookEventAnswerSchema.parse((await call('POST', '/operator/events/e-live', {})).body);
    expect(detail.markets[0]?.suspendedByOperator).toBe(true);

    const reopened = await call('POST', '/operator/events/e-live/markets/status', {
      operator: 'alice',
      reason: 'all clear',
      action: 'reopen',
    });
    expect(reopened.body).toEqual({ marketsChanged: 1 });
    expect(await statusOf()).toEqual({ status: -1, operator_suspended: false, operator_suspended_by: null });
    await consumer.apply(feed.odds([testMarket('ft_1x2', '', { '1': 1800, X: 3500, '2': 4000 })], { status: 1 }));
    expect((await statusOf())?.status).toBe(1);
    await consumer.idle();
    const unknown = await call('POST', '/operator/events/nope/markets/status', {
      operator: 'alice',
      reason: 'x'.repeat(3),
      action: 'suspend',
    });
    expect(unknown.status).toBe(404);
  });

  it('reads the margins with their defaults, saves the whole set, and refuses a type the sport does not price', async () => {
    const read = async () => sportsbookMarginsAnswerSchema.parse((await call('POST', '/operator/margins', {})).body);
    const first = await read();
    expect(first.overrides).toEqual([]);
    expect(first.defaults).toContainEqual({ sport: 'football', tier: 1, marketType: 'ft_ah', marginBasisPoints: 400 });
    const margins = [
      { sport: 'football', tier: 1, marketType: '*', marginBasisPoints: 450 },
      { sport: 'esports', tier: 2, marketType: 'esp_match', marginBasisPoints: 700 },
    ];
    const saved = await call('PUT', '/operator/margins', { operator: 'alice', reason: 'derby week', margins });
    expect(saved.status).toBe(200);
    expect(sportsbookMarginsAnswerSchema.parse(saved.body).overrides).toEqual(margins);
    expect((await read()).overrides).toEqual(margins);
    const [row] = await queryRows<{ updated_by: string }>(
      database.db,
      sql`select updated_by from sportsbook.margin_overrides where sport = 'esports'`,
    );
    expect(row?.updated_by).toBe('alice');

    const wrongType = await call('PUT', '/operator/margins', {
      operator: 'alice',
      reason: 'typo',
      margins: [{ sport: 'cockfight', tier: 1, marketType: 'ft_1x2', marginBasisPoints: 500 }],
    });
    expect(wrongType).toMatchObject({ status: 422, body: { code: 'INVALID_MARGINS' } });
    const twice = await call('PUT', '/operator/margins', {
      operator: 'alice',
      reason: 'twice',
      margins: [margins[0], margins[0]],
    });
    expect(twice).toMatchObject({ status: 422, body: { code: 'INVALID_MARGINS' } });
    const tooWide = await call('PUT', '/operator/margins', {
      operator: 'alice',
      reason: 'too wide',
      margins: [{ sport: 'football', tier: 1, marketType: '*', marginBasisPoints: 3_001 }],
    });
    expect(tooWide).toMatchObject({ status: 422, body: { code: 'INVALID_MARGINS' } });
    // Refusals change nothing; an empty set goes back to the defaults.
    expect((await read()).overrides).toEqual(margins);
    await call('PUT', '/operator/margins', { operator: 'alice', reason: 'back to defaults', margins: [] });
    expect((await read()).overrides).toEqual([]);
  });

  it('reopens a market the liability threshold shut; it shuts again only when new money raises the worst case', async () => {
    const leg = (outcomeId: string, returnMinor: bigint, stakeMinor: bigint) =>
      database.transaction((transaction) =>
        reserveExposure(
          transaction,
          [
            {
              eventId: 'e-later',
              marketKey: 'ft_1x2',
              outcomeId,
              returnMinor,
              stakeMinor,
              limitMinor: 100_000n,
              suspendAtBasisPoints: 5_000,
            },
          ],
          10n ** 12n,
        ),
      );
    const exposure = async () =>
      (
        await queryRows<{ risk_suspended: boolean; worst_case_minor: string; risk_cleared_minor: string | null }>(
          database.db,
          sql`select risk_suspended, worst_case_minor::text, risk_cleared_minor::text from sportsbook.market_exposure
            where event_id = 'e-later' and market_key = 'ft_1x2'`,
        )
      )[0];
    // Worst case 80,000 − 10,000 = 70,000, over the 50,000 threshold: shut.
    await leg('1', 80_000n, 10_000n);
    expect(await exposure()).toMatchObject({ risk_suspended: true, worst_case_minor: '70000' });
    await expect(leg('2', 4_000n, 2_000n)).rejects.toThrow('MARKET_SUSPENDED');
    const detail = sportsbookEventAnswerSchema.parse((await call('POST', '/operator/events/e-later', {})).body);
    expect(detail.markets[0]).toMatchObject({ suspendedByLiability: true, suspendedByOperator: false });

    const reopened = await call('POST', '/operator/events/e-later/markets/status', {
      operator: 'bob',
      reason: 'balanced by the trader',
      action: 'reopen',
      marketKeys: ['ft_1x2'],
    });
    expect(reopened.body).toEqual({ marketsChanged: 1 });
    expect(await exposure()).toEqual({ risk_suspended: false, worst_case_minor: '70000', risk_cleared_minor: '70000' });
    // Money on the other side lowers the worst case, still over the threshold: the market stays open.
    await leg('2', 4_000n, 2_000n);
    expect(await exposure()).toMatchObject({ risk_suspended: false, worst_case_minor: '68000' });
    // Back to the level the operator accepted, not above it: still open.
    await leg('1', 3_000n, 1_000n);
    expect(await exposure()).toMatchObject({ risk_suspended: false, worst_case_minor: '70000' });
    // New money above it shuts the market again, and the next reopen sets its own level.
    await leg('1', 10_000n, 2_000n);
    expect(await exposure()).toEqual({ risk_suspended: true, worst_case_minor: '78000', risk_cleared_minor: null });
  });

  it('lists RESETTLE_BLOCKED tickets and lets an operator retry or close the refused step, recorded', async () => {
    for (const ticketId of ['t-blocked-1', 't-blocked-2']) {
      await database.db.execute(sql`insert into sportsbook.tickets (ticket_id, reference, player_id, request_id,
          request_hash, session_id, launch_token, currency, kind, odds_policy, stake_minor, potential_return_minor,
          status, result, posted_win_minor, settlement_version, is_live, placed_at, wallet_blocked,
          wallet_shortfall_minor)
        values (${ticketId}, ${ticketId.toUpperCase()}, 'p1', gen_random_uuid(), 'h', 's', 'l', 'THB', 'single',
          'NONE', 10000, 19000, 'SETTLED', 'LOST', 0, 2, false, now(), 'RESETTLE_BLOCKED', 19000)`);
      await database.db.execute(sql`insert into sportsbook.wallet_outbox (transaction_id, ticket_id, sequence,
          operation, amount_minor, reference_transaction_id, net_minor, state, answer_code)
        values (${`sb:${ticketId}:unsettle:1`}, ${ticketId}, 3, 'rollback', 0, ${`sb:${ticketId}:settle:1`}, -19000,
          'blocked', 'ADJUSTMENT_REFUSED')`);
    }
    const blocked = sportsbookTicketsAnswerSchema.parse(
      (await call('POST', '/operator/tickets', { blocked: true })).body,
    ).tickets;
    expect(blocked.map((ticket) => ticket.ticketId).sort()).toEqual(['t-blocked-1', 't-blocked-2']);
    expect(blocked[0]).toMatchObject({ walletBlocked: 'RESETTLE_BLOCKED', walletShortfallMinor: '19000' });

    const resolve = (ticketId: string, action: string) =>
      call('POST', `/operator/tickets/${ticketId}/wallet-block`, { operator: 'carol', reason: 'player paid', action });
    const retried = await resolve('t-blocked-1', 'retry');
    expect(sportsbookTicketWalletBlockAnswerSchema.parse(retried.body)).toEqual({
      ticketId: 't-blocked-1',
      action: 'retry',
      transactionId: 'sb:t-blocked-1:unsettle:1',
      shortfallMinor: '19000',
    });
    const closed = await resolve('t-blocked-2', 'close');
    expect(closed.status).toBe(200);
    const steps = await queryRows<{ ticket_id: string; state: string; attempts: number }>(
      database.db,
      sql`select ticket_id, state, attempts from sportsbook.wallet_outbox where ticket_id like 't-blocked-%'
        order by ticket_id`,
    );
    expect(steps).toEqual([
      { ticket_id: 't-blocked-1', state: 'pending', attempts: 0 },
      { ticket_id: 't-blocked-2', state: 'abandoned', attempts: 0 },
    ]);
    const events = await queryRows<{ kind: string; detail: { operator: string; reason: string } }>(
      database.db,
      sql`select kind, detail from sportsbook.ticket_events where ticket_id like 't-blocked-%' order by ticket_id`,
    );
    expect(events).toMatchObject([
      { kind: 'operator_retry', detail: { operator: 'carol', reason: 'player paid' } },
      { kind: 'operator_closed', detail: { operator: 'carol', reason: 'player paid' } },
    ]);
    expect(
      sportsbookTicketsAnswerSchema.parse((await call('POST', '/operator/tickets', { blocked: true })).body).tickets,
    ).toEqual([]);
    expect(await resolve('t-blocked-1', 'close')).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    expect(await resolve('t-nope', 'retry')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('settles, resettles and voids an event from typed facts, refusing facts that do not fit it', async () => {
    const settle = (body: object) =>
      call('POST', '/operator/events/e-live/settlement', { operator: 'alice', reason: 'feed sent nothing', ...body });
    expect((await settle({})).status).toBe(400);
    const wrongSport = await settle({ action: 'settle', facts: { sport: 'cockfight', winner: 'meron' } });
    expect(wrongSport).toMatchObject({ status: 422, body: { code: 'INVALID_FACTS' } });
    const first = await settle({
      action: 'settle',
      facts: { sport: 'football', halfTime: { home: 0, away: 0 }, fullTime: { home: 2, away: 0 } },
    });
    expect(first.status).toBe(200);
    expect(sportsbookSettlementAnswerSchema.parse(first.body)).toEqual({
      resultVersion: 1,
      ticketsSettled: 0,
      ticketsResettled: 0,
    });
    const second = await settle({
      action: 'settle',
      facts: { sport: 'football', halfTime: { home: 0, away: 0 }, fullTime: { home: 2, away: 2 } },
    });
    expect(sportsbookSettlementAnswerSchema.parse(second.body).resultVersion).toBe(2);
    const detail = sportsbookEventAnswerSchema.parse((await call('POST', '/operator/events/e-live', {})).body);
    expect(detail.results[0]).toMatchObject({ version: 2, source: 'operator: alice' });
    const voided = await settle({ action: 'void', voidReason: 'MANUAL' });
    expect(voided.status).toBe(200);
    const unknown = await call('POST', '/operator/events/nope/settlement', {
      operator: 'alice',
      reason: 'test',
      action: 'void',
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it("reports a day's realised hold against the margin its prices carried", async () => {
    // One settled single at 1.900 on an outcome the model gave a 50% win share: 5% theoretical margin.
    await database.db.execute(sql`insert into sportsbook.tickets (ticket_id, reference, player_id, request_id,
        request_hash, session_id, launch_token, currency, kind, odds_policy, stake_minor, potential_return_minor,
        status, result, posted_win_minor, is_live, placed_at, winlost_date)
      values ('t-hold', 'SBHOLD01', 'p1', gen_random_uuid(), 'h', 's', 'l', 'THB', 'single', 'NONE', 10000, 19000,
        'SETTLED', 'LOST', 0, false, now(), '2026-11-20')`);
    await database.db.execute(sql`insert into sportsbook.ticket_legs (ticket_id, leg, event_id, market_key,
        market_type, outcome_id, odds_milli, odds_version, probability)
      values ('t-hold', 0, 'e-live', 'ft_1x2', 'ft_1x2', '1', 1900, 1, 0.5)`);
    const answer = await call('POST', '/operator/reports/hold', { from: '2026-11-19', to: '2026-11-21' });
    expect(sportsbookHoldReportAnswerSchema.parse(answer.body).rows).toEqual([
      {
        day: '2026-11-20',
        sport: 'football',
        tickets: 1,
        stakeMinor: '10000',
        payoutMinor: '0',
        holdBasisPoints: 10_000,
        theoreticalMarginBasisPoints: 500,
      },
    ]);
    expect((await call('POST', '/operator/reports/hold', { from: 'yesterday', to: '2026-11-21' })).status).toBe(400);
  });

  it('names the same sports as the console contract', () => {
    expect([...sportKeys]).toEqual([...sportsbookSports]);
  });
});

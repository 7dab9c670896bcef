import {
  sportsbookEventAnswerSchema,
  sportsbookEventsAnswerSchema,
  sportsbookHoldReportAnswerSchema,
  sportsbookRiskSettingsSchema,
  sportsbookSettlementAnswerSchema,
  sportsbookSports,
  sportsbookTicketsAnswerSchema,
} from '@croupier/contracts';
import { signedHeaders } from '@croupier/contracts/signing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  database = await createTestSportsbookDatabase('pglite');
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
}, 60_000);
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

  it('searches tickets and says plainly which actions this book does not take yet', async () => {
    const tickets = await call('POST', '/operator/tickets', { status: 'OPEN' });
    expect(sportsbookTicketsAnswerSchema.parse(tickets.body).tickets).toEqual([]);
    const margins = await call('PUT', '/operator/margins', { operator: 'alice', reason: 'test', margins: [] });
    expect(margins.status).toBe(409);
    expect(margins.body.code).toBe('NOT_AVAILABLE');
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

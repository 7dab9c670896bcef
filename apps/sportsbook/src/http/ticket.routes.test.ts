import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketsAnswerSchema, ticketViewSchema } from '../api/player-api.js';
import { createInProcessLiveBus } from '../live/live-bus.js';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { createFakePlatform, createTestBook, seedMarket, threeWay } from '../test/ticket-fakes.js';
import { buildSportsbookServer } from './sportsbook-server.js';
import type { SportsbookApp } from './sportsbook-server.js';
import { testWalletClient } from './test-wallet.js';
import { ticketRoutes } from './ticket.routes.js';

const token = 'ticket-routes-launch-token-0123';
let database: TestDatabase;
let app: SportsbookApp;
let cookie: string;
const platform = createFakePlatform({ balances: { 'player-1': 100_000n } });

beforeAll(async () => {
  database = await createTestSportsbookDatabase('pglite');
  const book = createTestBook(database, platform.wallet);
  app = await buildSportsbookServer({
    database,
    live: createInProcessLiveBus(),
    wallet: testWalletClient({ [token]: {} }),
    frameAncestors: [],
    timeZone: 'Asia/Bangkok',
    routes: [ticketRoutes(book)],
  });
  await seedMarket(database, { eventId: 'e1', marketKey: 'ft_1x2', outcomes: threeWay(1900, 3400, 3800) });
  const launched = await app.inject({ method: 'GET', url: `/play?token=${token}` });
  cookie = `sb_session=${/sb_session=([^;]+)/.exec(String(launched.headers['set-cookie']))?.[1]}`;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
}, 60_000);

const slip = (stake: string) => ({
  requestId: randomUUID(),
  kind: 'single',
  stake,
  oddsPolicy: 'BETTER',
  selections: [{ eventId: 'e1', marketKey: 'ft_1x2', outcomeId: '1', oddsMilli: 1900, oddsVersion: 1 }],
});

describe('ticket routes', { timeout: 90_000 }, () => {
  it('places a ticket once per request id, lists it with a cash-out offer, and cashes it out', async () => {
    const body = slip('10000');
    const placed = await app.inject({ method: 'POST', url: '/api/tickets', headers: { cookie }, payload: body });
    expect(placed.statusCode).toBe(200);
    const ticket = ticketViewSchema.parse(placed.json());
    expect(ticket).toMatchObject({ status: 'OPEN', stake: '10000', potentialReturn: '19000' });
    const again = await app.inject({ method: 'POST', url: '/api/tickets', headers: { cookie }, payload: body });
    expect(ticketViewSchema.parse(again.json()).ticketId).toBe(ticket.ticketId);
    expect(platform.balanceOf('player-1')).toBe(90_000n);

    const listed = ticketsAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/tickets?state=open', headers: { cookie } })).json(),
    );
    const offer = listed.tickets[0]?.cashOut;
    if (!offer) throw new Error('no cash-out offer');
    const changed = await app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.ticketId}/cash-out`,
      headers: { cookie },
      payload: { offerId: offer.offerId, amount: '9999' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CASH_OUT_CHANGED', cashOut: offer });
    const cashed = await app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.ticketId}/cash-out`,
      headers: { cookie },
      payload: offer,
    });
    expect(ticketViewSchema.parse(cashed.json())).toMatchObject({ status: 'CASHED_OUT', payout: offer.amount });
    const settled = ticketsAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/tickets?state=settled', headers: { cookie } })).json(),
    );
    expect(settled.tickets.map((view) => view.ticketId)).toEqual([ticket.ticketId]);
  });

  it('answers refusals with their stable code: too small a stake, no funds, no session, bad input', async () => {
    const small = await app.inject({ method: 'POST', url: '/api/tickets', headers: { cookie }, payload: slip('10') });
    expect(small.statusCode).toBe(409);
    expect(small.json()).toMatchObject({ code: 'STAKE_BELOW_MINIMUM' });
    const broke = await app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { cookie },
      payload: slip('5000000'),
    });
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const anonymous = await app.inject({ method: 'POST', url: '/api/tickets', payload: slip('10000') });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { cookie },
      payload: { stake: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    const cursor = await app.inject({
      method: 'GET',
      url: '/api/tickets?state=settled&cursor=nonsense',
      headers: { cookie },
    });
    expect(cursor.statusCode).toBe(200);
  });
});

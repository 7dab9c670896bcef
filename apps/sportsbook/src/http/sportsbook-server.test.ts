import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boardAnswerSchema,
  fairnessAnswerSchema,
  resultsAnswerSchema,
  sessionAnswerSchema,
} from '../api/player-api.js';
import { createFeedConsumer } from '../feed/feed-consumer.js';
import { eventFeed, testMarket } from '../feed/feed-test-messages.js';
import { createInProcessLiveBus } from '../live/live-bus.js';
import type { LiveBus } from '../live/live-bus.js';
import { createTestSportsbookDatabase } from '../store/test-database.js';
import type { TestDatabase } from '../store/test-database.js';
import { PlayerApiError } from './player-api-error.js';
import { buildSportsbookServer } from './sportsbook-server.js';
import type { SportsbookApp } from './sportsbook-server.js';
import { testWalletClient } from './test-wallet.js';

const token = (name: string) => `${name}-launch-token-0123456789`;
let database: TestDatabase;
let app: SportsbookApp;
let live: LiveBus;
let clientDirectory: string;
const now = () => new Date('2026-11-27T05:00:00Z');

async function launch(name: string) {
  const response = await app.inject({ method: 'GET', url: `/play?token=${token(name)}&game=x&lang=th` });
  const cookie = /sb_session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
  return { response, cookie: `sb_session=${cookie}` };
}

beforeAll(async () => {
  database = await createTestSportsbookDatabase();
  live = createInProcessLiveBus();
  clientDirectory = mkdtempSync(path.join(tmpdir(), 'sportsbook-client-'));
  mkdirSync(path.join(clientDirectory, 'assets'));
  writeFileSync(path.join(clientDirectory, 'index.html'), '<!doctype html><title>book</title>');
  writeFileSync(path.join(clientDirectory, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
  app = await buildSportsbookServer({
    database,
    live,
    wallet: testWalletClient(
      {
        [token('real')]: {},
        [token('english')]: { language: 'en', playerId: 'player-2' },
        [token('esports')]: { gameCode: 'SB_ESPORTS', vendorGameId: 'esports' },
        [token('demo')]: { mode: 'demo', playerId: null, balance: null, gameCode: 'SB_COCKFIGHT' },
      },
      now,
    ),
    frameAncestors: ['https://brand.example'],
    timeZone: 'Asia/Bangkok',
    clientDirectory,
    now,
    routes: [
      (plugin, context) => {
        plugin.post(
          '/api/test-bets',
          { schema: { body: z.object({ stake: z.string().regex(/^\d+$/) }) } },
          async (request) => {
            const session = await context.sessions.requireSession(request, { real: true });
            if (request.body.stake === '0') throw new PlayerApiError('STAKE_BELOW_MINIMUM', 422);
            return { playerId: session.playerId };
          },
        );
      },
    ],
  });
  // Today (Bangkok) one league with an event, one early event tomorrow.
  const consumer = createFeedConsumer({ database });
  const today = eventFeed('m-today');
  await consumer.apply(today.fixture({ startTime: '2026-11-27T12:00:00.000Z' }));
  await consumer.apply(
    today.odds([
      testMarket('ft_ou', 'total=2.5', { over: 1900, under: 1950 }),
      testMarket('ft_ah', 'hcp=-0.75', { home: 1850, away: 2000 }),
      testMarket('ft_ah', 'hcp=-0.5', { home: 2100, away: 1750 }, 1, false),
      testMarket('ft_cs', '', { '1:0': 7000, aos: 15000 }),
    ]),
  );
  const early = eventFeed('m-early');
  await consumer.apply(early.fixture({ startTime: '2026-11-28T18:00:00.000Z', competitionId: 'league-2' }));
  await consumer.apply(early.odds([testMarket('ft_1x2', '', { '1': 2500, X: 3200, '2': 2800 })]));
  const finished = eventFeed('m-finished');
  await consumer.apply(finished.fixture({ startTime: '2026-11-27T02:00:00.000Z' }));
  await consumer.apply(finished.odds([], { status: 4, matchStatus: 'FT', score: { home: 2, away: 1 } }));
  await consumer.apply({
    type: 'seed_commitment',
    sport: 'football',
    day: '2026-11-27',
    seedHash: 'a'.repeat(64),
    at: now().toISOString(),
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDirectory, { recursive: true, force: true });
});

describe('launch and session', () => {
  it('refuses an unknown or malformed token by sending the app its error code', async () => {
    for (const url of ['/play', '/play?token=short', `/play?token=${token('nobody')}`, '/play?token[]=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/app/?error=NOT_LOGGED_IN');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('opens a session with an httpOnly cookie and sends the player to the launched sport', async () => {
    const { response, cookie } = await launch('esports');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/app/?sport=esports');
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const session = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    const answer = sessionAnswerSchema.parse(session.json());
    expect(answer).toMatchObject({ sport: 'esports', balance: '123450', currency: 'THB', language: 'th' });
  });

  it('answers NOT_LOGGED_IN without a session or with a forged cookie', async () => {
    for (const cookie of [undefined, 'sb_session=forged', `sb_session=${'x'.repeat(500)}`]) {
      const response = await app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    }
  });

  it('lets a demo session look but not bet', async () => {
    const { response, cookie } = await launch('demo');
    expect(response.headers.location).toBe('/app/?sport=cockfight');
    const board = await app.inject({ method: 'GET', url: '/api/board?sport=cockfight', headers: { cookie } });
    expect(board.statusCode).toBe(200);
    const bet = await app.inject({
      method: 'POST',
      url: '/api/test-bets',
      headers: { cookie },
      payload: { stake: '1' },
    });
    expect(bet.statusCode).toBe(401);
    expect(bet.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});

describe('player routes', () => {
  it('answers the board by league with main lines first and labels in the session language', async () => {
    const { cookie } = await launch('real');
    const response = await app.inject({
      method: 'GET',
      url: '/api/board?sport=football&tab=today',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const board = boardAnswerSchema.parse(response.json());
    expect(board.competitions.map((competition) => competition.name)).toEqual(['ลีกทดสอบ']);
    const [event] = board.competitions[0]?.events ?? [];
    expect(event?.home).toBe('ทีมเหย้า');
    // The board row: the main AH then the main O/U; the alternative line and correct score are "more".
    expect(event?.markets.map((market) => [market.key, market.lineLabel])).toEqual([
      ['ft_ah|hcp=-0.75', '0.5/1'],
      ['ft_ou|total=2.5', '2.5'],
    ]);
    expect(event?.moreMarkets).toBe(2);
    expect(event?.markets[1]?.outcomes.map((outcome) => outcome.label)).toEqual(['สูง', 'ต่ำ']);
    const early = await app.inject({ method: 'GET', url: '/api/board?sport=football&tab=early', headers: { cookie } });
    expect(boardAnswerSchema.parse(early.json()).competitions[0]?.events.map((view) => view.eventId)).toEqual([
      'm-early',
    ]);
    const english = await launch('english');
    const inEnglish = await app.inject({
      method: 'GET',
      url: '/api/events/m-early',
      headers: { cookie: english.cookie },
    });
    const page = inEnglish.json<{ home: string; markets: { outcomes: { id: string; label: string }[] }[] }>();
    expect(page.home).toBe('Home FC');
    expect(page.markets[0]?.outcomes.map((outcome) => [outcome.id, outcome.label]).sort()).toEqual([
      ['1', 'Home FC'],
      ['2', 'Away FC'],
      ['X', 'Draw'],
    ]);
  });

  it('refuses bad input with VALIDATION_FAILED and unknown things with NOT_FOUND, never a 500', async () => {
    const { cookie } = await launch('real');
    const cases: [string, string, unknown?][] = [
      ['GET', '/api/board?sport=curling'],
      ['GET', '/api/board?sport=football&tab=yesterday'],
      ['GET', '/api/results?sport=football&day=27-11-2026'],
      ['GET', '/api/results'],
      ['GET', `/api/events/${'x'.repeat(65)}`],
      ['POST', '/api/test-bets', { stake: 'ten' }],
      ['POST', '/api/test-bets', '{"stake":'],
      ['POST', '/api/test-bets', 'x'.repeat(70 * 1024)],
    ];
    for (const [method, url, payload] of cases) {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { cookie, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json<{ code: string; message: unknown }>(), url).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(typeof response.json<{ message: unknown }>().message).toBe('string');
    }
    const missing = await app.inject({ method: 'GET', url: '/api/events/nope', headers: { cookie } });
    expect([missing.statusCode, missing.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);
    const unknownRoute = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect([unknownRoute.statusCode, unknownRoute.json<{ code: string }>().code]).toEqual([404, 'NOT_FOUND']);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/test-bets',
      headers: { cookie },
      payload: { stake: '0' },
    });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([422, 'STAKE_BELOW_MINIMUM']);
  });

  it('answers results and fairness without a session', async () => {
    const results = await app.inject({ method: 'GET', url: '/api/results?sport=football&day=2026-11-27&lang=en' });
    expect(resultsAnswerSchema.parse(results.json()).events).toMatchObject([
      { eventId: 'm-finished', home: 'Home FC', score: { home: 2, away: 1 }, status: 4 },
    ]);
    const fairness = fairnessAnswerSchema.parse((await app.inject({ method: 'GET', url: '/api/fairness' })).json());
    expect(fairness.days).toEqual([{ sport: 'football', day: '2026-11-27', seedHash: 'a'.repeat(64) }]);
  });

  it('lets only the configured origins frame it', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self' https://brand.example");
  });

  it('serves the player app: hashed assets immutable, routes get index.html uncached, a missing asset 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/app/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/app/', '/app/my-bets', '/app/?sport=football']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>book</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/app/assets/gone-000.js' })).statusCode).toBe(404);
  });
});

describe('live stream', () => {
  it('sends what is published, and a ticket update only to its player', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { cookie } = await launch('real');
    const controller = new AbortController();
    const response = await fetch(`${address}/api/stream?sport=football`, {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value as Uint8Array);
      }
    };
    await until(/retry: 3000/);
    live.publish({ message: { type: 'ticket', ticketId: 'someone-elses', status: 'SETTLED' }, playerId: 'player-9' });
    live.publish({ message: { type: 'ticket', ticketId: 'mine', status: 'SETTLED' }, playerId: 'player-1' });
    live.publish({
      message: {
        type: 'event',
        eventId: 'e1',
        sport: 'esports',
        status: 1,
        live: true,
        matchStatus: 'MAP_1',
        clockSeconds: 1,
        score: { home: 0, away: 0 },
      },
    });
    live.publish({
      message: {
        type: 'event',
        eventId: 'e2',
        sport: 'football',
        status: 1,
        live: true,
        matchStatus: '1H',
        clockSeconds: 60,
        score: { home: 1, away: 0 },
      },
    });
    await until(/"eventId":"e2"/);
    controller.abort();
    expect(text).toContain('event: ticket\ndata: {"type":"ticket","ticketId":"mine"');
    expect(text).not.toContain('someone-elses');
    expect(text).not.toContain('"eventId":"e1"');
  });
});

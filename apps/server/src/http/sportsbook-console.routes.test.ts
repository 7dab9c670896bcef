import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seamlessHeaders } from '@croupier/contracts';
import { isFreshTimestamp, verifyRequestSignature } from '@croupier/contracts/signing';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveVendor } from '../modules/seamless/index.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { callConsole, operatorToken } from '../test/withdrawal-helpers.js';

const secret = 'b'.repeat(64);
let testApp: TestApp;
let book: Server;
let bookUrl = '';

type Received = { method: string; path: string; body: Record<string, unknown>; signedBy: string; valid: boolean };
let received: Received[] = [];
/** What the fake book answers next, by path; a missing path answers 404 NOT_FOUND. */
let answers: Record<string, (request: Received) => { status: number; body?: unknown; hang?: boolean }> = {};

const eventRow = {
  eventId: 'sr:match:1',
  sport: 'football',
  competition: 'Northern Premier',
  home: 'Riverside Rovers',
  away: 'Hilltop Athletic',
  startTime: '2026-11-26T12:00:00.000Z',
  status: 1,
  matchStatus: '2H',
  score: { home: 1, away: 0 },
  openTickets: 12,
  stakeMinor: '1200000',
  liabilityMinor: '3400000',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const raw = await readBody(request);
  const timestamp = String(request.headers[seamlessHeaders.timestamp] ?? '');
  const entry: Received = {
    method: request.method ?? '',
    path: request.url ?? '',
    body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
    signedBy: String(request.headers[seamlessHeaders.vendor] ?? ''),
    valid:
      isFreshTimestamp(timestamp, Date.now()) &&
      verifyRequestSignature({
        secret,
        timestamp,
        body: raw,
        signature: String(request.headers[seamlessHeaders.signature] ?? ''),
      }),
  };
  received.push(entry);
  const answer = answers[`${entry.method} ${entry.path}`]?.(entry) ?? { status: 404, body: { code: 'NOT_FOUND' } };
  if (answer.hang) return;
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
}

async function pointVendorAt(url: string) {
  await saveVendor(testApp.database.db, {
    code: 'HOUSE_SB',
    name: 'Croupier Sportsbook',
    walletModel: 'seamless',
    secret,
    allowedSources: ['127.0.0.1/32', '::1/128'],
    launchUrl: `${url}/play`,
    apiUrl: url,
  });
}

async function auditRows(action: string) {
  return testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, 'sportsbook:event:sr:match:1')))
    .orderBy(desc(auditLog.id));
}

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  callConsole(testApp.app, testApp.operatorToken, method, url, payload);

beforeAll(async () => {
  testApp = await createTestApp();
  book = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => book.listen(0, '127.0.0.1', resolve));
  bookUrl = `http://127.0.0.1:${(book.address() as AddressInfo).port}`;
  await pointVendorAt(bookUrl);
});

afterAll(async () => {
  book.closeAllConnections();
  await new Promise((resolve) => book.close(resolve));
  await testApp.close();
});

beforeEach(() => {
  received = [];
  answers = {};
});

describe('/bo/sportsbook', () => {
  it('lists events through a signed call that carries the filter, and answers the book’s rows', async () => {
    answers['POST /operator/events'] = () => ({ status: 200, body: { events: [eventRow] } });
    const answer = await admin('GET', '/bo/sportsbook/events?sport=football&state=live');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ events: [eventRow] });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      signedBy: 'HOUSE_SB',
      valid: true,
      body: { sport: 'football', state: 'live' },
    });
  });

  it('refuses bad input before calling the book', async () => {
    const answer = await admin('GET', '/bo/sportsbook/events?sport=curling');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    const short = await admin('POST', '/bo/sportsbook/events/sr:match:1/markets/status', {
      action: 'suspend',
      reason: 'x',
    });
    expect(short.body.code).toBe('VALIDATION_FAILED');
    const badFacts = await admin('POST', '/bo/sportsbook/events/sr:match:1/settlement', {
      action: 'settle',
      reason: 'official result',
      facts: { sport: 'football', fullTime: { home: 1, away: 0 } },
    });
    expect(badFacts.body.code).toBe('VALIDATION_FAILED');
    expect(received).toHaveLength(0);
  });

  it('suspends markets with the operator’s name and reason, and audits the change', async () => {
    answers['POST /operator/events/sr%3Amatch%3A1/markets/status'] = () => ({
      status: 200,
      body: { marketsChanged: 2 },
    });
    const answer = await admin('POST', '/bo/sportsbook/events/sr:match:1/markets/status', {
      action: 'suspend',
      reason: 'suspicious stakes on the draw',
      marketKeys: ['ft_1x2', 'ft_ou|total=2.5'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ marketsChanged: 2 });
    expect(received[0]?.valid).toBe(true);
    expect(received[0]?.body).toEqual({
      action: 'suspend',
      reason: 'suspicious stakes on the draw',
      marketKeys: ['ft_1x2', 'ft_ou|total=2.5'],
      operator: 'operator',
    });
    const [row] = await auditRows('sportsbook.markets.suspend');
    expect(row?.detail).toEqual({
      reason: 'suspicious stakes on the draw',
      marketKeys: ['ft_1x2', 'ft_ou|total=2.5'],
      marketsChanged: 2,
    });
  });

  it('settles from typed facts and audits the facts and the tickets touched', async () => {
    answers['POST /operator/events/sr%3Amatch%3A1/settlement'] = () => ({
      status: 200,
      body: { resultVersion: 2, ticketsSettled: 0, ticketsResettled: 12 },
    });
    const facts = { sport: 'football', halfTime: { home: 0, away: 0 }, fullTime: { home: 2, away: 1 } };
    const answer = await admin('POST', '/bo/sportsbook/events/sr:match:1/settlement', {
      action: 'settle',
      reason: 'feed score was wrong; official sheet says 2-1',
      facts,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ resultVersion: 2, ticketsSettled: 0, ticketsResettled: 12 });
    expect(received[0]?.body).toMatchObject({ action: 'settle', facts, operator: 'operator' });
    const [row] = await auditRows('sportsbook.event.settle');
    expect(row?.detail).toMatchObject({ facts, resultVersion: 2, ticketsResettled: 12 });
  });

  it('audits nothing when the book refuses, and maps its refusals to stable codes', async () => {
    const before = (await auditRows('sportsbook.event.void')).length;
    answers['POST /operator/events/sr%3Amatch%3A1/settlement'] = () => ({
      status: 409,
      body: { code: 'INVALID_STATE', message: 'already void' },
    });
    const refused = await admin('POST', '/bo/sportsbook/events/sr:match:1/settlement', {
      action: 'void',
      reason: 'match abandoned at half-time',
      voidReason: 'EVENT_ABANDONED',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('INVALID_STATE');
    expect(await auditRows('sportsbook.event.void')).toHaveLength(before);

    answers['POST /operator/events/sr%3Amatch%3A1/settlement'] = () => ({
      status: 422,
      body: { code: 'INVALID_FACTS' },
    });
    const facts = await admin('POST', '/bo/sportsbook/events/sr:match:1/settlement', {
      action: 'settle',
      reason: 'official result',
      facts: { sport: 'cockfight', winner: 'meron' },
    });
    expect(facts.body.code).toBe('SPORTSBOOK_INVALID_FACTS');
    expect(String((facts.body as { message?: string }).message)).toMatch(/results/);

    answers['POST /operator/events/sr%3Amatch%3A1/markets/status'] = () => ({ status: 400, body: { code: 'ODD' } });
    const other = await admin('POST', '/bo/sportsbook/events/sr:match:1/markets/status', {
      action: 'reopen',
      reason: 'all clear again',
    });
    expect(other.statusCode).toBe(409);
    expect(other.body.code).toBe('SPORTSBOOK_REFUSED');
    const missing = await admin('GET', '/bo/sportsbook/events/sr:match:404');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('answers SPORTSBOOK_UNAVAILABLE, never a 500, when the book fails, refuses our signature or is gone', async () => {
    answers['POST /operator/events'] = () => ({ status: 500, body: { code: 'INTERNAL_ERROR' } });
    expect((await admin('GET', '/bo/sportsbook/events')).body.code).toBe('SPORTSBOOK_UNAVAILABLE');
    answers['POST /operator/events'] = () => ({ status: 401, body: { code: 'SIGNATURE_INVALID' } });
    expect((await admin('GET', '/bo/sportsbook/events')).statusCode).toBe(503);
    answers['POST /operator/events'] = () => ({ status: 200, body: { events: [{ eventId: 1 }] } });
    expect((await admin('GET', '/bo/sportsbook/events')).body.code).toBe('SPORTSBOOK_UNAVAILABLE');

    const before = (await auditRows('sportsbook.markets.reopen')).length;
    await pointVendorAt('http://127.0.0.1:1');
    try {
      const gone = await admin('POST', '/bo/sportsbook/events/sr:match:1/markets/status', {
        action: 'reopen',
        reason: 'all clear again',
      });
      expect(gone.statusCode).toBe(503);
      expect(gone.body.code).toBe('SPORTSBOOK_UNAVAILABLE');
      expect(String((gone.body as { message?: string }).message)).toMatch(/sportsbook did not answer/i);
      expect(await auditRows('sportsbook.markets.reopen')).toHaveLength(before);
    } finally {
      await pointVendorAt(bookUrl);
    }
  });

  it('saves risk settings and margins with PUT and audits each', async () => {
    const settings = {
      minimumStakeMinor: '1000',
      maximumStakeMinor: { '1': '5000000', '2': '2000000', '3': '500000' },
      maximumPayoutPerTicketMinor: '50000000',
      maximumPayoutPerDayMinor: '200000000',
      liabilityLimitPerMarketMinor: { '1': '200000000', '2': '100000000', '3': '50000000' },
      liveDelaySeconds: 7,
      cashOutMarginBasisPoints: 500,
    };
    answers['PUT /operator/risk-settings'] = (request) => ({ status: 200, body: request.body.settings });
    const saved = await admin('PUT', '/bo/sportsbook/risk-settings', { reason: 'derby weekend', settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.value).toEqual(settings);
    expect(received[0]?.method).toBe('PUT');

    const margins = [{ sport: 'football', tier: 1, marketType: 'ft_1x2', marginBasisPoints: 550 }];
    const defaults = [{ sport: 'football', tier: 1, marketType: 'ft_1x2', marginBasisPoints: 500 }];
    answers['POST /operator/margins'] = () => ({ status: 200, body: { overrides: [], defaults } });
    expect((await admin('GET', '/bo/sportsbook/margins')).body.value).toEqual({ overrides: [], defaults });
    answers['PUT /operator/margins'] = (request) => ({
      status: 200,
      body: { overrides: request.body.margins, defaults },
    });
    const marginAnswer = await admin('PUT', '/bo/sportsbook/margins', { reason: 'match the market', margins });
    expect(marginAnswer.body.value).toEqual({ overrides: margins, defaults });
    expect(received.at(-1)?.body).toMatchObject({ operator: 'operator', reason: 'match the market', margins });
    const rows = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'sportsbook:margins'))
      .orderBy(desc(auditLog.id));
    expect(rows[0]?.action).toBe('sportsbook.margins.save');
    expect(rows[0]?.detail).toEqual({ reason: 'match the market', margins });

    const before = rows.length;
    answers['PUT /operator/margins'] = () => ({
      status: 422,
      body: { code: 'INVALID_MARGINS', message: 'no such type' },
    });
    const refused = await admin('PUT', '/bo/sportsbook/margins', {
      reason: 'typo',
      margins: [{ sport: 'cockfight', tier: 1, marketType: 'ft_1x2', marginBasisPoints: 550 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.code).toBe('SPORTSBOOK_INVALID_MARGINS');
    const outOfRange = await admin('PUT', '/bo/sportsbook/margins', {
      reason: 'too wide',
      margins: [{ sport: 'football', tier: 1, marketType: '*', marginBasisPoints: 3_001 }],
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(
      await testApp.database.db.select().from(auditLog).where(eq(auditLog.target, 'sportsbook:margins')),
    ).toHaveLength(before);
  });

  it('lists blocked tickets and retries or closes one with a reason, audited; support may not', async () => {
    answers['POST /operator/tickets'] = () => ({ status: 200, body: { tickets: [] } });
    expect((await admin('GET', '/bo/sportsbook/tickets?blocked=only')).statusCode).toBe(200);
    expect(received[0]?.body).toEqual({ blocked: true });
    expect((await admin('GET', '/bo/sportsbook/tickets?blocked=yes')).statusCode).toBe(400);

    answers['POST /operator/tickets/t-1/wallet-block'] = (request) => ({
      status: 200,
      body: {
        ticketId: 't-1',
        action: request.body.action,
        transactionId: 'sb:t-1:unsettle:1',
        shortfallMinor: '19000',
      },
    });
    const retried = await admin('POST', '/bo/sportsbook/tickets/t-1/wallet-block', {
      action: 'retry',
      reason: 'player topped up',
    });
    expect(retried.statusCode).toBe(200);
    expect(received.at(-1)?.body).toEqual({ action: 'retry', reason: 'player topped up', operator: 'operator' });
    const rows = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'sportsbook:ticket:t-1'))
      .orderBy(desc(auditLog.id));
    expect(rows[0]?.action).toBe('sportsbook.ticket.retry');
    expect(rows[0]?.detail).toMatchObject({ reason: 'player topped up', shortfallMinor: '19000' });

    answers['POST /operator/tickets/t-2/wallet-block'] = () => ({ status: 409, body: { code: 'INVALID_STATE' } });
    const notBlocked = await admin('POST', '/bo/sportsbook/tickets/t-2/wallet-block', {
      action: 'close',
      reason: 'settled by hand',
    });
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.body.code).toBe('INVALID_STATE');
    const support = await operatorToken(testApp, 'support');
    const forbidden = await callConsole(testApp.app, support, 'POST', '/bo/sportsbook/tickets/t-1/wallet-block', {
      action: 'close',
      reason: 'not my job',
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('lets support read but not suspend; finance neither suspends nor sets margins; one-brand operators are refused', async () => {
    answers['POST /operator/tickets'] = () => ({ status: 200, body: { tickets: [] } });
    const support = await operatorToken(testApp, 'support');
    expect((await callConsole(testApp.app, support, 'GET', '/bo/sportsbook/tickets?status=OPEN')).statusCode).toBe(200);
    const suspend = { action: 'suspend', reason: 'not my job' };
    const forbidden = await callConsole(
      testApp.app,
      support,
      'POST',
      '/bo/sportsbook/events/sr:match:1/markets/status',
      suspend,
    );
    expect(forbidden.statusCode).toBe(403);
    const finance = await operatorToken(testApp, 'finance');
    expect(
      (await callConsole(testApp.app, finance, 'POST', '/bo/sportsbook/events/sr:match:1/markets/status', suspend))
        .statusCode,
    ).toBe(403);
    expect(
      (await callConsole(testApp.app, finance, 'PUT', '/bo/sportsbook/margins', { reason: 'x', margins: [] }))
        .statusCode,
    ).toBe(403);
    const oneBrand = await operatorToken(testApp, 'admin', ['demo']);
    expect((await callConsole(testApp.app, oneBrand, 'GET', '/bo/sportsbook/tickets')).statusCode).toBe(403);
    expect(received.filter((request) => request.path !== '/operator/tickets')).toHaveLength(0);
    expect((await testApp.app.inject({ method: 'GET', url: '/bo/sportsbook/events' })).statusCode).toBe(401);
  });
});

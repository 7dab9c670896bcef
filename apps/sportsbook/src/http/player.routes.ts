import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { boardQuerySchema, playerApiPaths, resultsQuerySchema } from '../api/player-api.js';
import type { SessionAnswer } from '../api/player-api.js';
import { oddsFormats, sportKeys } from '../domain/sportsbook-model.js';
import { seedCommitments } from '../store/feed.tables.js';
import { boardOf, dayOf, eventPageOf, resultsOf } from './board-views.js';
import { notFound } from './player-api-error.js';
import { languageOf, minorOrNull } from './session.js';
import type { SportsbookApp, SportsbookRouteContext } from './sportsbook-server.js';

const eventParametersSchema = z.object({ eventId: z.string().min(1).max(64) });
const streamQuerySchema = z.object({ sport: z.enum(sportKeys).optional() });

/** The player API's reading routes (api/player-api.ts) and its live stream; the tickets routes are the tickets part's. */
export async function playerRoutes(
  app: SportsbookApp,
  context: SportsbookRouteContext,
  stakes: { presets: string[]; minimum: string },
) {
  const { database, sessions, wallet, now, timeZone, live } = context;

  app.get(playerApiPaths.session, async (request): Promise<SessionAnswer> => {
    const session = await sessions.requireSession(request);
    let balance = session.balanceMinor ?? 0n;
    if (session.mode === 'real' && session.playerId) {
      // A fresh balance when the platform answers; the launch's otherwise (the page still opens).
      const answer = await wallet
        .balance({ token: session.launchToken, playerId: session.playerId })
        .catch(() => undefined);
      if (answer?.ok) balance = minorOrNull(answer.value.balance) ?? balance;
    }
    return {
      playerName: session.nickname ?? '',
      currency: session.currency,
      balance: balance.toString(),
      language: languageOf(session.language),
      timeZone: session.timeZone,
      oddsFormat: oddsFormats.find((format) => format === session.oddsFormat) ?? 'decimal',
      stakePresets: stakes.presets,
      minimumStake: stakes.minimum,
      sport: session.sport,
    };
  });

  app.get(playerApiPaths.board, { schema: { querystring: boardQuerySchema } }, async (request) => {
    const session = await sessions.requireSession(request);
    return boardOf(database.db, {
      sport: request.query.sport,
      tab: request.query.tab,
      language: languageOf(session.language),
      now: now(),
      timeZone,
    });
  });

  app.get(playerApiPaths.event, { schema: { params: eventParametersSchema } }, async (request) => {
    const session = await sessions.requireSession(request);
    const view = await eventPageOf(database.db, request.params.eventId, languageOf(session.language));
    if (!view) throw notFound('no such event');
    return view;
  });

  app.get(playerApiPaths.results, { schema: { querystring: resultsQuerySchema } }, async (request) => {
    const session = await sessions.findSession(request);
    return resultsOf(database.db, {
      sport: request.query.sport,
      day: request.query.day ?? dayOf(now(), timeZone),
      timeZone,
      language: languageOf(request.query.lang ?? session?.language),
    });
  });

  app.get(playerApiPaths.fairness, async () => {
    const rows = await database.db
      .select()
      .from(seedCommitments)
      .orderBy(desc(seedCommitments.day), desc(seedCommitments.sport))
      .limit(90);
    return {
      days: rows.map((row) => ({
        sport: row.sport,
        day: row.day,
        seedHash: row.seedHash,
        ...(row.seed ? { seed: row.seed } : {}),
      })),
    };
  });

  /**
   * Server-sent events: what any instance published (the live bus crosses instances through Redis), the player's
   * own ticket updates only to that player, and a comment every 15 s so proxies keep the connection open.
   */
  app.get(playerApiPaths.stream, { schema: { querystring: streamQuerySchema } }, async (request, reply) => {
    const session = await sessions.requireSession(request);
    const sport = request.query.sport;
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 3000\n\n');
    const unsubscribe = live.subscribe(({ message, playerId }) => {
      if (playerId !== undefined && playerId !== session.playerId) return;
      if (sport && 'sport' in message && message.sport !== sport) return;
      response.write(`event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`);
    });
    const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
    keepAlive.unref();
    request.raw.once('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  });
}

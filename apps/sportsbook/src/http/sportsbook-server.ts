import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import Fastify from 'fastify';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyServerOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LiveBus } from '../live/live-bus.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';
import { PlayerApiError } from './player-api-error.js';
import { playerRoutes } from './player.routes.js';
import { createSessions } from './session.js';
import type { Sessions } from './session.js';

export type SportsbookApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a route plugin (the tickets part's, the operator API's) gets to work with. */
export type SportsbookRouteContext = {
  database: SportsbookDatabase;
  live: LiveBus;
  sessions: Sessions;
  wallet: WalletClient;
  now: () => Date;
  timeZone: string;
};
export type SportsbookRoutePlugin = (app: SportsbookApp, context: SportsbookRouteContext) => Promise<void> | void;

export type SportsbookServerOptions = {
  database: SportsbookDatabase;
  wallet: WalletClient;
  live: LiveBus;
  /** Origins that may frame the player app (FRAME_ANCESTORS). */
  frameAncestors: string[];
  /** The business day's zone: the Today tab, results and seeds. */
  timeZone: string;
  /** The built player app (dist/client), served at `/app/`; skipped when absent (tests, before a build). */
  clientDirectory?: string;
  /** The stake presets and minimum the session answers, in minor units (the tickets part owns the limits). */
  stakes?: { presets: string[]; minimum: string };
  /** Extra routes, registered after the player routes. */
  routes?: SportsbookRoutePlugin[];
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
};

export const defaultStakes = { presets: ['10000', '50000', '100000', '500000'], minimum: '1000' };

/**
 * The sportsbook's HTTP face (decision 0060): the launch (`/play`), the player API of api/player-api.ts with zod
 * checks on every input, the live stream, the built player app at `/app/`, and `/health`. Every refusal answers
 * `{ code, message }` with one of the player API's stable codes and a 4xx status; bad input never reaches a 500.
 */
export async function buildSportsbookServer(options: SportsbookServerOptions): Promise<SportsbookApp> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    // Live streams never go idle; closing the server must end them.
    forceCloseConnections: true,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const contentSecurity = [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${options.frameAncestors.join(' ')}`,
  ].join('; ');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', contentSecurity);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof PlayerApiError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    const failure = error as { validation?: unknown; statusCode?: number; message?: string };
    if (failure.validation) {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: failure.message ?? 'invalid input' });
    }
    // Fastify's own refusals of a request (unreadable JSON, wrong content type, too large) are the caller's fault.
    if (typeof failure.statusCode === 'number' && failure.statusCode >= 400 && failure.statusCode < 500) {
      return reply
        .status(failure.statusCode)
        .send({ code: failure.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: failure.message });
    }
    request.log.error({ err: error }, 'sportsbook request failed');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'something went wrong; try again' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: `${request.method} ${request.url.split('?')[0]} not found` }),
  );

  const sessions = createSessions({ database: options.database, wallet: options.wallet, now });
  const context: SportsbookRouteContext = {
    database: options.database,
    live: options.live,
    sessions,
    wallet: options.wallet,
    now,
    timeZone: options.timeZone,
  };

  app.get('/health', async () => {
    await options.database.db.execute('select 1');
    return { status: 'ok' };
  });
  app.get('/play', (request, reply) => sessions.launch(request as never, reply));
  await playerRoutes(app, context, options.stakes ?? defaultStakes);
  for (const plugin of options.routes ?? []) await plugin(app, context);
  await registerClient(app, options.clientDirectory);
  return app;
}

/**
 * The built player app at `/app/`: hashed assets (`/app/assets/`) cached for a year as immutable, everything else
 * under `/app/` answers index.html, never cached, so the app's own routes deep-link.
 */
async function registerClient(app: SportsbookApp, directory: string | undefined) {
  if (!directory || !existsSync(path.join(directory, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: directory,
    prefix: '/app/',
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs).
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/app', (_request, reply) => reply.redirect('/app/', 301));
  app.get('/app/*', (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    // A missing file with an extension is a 404, not the page: a stale hashed asset must not parse as HTML.
    if (path.extname(urlPath) !== '' && urlPath !== '/app/index.html') return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

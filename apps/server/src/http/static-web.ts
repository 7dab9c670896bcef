import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HomeHeroLookup } from './home-hero.js';
import { opensHomeBanners, withHomeHero } from './home-hero.js';

const apiPrefixes = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/bo/',
  '/wallet-api/',
  '/payments/',
  '/sandbox-pay/',
  '/common/',
  '/static/',
  '/console',
  '/healthz',
  '/docs',
];

/**
 * Serves the built web app: hashed assets cached for a year, everything else falls back to index.html
 * (never cached) so the client router owns the spec's routes. Skipped when the app is not built (API tests).
 * With `homeHero`, the home view's index.html carries the brand's first banner (see home-hero.ts); it is still never
 * cached, so a changed banner shows on the next visit.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  options: { homeHero?: HomeHeroLookup } = {},
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs); sent when the browser accepts them.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (
      apiPrefixes.some((prefix) => urlPath.startsWith(prefix)) ||
      (path.extname(urlPath) !== '' && urlPath !== '/index.html')
    ) {
      return reply.callNotFound();
    }
    reply.header('Cache-Control', 'no-cache');
    const hero = options.homeHero && opensHomeBanners(request.url) ? await heroOf(request, options.homeHero) : null;
    if (!hero) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(withHomeHero(await readFile(indexFile, 'utf8'), hero));
  });
  return true;
}

/** A page without its banner is still the page: a failed lookup is logged and the plain index.html is sent. */
async function heroOf(request: FastifyRequest, lookup: HomeHeroLookup) {
  try {
    return await lookup(request);
  } catch (error) {
    request.log.warn({ err: error }, 'home banner for index.html not found');
    return null;
  }
}

/**
 * Serves the built operator console at `/console/`: hashed assets cached for a year, every other path under it
 * falls back to the console's index.html (never cached) so its router owns deep links. Skipped when not built.
 */
export async function registerStaticConsole(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/console/',
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // One reply.sendFile per app: the player site's registration may already have added it.
    decorateReply: !app.hasReplyDecorator('sendFile'),
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (path.extname(urlPath) !== '') return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', distDir);
  };
  // The trailing slash is ignored by the router: `/console` also answers `/console/`.
  app.get('/console', sendIndex);
  app.get('/console/*', sendIndex);
  return true;
}

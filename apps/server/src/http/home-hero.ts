import { languageSchema, systemStatusCodes } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { ResolveBrandAccess } from '../flows/resolve-brand-access.js';
import type { Clock } from '../lib/clock.js';
import { escapeHtml } from '../lib/escape-html.js';
import { selectAnnouncements } from '../modules/content/index.js';
import type { PublishedContent } from './content.routes.js';

/** The brand's first home banner, as index.html draws it before the app's code has arrived. */
export type HomeHero = { imageUrl: string; title: string };

export type HomeHeroLookup = (request: FastifyRequest) => Promise<HomeHero | null>;

/** The addresses of the home view whose first screen is the banner carousel (the web's `prefetch-home.ts`). */
const homePaths = new Set(['/', '/index', '/index.html', '/home']);

/** Whether `url` (path and query) opens the home view with its banners: `?type=` absent or HOME. */
export function opensHomeBanners(url: string): boolean {
  const [pathname = '/', query = ''] = url.split('?', 2);
  if (!homePaths.has(pathname)) return false;
  const type = new URLSearchParams(query).get('type');
  return !type || type.toUpperCase() === 'HOME';
}

/** The language the site stored for this browser (its `lang` cookie, see the web's language-storage.ts), if valid. */
export function storedLanguageOf(cookieHeader: string | undefined): Language | undefined {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (!value) return undefined;
  try {
    return languageSchema.safeParse(decodeURIComponent(value)).data;
  } catch {
    return undefined;
  }
}

/**
 * The first banner a visitor of the request's brand (found by host, as the site's own calls are) sees in the
 * language the site will show: the one it stored for this browser, else the brand's default (a first visit). None
 * for a brand in maintenance or closed to the caller, or when the picture is not one of the site's own (the page's
 * CSP shows no other).
 */
export function createHomeHeroLookup(dependencies: {
  resolveBrandAccess: ResolveBrandAccess;
  published: PublishedContent;
  clock: Clock;
}): HomeHeroLookup {
  return async (request) => {
    const access = await dependencies.resolveBrandAccess({
      host: request.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''),
      ip: request.ip,
    });
    if (access.status.status !== systemStatusCodes.normal) return null;
    const { banners } = selectAnnouncements(await dependencies.published(access.merchant.id), {
      types: ['B'],
      executions: ['B'],
      group: null,
      language: storedLanguageOf(request.headers.cookie) ?? access.merchant.defaultLanguage,
      now: dependencies.clock.now(),
    });
    const first = banners[0];
    if (!first?.url || !first.url.startsWith('/') || first.url.startsWith('//')) return null;
    return { imageUrl: first.url, title: first.title };
  };
}

/**
 * index.html with the home's first screen drawn in it: the banner's picture asked for at once (high priority) and
 * drawn where the app's first slide will be, under an empty header of the same height. The classes are the web's
 * `boot-home-*` (apps/web/src/styles.css). The app removes it in the same frame as it draws its own banner
 * (apps/web/src/app/boot-home.ts), so the largest paint no longer waits for the app's code and its calls.
 * Unchanged when the page has no `</head>` or `<body>` to write into.
 */
export function withHomeHero(indexHtml: string, hero: HomeHero): string {
  const image = escapeHtml(hero.imageUrl);
  const body = /<body[^>]*>/.exec(indexHtml);
  if (!body || !indexHtml.includes('</head>')) return indexHtml;
  const preload = `  <link rel="preload" as="image" href="${image}" fetchpriority="high" />\n  </head>`;
  const screen = [
    '<div id="boot-home" class="boot-home" aria-hidden="true">',
    '<div class="boot-home-header"></div>',
    '<div class="boot-home-row"><div class="boot-home-side"></div><div class="boot-home-column"><div class="boot-home-main">',
    '<div class="banner-carousel-stand-in boot-home-banner"><div class="banner-carousel-slide boot-home-slide">',
    `<div class="boot-home-card"><img src="${image}" alt="" width="1200" height="400" fetchpriority="high" class="boot-home-image" />`,
    `<span class="boot-home-caption"><span class="boot-home-title">${escapeHtml(hero.title)}</span></span></div>`,
    '</div></div></div></div></div></div>',
  ].join('');
  const at = body.index + body[0].length;
  // A function, so a `$` in the address is never read as a replacement pattern.
  const head = indexHtml.slice(0, at).replace('</head>', () => preload);
  return `${head}\n    ${screen}${indexHtml.slice(at)}`;
}

// Prints the weight of the built web app's first page load, and the home page's Largest Contentful Paint in Chromium
// at phone and desktop widths with the script and style bytes it fetched. The first load's JS and CSS have a budget
// (issue 14: 200 kB gzip for a phone); above it the bench says so loudly and the run exits with a failure.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seedDemoData } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createGeoService } from '../apps/server/src/modules/geo/index.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { benchmarkLighthouse } from './lighthouse-bench.js';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The first page load's gzip JS and CSS may weigh this much (200 kB, in bytes). */
export const firstLoadBudgetBytes = 200_000;

/** Marks the run failed (after every figure has printed) when `bytes` exceed the budget, and says it in capitals. */
function checkBudget(what: string, bytes: number): void {
  const figure = `${(bytes / 1000).toFixed(1)} kB of ${(firstLoadBudgetBytes / 1000).toFixed(0)} kB`;
  if (bytes <= firstLoadBudgetBytes) {
    console.log(`budget: ${what} ${figure} gzip JS + CSS, within it`);
    return;
  }
  console.error(`\n!!! BUDGET EXCEEDED: ${what} is ${figure} gzip JS + CSS !!!\n`);
  process.exitCode = 1;
}

function listFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

function weigh(webDist: string, files: readonly string[]) {
  return files.reduce(
    (total, file) => {
      const content = readFileSync(path.join(webDist, file));
      return { raw: total.raw + content.length, gzip: total.gzip + gzipSync(content).length };
    },
    { raw: 0, gzip: 0 },
  );
}

/** The scripts and styles index.html loads (entry, module preloads, styles), and every chunk, raw and gzipped. */
export function measurePageWeight(webDist: string): void {
  let indexHtml: string;
  try {
    indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    console.log('\nweb app not built: run `npm run build` for page weights');
    return;
  }
  const initial = [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  const first = {
    js: weigh(
      webDist,
      initial.filter((file) => file.endsWith('.js')),
    ),
    css: weigh(
      webDist,
      initial.filter((file) => file.endsWith('.css')),
    ),
  };
  const all = listFiles(path.join(webDist, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  const everything = weigh(
    webDist,
    all.map((file) => path.relative(webDist, file)),
  );
  console.log('\nWeb app weight (JS + CSS)');
  console.table([
    {
      load: 'first page (entry chunks)',
      files: initial.length,
      raw: kib(first.js.raw + first.css.raw),
      gzip: kib(first.js.gzip + first.css.gzip),
      'JS gzip': kib(first.js.gzip),
      'CSS gzip': kib(first.css.gzip),
    },
    { load: 'all chunks', files: all.length, raw: kib(everything.raw), gzip: kib(everything.gzip) },
  ]);
  checkBudget('the first page (what index.html loads before anything shows)', first.js.gzip + first.css.gzip);
}

type Profile = {
  name: string;
  viewport: { width: number; height: number };
  mobile: boolean;
  /** Lighthouse's mobile throttling: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a 4× slower CPU. */
  throttled: boolean;
};

const profiles: Profile[] = [
  { name: 'phone 390 px', viewport: { width: 390, height: 844 }, mobile: true, throttled: false },
  { name: 'phone 390 px, slow 4G + 4x CPU', viewport: { width: 390, height: 844 }, mobile: true, throttled: true },
  { name: 'desktop 1280 px', viewport: { width: 1280, height: 800 }, mobile: false, throttled: false },
];

/**
 * Runs in the page once it has loaded: the last largest-contentful-paint candidate (buffered, so none is missed), the
 * first contentful paint, and what the page fetched. A string, because the bench is compiled without the DOM's types.
 */
const readPaintFigures = `new Promise((resolve) => {
  let largest = { time: 0, element: '' };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const label = element
        ? element.tagName.toLowerCase() + (element.dataset.testid ? '[' + element.dataset.testid + ']' : '')
        : '';
      largest = { time: entry.startTime, element: label };
    }
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const resources = performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      transferred: entry.transferSize,
    }));
    resolve({ lcp: largest, fcp: paint ? paint.startTime : 0, resources });
  }, 300);
})`;

type PaintFigures = {
  lcp: { time: number; element: string };
  fcp: number;
  resources: { path: string; transferred: number }[];
};

async function measureHomePage(browser: Browser, baseUrl: string, webDist: string, profile: Profile) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    deviceScaleFactor: profile.mobile ? 3 : 1,
  });
  try {
    const page = await context.newPage();
    if (profile.throttled) {
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    // The hot games are the last thing the first screen waits for; their tiles may become the largest paint.
    await page
      .getByTestId('home-hot-block')
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const figures = await page.evaluate<PaintFigures>(readPaintFigures);
    const assets = figures.resources.filter((resource) => /^\/assets\/.+\.(js|css)$/.test(resource.path));
    const scripts = assets.filter((resource) => resource.path.endsWith('.js'));
    const styles = assets.filter((resource) => resource.path.endsWith('.css'));
    const transferred = (list: typeof assets) => list.reduce((total, resource) => total + resource.transferred, 0);
    const gzipped = (list: typeof assets) =>
      weigh(
        webDist,
        list.map((resource) => resource.path.slice(1)),
      ).gzip;
    return {
      gzipBytes: gzipped(scripts) + gzipped(styles),
      page: profile.name,
      'LCP ms': Math.round(figures.lcp.time),
      'LCP element': figures.lcp.element,
      'FCP ms': Math.round(figures.fcp),
      'JS files': scripts.length,
      'JS transferred': kib(transferred(scripts)),
      'JS gzip': kib(gzipped(scripts)),
      'CSS transferred': kib(transferred(styles)),
      'CSS gzip': kib(gzipped(styles)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Starts the platform as the API bench does (buildApp on an embedded PGlite with the demo data, serving the built web
 * app) and opens the home page in Chromium with a fresh context per width: no cache, no stored language (Thai).
 */
export async function benchmarkHomePage(webDist: string): Promise<void> {
  measurePageWeight(webDist);
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemoData(database.db, createGeoService({ db: database.db, clock: systemClock }), { port: 8080 });
  const app = await buildApp({
    db: database.db,
    logger: false,
    config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: webDist, LOG_LEVEL: 'silent' },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const rows = [];
    for (const profile of profiles) rows.push(await measureHomePage(browser, baseUrl, webDist, profile));
    console.log(
      '\nHome page (/) in Chromium, fresh context, served as `npm start` serves it (assets pre-compressed, Brotli or gzip)',
    );
    console.table(rows.map(({ gzipBytes: _bytes, ...row }) => row));
    // Everything the phone fetched by the time the hot games showed, the lazy parts (carousel, popups' texts) too.
    const phone = rows[0];
    if (phone)
      console.log(
        `the phone's home page fetched ${(phone.gzipBytes / 1000).toFixed(1)} kB gzip JS + CSS in all (the budget applies to the first page above)`,
      );
    await browser.close();
    browser = undefined;
    await benchmarkLighthouse(`${baseUrl}/`);
  } catch (error) {
    console.log(`\nhome page in Chromium not measured: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close();
    await app.close();
    await database.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  await benchmarkHomePage(path.resolve(import.meta.dirname, '../apps/web/dist'));
}

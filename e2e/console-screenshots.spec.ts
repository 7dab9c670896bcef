import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, operatorCall } from './support/browser.js';

/**
 * Screenshots of the console's review screens at 1280 px, in Thai and English, for a person to look at (issue 14:
 * dashboard, reconciliation, audit log, outbox, accounts, players, lottery, the operator's own security). Nothing
 * is asserted beyond each screen having loaded: the pictures are the product. They go to CONSOLE_SCREENSHOT_DIR
 * (default /tmp/console-screenshots), outside the repository.
 */
const directory = process.env.CONSOLE_SCREENSHOT_DIR ?? '/tmp/console-screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(directory, { recursive: true });
  // A note, a first result entry and a second settings version, so the profile, the confirmations screen and the
  // settings' diff are not empty.
  await operatorCall('POST', '/bo/players/demo/demo/notes', { body: 'Asked about the weekly bonus on the phone.' });
  // A saved version of a game's settings, so the history has two versions and a diff to show.
  const current = await operatorCall<{ setting: Record<string, unknown> }>(
    'GET',
    '/bo/lottery/settings/versions/0?merchant=demo&gameCode=4D_MAGNUM',
  );
  await operatorCall('PUT', '/bo/lottery/settings', {
    ...current.setting,
    merchant: 'demo',
    maxStake: '2000.00',
    closedNumbers: ['1234'],
  });
  const draws = await operatorCall<{ content: { gameCode: string; numero: string }[] }>(
    'GET',
    '/bo/lottery/draws?game=LA_LAO&status=SCHEDULED&order=asc&pageSize=1',
  );
  const [draw] = draws.content;
  if (draw) {
    await operatorCall('POST', '/bo/lottery/draws/close', { gameCode: draw.gameCode, numero: draw.numero });
    await operatorCall('POST', '/bo/lottery/results', {
      gameCode: draw.gameCode,
      numero: draw.numero,
      result: { kind: 'digits', digits: [2, 0, 2, 6] },
    });
  }
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 10;
/** Its own documentation address per context, so these logins never meet another spec's throttle. */
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** A screen, once its data came: no table still busy, no loading text left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => null);
}

const shots: { name: string; path: string; ready?: (page: Page) => Promise<unknown> }[] = [
  { name: 'dashboard', path: '/console/dashboard', ready: (page) => page.locator('canvas').first().waitFor() },
  { name: 'reconciliation', path: '/console/reconciliation' },
  { name: 'audit-log', path: '/console/audit-log', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { name: 'outbox', path: '/console/outbox' },
  { name: 'operators', path: '/console/operators', ready: (page) => page.locator('tbody tr').first().waitFor() },
  {
    name: 'players',
    path: '/console/players',
    ready: (page) =>
      page
        .locator('tbody a', { hasText: /^demo$/ })
        .first()
        .waitFor(),
  },
  {
    name: 'player-ledger',
    path: '/console/players/demo/demo?tab=ledger',
    ready: (page) => page.locator('#player-tab-panel [aria-busy="false"] tbody tr').first().waitFor(),
  },
  { name: 'player-rounds', path: '/console/players/demo/demo?tab=rounds' },
  { name: 'player-notes', path: '/console/players/demo/demo?tab=notes' },
  {
    name: 'player-responsible-gaming',
    path: '/console/players/demo/demo?tab=responsibleGaming',
    ready: (page) => page.locator('#player-tab-panel table').first().waitFor(),
  },
  { name: 'excluded-players', path: '/console/excluded-players' },
  { name: 'harm-markers', path: '/console/harm-markers' },
  {
    name: 'lottery-draws',
    path: '/console/lottery-draws?game=LA_LAO',
    ready: (page) => page.locator('tbody tr').first().waitFor(),
  },
  {
    name: 'lottery-draw',
    path: '/console/lottery-draws?game=LA_LAO&status=CLOSED',
    ready: async (page) => {
      await page.locator('tbody a').first().click();
      await page.getByTestId('entry-list').waitFor();
    },
  },
  {
    name: 'lottery-results',
    path: '/console/lottery-results',
    ready: (page) => page.locator('[data-testid=pending-entry]').first().waitFor(),
  },
  {
    name: 'lottery-settings',
    path: '/console/lottery-settings?merchant=demo&tab=settings&game=4D_MAGNUM',
    ready: (page) => page.getByTestId('version-diff').waitFor(),
  },
  {
    name: 'lottery-odds',
    path: '/console/lottery-settings?merchant=demo&tab=odds&table=WINGO_DEFAULT',
    ready: (page) => page.getByTestId('odds-editor').waitFor(),
  },
  { name: 'two-factor', path: '/console/account/two-factor' },
  { name: 'password', path: '/console/account/password' },
];

describe('console screenshots for review', () => {
  for (const language of ['th', 'en'] as const) {
    it(`saves every review screen at 1280 px in ${language}`, async () => {
      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await logInToConsole(page);
      for (const shot of shots) {
        await page.goto(`${baseUrl}${shot.path}`);
        await shot.ready?.(page);
        await settle(page);
        await page.screenshot({ path: path.join(directory, `${shot.name}-${language}.png`), fullPage: true });
      }
      await context.close();
    }, 300_000);
  }
});

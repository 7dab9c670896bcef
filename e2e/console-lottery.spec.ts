import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  demoChecker,
  demoOperator,
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  operatorCall,
  saveScreenshot,
} from './support/browser.js';

/**
 * The console's lottery screens. Every draw here is a Lao lottery (LA_LAO) draw, which no other spec uses: the
 * flow takes the next one on sale, each screenshot run the next after it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 60;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

type Draw = { gameCode: string; numero: string; status: string };

/** The next Lao draw still on sale, oldest first (the calendar keeps several ahead). */
async function nextDrawOnSale(): Promise<Draw> {
  const page = await operatorCall<{ content: Draw[] }>(
    'GET',
    '/bo/lottery/draws?game=LA_LAO&status=SCHEDULED&order=asc&pageSize=1',
  );
  const [draw] = page.content;
  if (!draw) throw new Error('no Lao draw on sale');
  return draw;
}

async function typeDigits(page: Page, prefix: string, digits: readonly number[]) {
  for (const [index, digit] of digits.entries()) {
    await page.locator(`#${prefix}-slot-${index}`).fill(String(digit));
  }
}

describe('the console lottery screens', () => {
  it('stops sales, enters a result as operator, confirms it blind as checker, and shows the draw settled', async () => {
    const draw = await nextDrawOnSale();
    const operatorContext = await openConsoleContext(browser, 'en', nextAddress());
    const page = await operatorContext.newPage();
    await logInToConsole(page, demoOperator);

    // The draws list, filtered in the address, leads to the draw.
    await page.goto(`${baseUrl}/console/lottery-draws?game=LA_LAO&status=SCHEDULED&order=asc`);
    await page.locator('tbody tr', { hasText: draw.numero }).first().waitFor();
    expect(await page.locator('#draw-game').inputValue()).toBe('LA_LAO');
    await page.locator('tbody a', { hasText: draw.numero }).first().click();
    await page.waitForURL(new RegExp(`/console/lottery-draws/LA_LAO/${draw.numero}$`));
    await page.getByTestId('stop-sales').click();
    await page.getByTestId('stop-sales-confirm').click();
    await page.locator('[data-testid=draw-status][data-status=CLOSED]').waitFor();

    await typeDigits(page, 'maker', [4, 8, 1, 5]);
    await page.getByTestId('maker-submit').click();
    await page.getByTestId('entry-saved').waitFor();
    await operatorContext.close();

    const checkerContext = await openConsoleContext(browser, 'en', nextAddress());
    const checkerPage = await checkerContext.newPage();
    await logInToConsole(checkerPage, demoChecker);
    await checkerPage.goto(`${baseUrl}/console/lottery-results`);
    const card = checkerPage.locator(`[data-testid=pending-entry][data-numero="${draw.numero}"]`);
    await card.waitFor();
    // Blind: the first entry's numbers are not on the checker's screen.
    expect(await card.getByTestId('maker-column').textContent()).not.toContain('4,8,1,5');
    const prefix = `checker-${(await card.locator('form').getAttribute('data-testid'))?.replace(/^checker-|-form$/g, '')}`;
    await typeDigits(checkerPage, prefix, [4, 8, 1, 6]);
    await card.locator('button[type=submit]').click();
    await card.getByText("The result you typed does not match the maker's entry").waitFor();
    await checkerPage.locator(`#${prefix}-slot-3`).fill('5');
    await card.locator('button[type=submit]').click();
    await card.getByTestId('confirmed').waitFor();
    expect(await card.getByTestId('maker-column').textContent()).toContain('4,8,1,5');
    expect(await card.getByTestId('checker-column').textContent()).toContain('4,8,1,5');

    await card.locator('a', { hasText: draw.numero }).click();
    await checkerPage.locator('[data-testid=draw-status][data-status=SETTLED]').waitFor({ timeout: 30_000 });
    expect(await checkerPage.getByTestId('draw-result').textContent()).toContain('4,8,1,5');
    expect(await checkerPage.getByTestId('entry-list').textContent()).toContain('checker');
    await checkerContext.close();
  }, 240_000);

  for (const language of ['th', 'en'] as const) {
    it(`saves screenshots of the lottery screens at 1280 px in ${language}`, async () => {
      // A draw waiting for its second entry, for the confirmations screen.
      const draw = await nextDrawOnSale();
      await operatorCall('POST', '/bo/lottery/draws/close', { gameCode: draw.gameCode, numero: draw.numero });
      await operatorCall('POST', '/bo/lottery/results', {
        gameCode: draw.gameCode,
        numero: draw.numero,
        result: { kind: 'digits', digits: [2, 0, 2, 6] },
      });

      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await logInToConsole(page, demoChecker);
      await page.goto(`${baseUrl}/console/lottery-draws?game=LA_LAO`);
      await page.locator('tbody tr', { hasText: draw.numero }).first().waitFor();
      await saveScreenshot(page, `console-lottery-draws-${language}-desktop`);
      await page.goto(`${baseUrl}/console/lottery-results`);
      await page.locator(`[data-testid=pending-entry][data-numero="${draw.numero}"]`).waitFor();
      await saveScreenshot(page, `console-lottery-results-${language}-desktop`);
      await context.close();

      const adminContext = await openConsoleContext(browser, language, nextAddress());
      const admin = await adminContext.newPage();
      await logInToConsole(admin, demoOperator);
      await admin.goto(`${baseUrl}/console/lottery-draws/${draw.gameCode}/${draw.numero}`);
      await admin.getByTestId('entry-list').waitFor();
      await saveScreenshot(admin, `console-lottery-draw-${language}-desktop`);
      await admin.goto(`${baseUrl}/console/lottery-settings?merchant=demo&tab=settings&game=4D_MAGNUM`);
      await admin.getByTestId('version-diff').waitFor();
      await admin.getByTestId('setting-editor').waitFor();
      await saveScreenshot(admin, `console-lottery-settings-${language}-desktop`);
      await admin.goto(`${baseUrl}/console/lottery-settings?merchant=demo&tab=odds&table=WINGO_DEFAULT`);
      await admin.getByTestId('odds-editor').waitFor();
      await saveScreenshot(admin, `console-lottery-odds-${language}-desktop`);
      await adminContext.close();
    }, 240_000);
  }
});

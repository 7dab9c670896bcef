import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoOperator, launchBrowser, openContext, saveScreenshot } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 80;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

async function consoleContext(language: 'th' | 'en'): Promise<BrowserContext> {
  const context = await openContext(browser, { headers: { 'X-Forwarded-For': nextAddress() } });
  await context.addInitScript((chosen) => {
    localStorage.setItem('croupier.console.language', chosen);
  }, language);
  return context;
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/console/`);
  await page.waitForURL(/\/console\/login/);
  await page.locator('#username').fill(demoOperator.username);
  await page.locator('#password').fill(demoOperator.password);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('operator-name').waitFor();
}

// Imported into the second brand, switched off: nothing the player site shows changes.
const catalogueFile = JSON.stringify({
  vendors: [{ code: 'E2E_IMPORT', name: 'E2E Import', walletModel: 'seamless' }],
  games: [
    { vendor: 'E2E_IMPORT', gameCode: 'e2e-1', gameType: 'RNG', names: { en: 'Import One' }, enabled: false },
    { vendor: 'E2E_IMPORT', gameCode: 'e2e-2', gameType: 'LIVE', names: { en: 'Import Two' }, enabled: false },
    { vendor: 'E2E_IMPORT', gameCode: 'e2e-3', gameType: 'BINGO', names: { en: 'Bad type' }, enabled: false },
  ],
});

describe('games and vendors in the console', { timeout: 120_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`imports a catalogue with a progress bar and a report, and shows vendors and games (${language})`, async () => {
      const context = await consoleContext(language);
      const page = await context.newPage();
      await logIn(page);

      await page.goto(`${baseUrl}/console/catalogue-import?brand=lucky`);
      await page.locator('#import-file').setInputFiles({
        name: `catalogue-${language}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(catalogueFile),
      });
      await page.getByRole('button', { name: language === 'en' ? 'Import' : 'นำเข้า', exact: true }).click();
      await page
        .getByTestId('import-status')
        .filter({ hasText: language === 'en' ? 'Finished' : 'เสร็จแล้ว' })
        .waitFor();
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
      expect(await page.getByTestId('import-refused').innerText()).toBe('1');
      // The first run adds both good rows; the second finds them as they are.
      const added = await page.getByTestId('import-added').innerText();
      const unchanged = await page.getByTestId('import-unchanged').innerText();
      expect(Number(added) + Number(unchanged)).toBe(2);
      await page.getByText('gameType:').first().waitFor();
      await saveScreenshot(page, `console-catalogue-import-${language}-desktop`);

      await page.goto(`${baseUrl}/console/vendors?brand=lucky`);
      await page.getByTestId('vendor-E2E_IMPORT').waitFor();
      await saveScreenshot(page, `console-vendors-${language}-desktop`);

      await page.goto(`${baseUrl}/console/games?brand=lucky&vendor=E2E_IMPORT`);
      await page.locator('tbody tr', { hasText: 'Import One' }).waitFor();
      // The row shows what the server holds: the box turns on once the saved game comes back.
      const hotBox = page.getByRole('checkbox', { name: /: e2e-1$/ }).first();
      if (!(await hotBox.isChecked())) await hotBox.click();
      await page
        .getByRole('checkbox', { name: /: e2e-1$/, checked: true })
        .first()
        .waitFor();
      await page.goto(`${baseUrl}/console/games?brand=lucky&vendor=E2E_IMPORT&hot=true`);
      await page.locator('tbody tr', { hasText: 'Import One' }).waitFor();
      expect(await page.locator('tbody tr', { hasText: 'Import Two' }).count()).toBe(0);
      await hotBox.click();
      await page.locator('tbody tr', { hasText: 'Import One' }).waitFor({ state: 'detached' });
      await page.goto(`${baseUrl}/console/games?brand=demo`);
      await page.locator('tbody tr').nth(5).waitFor();
      await saveScreenshot(page, `console-games-${language}-desktop`);
      await context.close();
    });
  }
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('game lobby in the browser', () => {
  it('shows hot games on home and a category lobby that filters by vendor and finds Thai names', async () => {
    for (const viewport of ['phone', 'desktop'] satisfies ViewportName[]) {
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('home-hot-block').waitFor();
      expect(await page.getByTestId('home-hot-block').getByTestId('game-tile').count()).toBeGreaterThan(0);

      await page.goto(`${baseUrl}/rng`);
      await page.getByTestId('lobby-page').waitFor();
      await page.getByTestId('game-tile').first().waitFor();
      expect(await page.getByTestId('game-tile').count()).toBe(40);
      await saveScreenshot(page, `lobby-rng-th-${viewport}`);

      const firstTile = await page.getByTestId('game-tile').first().getAttribute('data-node-id');
      await page.getByTestId('lobby-vendor-JDB').click();
      await expect
        .poll(async () => page.getByTestId('game-tile').first().getAttribute('data-node-id'), { timeout: 10_000 })
        .not.toBe(firstTile);
      expect(await page.getByTestId('game-tile').first().innerText()).toContain('JDB');

      await page
        .getByTestId('lobby-vendor-ALL')
        .click()
        .catch(() => undefined);
      await page.getByTestId('lobby-search-input').fill('  มังกร ');
      await page.getByTestId('lobby-search-submit').click();
      await expect
        .poll(async () => page.getByTestId('game-tile').first().innerText(), { timeout: 10_000 })
        .toContain('มังกร');
      await context.close();
    }
  });

  it('asks a visitor to log in before keeping a favourite', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('game-tile').first().waitFor();
    await page.getByTestId('game-favourite').first().click();
    await page.getByTestId('login-modal').waitFor();
    await context.close();
  });
});

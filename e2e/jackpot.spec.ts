import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, operatorCall, saveScreenshot } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the jackpot display (decision 0087)', () => {
  it("shows the brand's pool on the home page once the console switches it on", async () => {
    await operatorCall('PUT', '/bo/jackpot/demo', {
      enabled: true,
      shareBasisPoints: 100,
      seed: '50000.00',
      oneIn: 1_000_000,
    });
    for (const [viewport, language] of [
      ['phone', 'th'],
      ['phone', 'en'],
      ['desktop', 'th'],
      ['desktop', 'en'],
    ] as const) {
      const context = await openContext(browser, { viewport });
      await context.addInitScript((chosen) => {
        localStorage.setItem('lang', chosen);
        localStorage.setItem('hisLang', chosen);
      }, language);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/index`);
      const amount = page.getByTestId('jackpot-amount');
      await amount.waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="jackpot-amount"]')?.textContent === '50,000.00',
      );
      expect(await amount.textContent()).toBe('50,000.00');
      await saveScreenshot(page, `jackpot-home-${viewport}-${language}`);
      await context.close();
    }
  });
});

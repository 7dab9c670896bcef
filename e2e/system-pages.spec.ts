import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, operatorCall, port, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const viewportNames = ['phone', 'desktop'] satisfies ViewportName[];

describe('startup status pages', () => {
  it('shows the maintenance page, with its end time, for a brand put in maintenance', async () => {
    // The second demo brand answers on lucky.localhost, which Chromium resolves to loopback.
    const luckyUrl = `http://lucky.localhost:${port}/`;
    await operatorCall('PUT', '/bo/merchants/lucky/maintenance', {
      maintenance: true,
      maintenanceEnd: '2099-01-01T03:00:00Z',
    });
    try {
      for (const viewport of viewportNames) {
        for (const language of ['th', 'en']) {
          const context = await openContext(browser, { viewport });
          await context.addInitScript((chosen) => {
            localStorage.setItem('lang', chosen);
            localStorage.setItem('hisLang', chosen);
          }, language);
          const page = await context.newPage();
          await page.goto(luckyUrl);
          await page.getByTestId('maintenance-page').waitFor();
          expect(await page.getByTestId('maintenance-end').innerText()).toContain('2099');
          expect(await page.getByTestId('side-menu').count()).toBe(0);
          await saveScreenshot(page, `maintenance-${language}-${viewport}`);
          await context.close();
        }
      }
      // The other brand is unaffected.
      const context = await openContext(browser);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('home-page').waitFor();
      await context.close();
    } finally {
      await operatorCall('PUT', '/bo/merchants/lucky/maintenance', { maintenance: false });
    }
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto(luckyUrl);
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('maintenance-page').count()).toBe(0);
    await context.close();
  });

  it('shows the region-block page with the visitor IP to a blocked address', async () => {
    const blockedAddress = '203.0.113.50';
    for (const viewport of viewportNames) {
      for (const language of ['th', 'en']) {
        const context = await openContext(browser, { viewport, headers: { 'X-Forwarded-For': blockedAddress } });
        await context.addInitScript((chosen) => {
          localStorage.setItem('lang', chosen);
          localStorage.setItem('hisLang', chosen);
        }, language);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/`);
        await page.getByTestId('block-page').waitFor();
        expect(await page.getByTestId('block-ip').innerText()).toContain(blockedAddress);
        expect(await page.getByTestId('home-page').count()).toBe(0);
        await saveScreenshot(page, `block-${language}-${viewport}`);
        await context.close();
      }
    }
  });
});

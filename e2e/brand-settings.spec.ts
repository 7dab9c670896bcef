import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  openContext,
  operatorCall,
  port,
  saveScreenshot,
} from './support/browser.js';

// The second demo brand answers on lucky.localhost, which Chromium resolves to loopback. Specs run one file at a
// time; this one leaves the brand out of maintenance whatever happens.
const luckyUrl = `http://lucky.localhost:${port}/`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await operatorCall('PUT', '/bo/merchants/lucky/maintenance', { maintenance: false });
  await browser.close();
});

let addressCounter = 60;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

describe('brand settings in the console', () => {
  it('puts a brand in maintenance from the console, which the player site then shows, and takes it out', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await logInToConsole(page);
    await page.goto(`${baseUrl}/console/brand-settings?brand=lucky`);
    const state = page.getByTestId('maintenance-state');
    await state.waitFor();
    expect(await state.innerText()).toBe('Open to players');

    await page.getByLabel('Site in maintenance').check();
    // Lucky Star's zone is Asia/Manila: 10:30 there is 02:30 UTC.
    await page.locator('#maintenance-end').fill('2099/01/01');
    await page.locator('#maintenance-end-time').fill('10:30');
    await page.getByTestId('maintenance-save').click();
    await page.getByText('In maintenance until 2099/01/01 10:30').waitFor();

    const player = await (await openContext(browser)).newPage();
    await player.goto(luckyUrl);
    await player.getByTestId('maintenance-page').waitFor();
    expect(await player.getByTestId('maintenance-end').innerText()).toContain('2099');

    await page.getByLabel('Site in maintenance').uncheck();
    await page.getByTestId('maintenance-save').click();
    await page.getByText('Open to players').waitFor();
    await player.goto(luckyUrl);
    await player.locator('header').first().waitFor();
    expect(await player.getByTestId('maintenance-page').count()).toBe(0);

    // The change is in the audit log with what it was before.
    const audit = await operatorCall<{
      content: { action: string; target: string; detail: Record<string, unknown> }[];
    }>('GET', '/bo/audit?action=merchant.maintenance.set&target=lucky&pageSize=2');
    expect(audit.content[0]?.detail).toMatchObject({
      before: { maintenance: true, maintenanceEnd: '2099-01-01T02:30:00.000Z' },
      after: { maintenance: false },
    });
    await player.context().close();
    await context.close();
  });

  it("sets the two-person thresholds in the brand's currency, stored as the API's amounts", async () => {
    type Thresholds = { withdrawal: string | null; deposit: string | null; adjustment: string | null };
    const before = await operatorCall<Thresholds>('GET', '/bo/merchants/lucky/two-person-thresholds');
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    try {
      await logInToConsole(page);
      await page.goto(`${baseUrl}/console/brand-settings?brand=lucky`);
      await page.locator('#two-person-title').waitFor();
      // A wrong amount is refused in the form, and nothing is sent.
      await page.locator('#two-person-withdrawal').fill('12.345');
      await page.getByTestId('two-person-save').click();
      await page.getByText('Enter an amount such as 10,000.00').waitFor();

      await page.locator('#two-person-withdrawal').fill('12,345.5');
      await page.locator('#two-person-deposit').fill('');
      await page.locator('#two-person-adjustment').fill('0');
      await page.getByTestId('two-person-save').click();
      await page.locator('#two-person-title').locator('xpath=ancestor::section').getByText('Saved').waitFor();
      expect(await operatorCall<Thresholds>('GET', '/bo/merchants/lucky/two-person-thresholds')).toMatchObject({
        withdrawal: '12345.50',
        deposit: null,
        adjustment: '0.00',
      });
      await page.reload();
      await page.locator('#two-person-withdrawal').waitFor();
      expect(await page.locator('#two-person-withdrawal').inputValue()).toBe('12,345.50');
      expect(await page.locator('#two-person-deposit').inputValue()).toBe('');
    } finally {
      await operatorCall('PUT', '/bo/merchants/lucky/two-person-thresholds', {
        withdrawal: before.withdrawal,
        deposit: before.deposit,
        adjustment: before.adjustment,
      });
      await context.close();
    }
  });

  for (const language of ['th', 'en'] as const) {
    it(`saves screenshots of the brand settings at 1280 px in ${language}`, async () => {
      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await logInToConsole(page);
      await page.goto(`${baseUrl}/console/brand-settings?brand=demo`);
      await page.getByTestId('maintenance-state').waitFor();
      await page.locator('#registration-rules-title').waitFor();
      await page.locator('#two-person-title').waitFor();
      await saveScreenshot(page, `console-brand-settings-${language}-desktop`);
      await context.close();
    });
  }
});

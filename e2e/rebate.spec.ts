import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, saveScreenshot } from './support/browser.js';
import { settleHouseRounds } from './support/house-vendor-calls.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * The manual rebate end to end (issue #19, decision 0079): a new player's slot rounds accrue a rebate at the demo
 * brand's 0.80 %, which the bonus engine's job counts; the player reads it per category, claims it after a confirm and
 * sees the claim in the history; the operator reads the rate matrix and the claims report. Screenshots of the page at
 * 390 px in Thai and English and of the console at 1280 px.
 */
let browser: Browser;
let addressCounter = 180;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** Opens the page until the engine (every 5 s) has counted the rounds. */
async function openRebate(page: Page, total: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/member?page=manualRebate`);
        await page.getByTestId('rebate-total').waitFor();
        return page.getByTestId('rebate-total').textContent();
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe(total);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('manual rebate', () => {
  it('accrues on slot rounds, claims after a confirm and lists the claim (Thai, phone)', async () => {
    const player = await registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee', deposit: '5000.00' });
    // 1,234.56 + 2,000.00 of slots at 0.80 %: 25.8764.
    await settleHouseRounds(
      player,
      [
        { bet: '1234.56', win: '0.00' },
        { bet: '2000.00', win: '1500.00' },
      ],
      'rebate-th',
    );
    const context = await playerContext(browser, { viewport: 'phone', language: 'th', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openRebate(page, '25.8764');
    expect(await page.getByTestId('rebate-claimable').textContent()).toBe('25.87');
    await saveScreenshot(page, 'rebate-page-th-phone');
    await page.getByTestId('rebate-claim').click();
    await page.getByTestId('rebate-confirm-dialog').waitFor();
    await saveScreenshot(page, 'rebate-confirm-th-phone');
    await page.getByTestId('rebate-confirm').click();
    await page.getByTestId('rebate-claim-row').waitFor();
    expect(await page.getByTestId('rebate-total').textContent()).toBe('0.0000');
    await saveScreenshot(page, 'rebate-claimed-th-phone');
    await context.close();
  });

  it('shows the same page in English (phone)', async () => {
    const player = await registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee', deposit: '5000.00' });
    await settleHouseRounds(player, [{ bet: '150.00', win: '0.00' }], 'rebate-en');
    const context = await playerContext(browser, { viewport: 'phone', language: 'en', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openRebate(page, '1.2000');
    expect(await page.getByTestId('rebate-claim').isEnabled()).toBe(true);
    await saveScreenshot(page, 'rebate-page-en-phone');
    await context.close();
  });

  it('shows the rate matrix and the claims report in the console (desktop)', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInToConsole(page, undefined, '/console/rebate/settings?brand=demo');
    await page.getByTestId('rebate-rate-matrix').waitFor();
    expect(await page.getByLabel('Rate of level 0, Slots').inputValue()).toBe('0.80');
    await saveScreenshot(page, 'console-rebate-settings-en-desktop');
    await page.goto(`${baseUrl}/console/rebate/claims?brand=demo`);
    await page.getByTestId('rebate-claim-row').first().waitFor();
    await saveScreenshot(page, 'console-rebate-claims-en-desktop');
    await context.close();
  });
});

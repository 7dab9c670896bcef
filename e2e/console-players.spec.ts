import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  baseUrl,
  demoOperator,
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  operatorCall,
  saveScreenshot,
} from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A note for the profile's screenshots.
  await operatorCall('POST', '/bo/players/demo/demo/notes', { body: 'Asked about the weekly bonus on the phone.' });
});
afterAll(async () => {
  // The demo player is everyone's: never leave them blocked, whatever happened above.
  await operatorCall('POST', '/bo/players/demo/demo/unblock', { reason: 'end of the players spec' }).catch(() => null);
  await browser.close();
});

let addressCounter = 40;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

async function confirmAction(page: Page, button: string, reason: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#player-action-reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the players screens', () => {
  it('finds the demo player, blocks them and their open session ends at once, then unblocks', async () => {
    const player = await playerContext(browser, { viewport: 'desktop', language: 'en', address: '198.51.100.241' });
    const playerPage = await player.newPage();
    // Two apps and two contexts in one test: on a loaded machine their first pages take long.
    playerPage.setDefaultTimeout(90_000);
    await logInAsDemo(playerPage);

    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    await logInToConsole(page, demoOperator, '/console/players');
    await page.locator('#players-search-by').selectOption('name');
    await page.locator('#players-query').fill('dem');
    await page.locator('form[role=search] button[type=submit]').click();
    await page.waitForURL(/q=dem/);
    await page.locator('tbody a', { hasText: /^demo$/ }).click();
    await page.waitForURL(/\/console\/players\/demo\/demo/);
    await page.getByRole('heading', { name: 'demo', exact: true }).waitFor();
    // The demo player's open session is among the latest logins.
    await page.getByText('Open', { exact: true }).first().waitFor();

    await confirmAction(page, 'Block', 'e2e: suspected account sharing');
    await page.getByRole('status').filter({ hasText: 'Blocked. Sessions ended' }).waitFor();
    await page.locator('header').getByText('Blocked', { exact: true }).waitFor();

    // The player's next call (the page's own, on reload) finds them logged out.
    await playerPage.reload();
    await playerPage.getByTestId('header-login').waitFor();

    await confirmAction(page, 'Unblock', 'e2e: cleared after the call');
    await page.locator('header').getByText('Active', { exact: true }).waitFor();
    await logInAsDemo(playerPage);

    // The profile's tabs are links: the notes tab opens from the address.
    await page.goto(`${baseUrl}/console/players/demo/demo?tab=notes`);
    await page.getByText('Asked about the weekly bonus on the phone.').first().waitFor();
    await context.close();
    await player.close();
  }, 400_000);

  for (const language of ['th', 'en'] as const) {
    it(`saves screenshots of the players list and a profile at 1280 px in ${language}`, async () => {
      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await logInToConsole(page, demoOperator, '/console/players');
      await page
        .locator('tbody a', { hasText: /^demo$/ })
        .first()
        .waitFor();
      await saveScreenshot(page, `console-players-${language}-desktop`);
      await page.goto(`${baseUrl}/console/players/demo/demo?tab=ledger`);
      await page.locator('#player-tab-panel [aria-busy="false"] tbody tr').first().waitFor();
      await saveScreenshot(page, `console-player-profile-${language}-desktop`);
      await page.goto(`${baseUrl}/console/players/demo/demo?tab=notes`);
      await page.getByText('Asked about the weekly bonus on the phone.').first().waitFor();
      await saveScreenshot(page, `console-player-notes-${language}-desktop`);
      await context.close();
    });
  }
});

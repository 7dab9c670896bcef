import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, saveScreenshot } from './support/browser.js';
import { playerApi, settleHouseRounds } from './support/house-vendor-calls.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * The VIP ladder end to end (issue #20, decision 0081): a new player deposits 5,000.00 and plays 20,000.00 of valid
 * slot bets, which the demo ladder asks for Bronze (level 1); the VIP job (every 5 s) raises the player, the
 * `playerRank` page shows Bronze and its 58.00 level-up gift, and the claim turns it into a bonus grant. Screenshots
 * of the page at 390 px in Thai and English and 1280 px, and of the console's ladder at 1280 px.
 */
let browser: Browser;
let addressCounter = 200;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** A player at Bronze: 5,000.00 deposited and five slot rounds of 4,000.00 (20,000.00 valid bets). */
async function bronzePlayer(label: string) {
  const player = await registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee', deposit: '5000.00' });
  await settleHouseRounds(
    player,
    Array.from({ length: 5 }, () => ({ bet: '4000.00', win: '3900.00' })),
    label,
  );
  return player;
}

/** Opens the page until the VIP job has counted the rounds and raised the player. */
async function openPlayerRank(page: Page, level: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/member?page=playerRank`);
        await page.getByTestId('vip-current-level').waitFor();
        return page.getByTestId('vip-current-level').textContent();
      },
      { timeout: 40_000, interval: 2_000 },
    )
    .toBe(level);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('VIP ladder', () => {
  it('raises a player who met Bronze, shows it on playerRank and pays its gift as a bonus (Thai, phone)', async () => {
    const player = await bronzePlayer('vip-th');
    const context = await playerContext(browser, { viewport: 'phone', language: 'th', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openPlayerRank(page, 'บรอนซ์');
    const gift = page.getByTestId('vip-gift-level_up-1');
    await gift.waitFor();
    await saveScreenshot(page, 'vip-page-th-phone');
    await page.getByTestId('vip-gift-claim-level_up-1').click();
    await expect.poll(() => gift.textContent(), { timeout: 10_000 }).toContain('รับแล้ว');
    const bonuses = await playerApi<{ grants: { title: string; granted: string }[] }>('/wps/member/bonuses', {
      token: player.token,
    });
    expect(JSON.stringify(bonuses)).toContain('58.00');
    await saveScreenshot(page, 'vip-claimed-th-phone');
    await context.close();
  });

  it('shows the page in English (phone and desktop)', async () => {
    const player = await bronzePlayer('vip-en');
    const context = await playerContext(browser, { viewport: 'phone', language: 'en', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openPlayerRank(page, 'Bronze');
    await saveScreenshot(page, 'vip-page-en-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByTestId('vip-current-level').waitFor();
    await saveScreenshot(page, 'vip-page-en-desktop');
    await context.close();
  });

  it('shows the ladder in the console (desktop)', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInToConsole(page, undefined, '/console/vip/ladder?brand=demo');
    await page.getByTestId('vip-ladder-editor').waitFor();
    await saveScreenshot(page, 'console-vip-ladder-en-desktop');
    await context.close();
  });
});

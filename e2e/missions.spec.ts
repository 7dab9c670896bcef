import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, saveScreenshot } from './support/browser.js';
import { settleHouseRounds } from './support/house-vendor-calls.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * Missions end to end (issue #20, decision 0083): a new player's slot rounds count into the demo brand's daily bet
 * mission and its slot race (the missions job reads the settled-bet stream every 5 s); the player claims the daily
 * milestone (cash), sees the badge drop, and finds their own highlighted row on the race's leaderboard. Screenshots
 * at 390 px in Thai and 1280 px in English, and of the console's missions screen.
 */
let browser: Browser;
let addressCounter = 120;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** Opens the missions page until the job has counted the rounds into the daily mission. */
async function openMissions(page: Page) {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/member?page=missionLeaderboard`);
        const milestone = page.getByTestId('mission-daily').first().getByTestId('milestone-1');
        await milestone.waitFor();
        return milestone.getAttribute('data-state');
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe('claimable');
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('missions', () => {
  it('counts slot rounds, claims the daily milestone and shows the race leaderboard (Thai, phone)', async () => {
    const player = await registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee', deposit: '5000.00' });
    await settleHouseRounds(
      player,
      [
        { bet: '700.00', win: '0.00' },
        { bet: '800.00', win: '200.00' },
      ],
      'missions-th',
    );
    const context = await playerContext(browser, { viewport: 'phone', language: 'th', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openMissions(page);
    const daily = page.getByTestId('mission-daily').first();
    expect(await daily.getByTestId('mission-value').textContent()).toContain('1,500.00');
    await saveScreenshot(page, 'missions-daily-th-phone');
    await daily.getByTestId('milestone-1').getByTestId('milestone-claim').click();
    await expect
      .poll(() => daily.getByTestId('milestone-1').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('claimed');
    // The race (RNG and FISH, ranked from 100.00): the player's own row is highlighted.
    await page.getByTestId('missions-tab-event').click();
    await page.getByTestId('mission-leaderboard-toggle').first().click();
    const self = page.getByTestId('leaderboard-self');
    await self.waitFor();
    expect(await self.textContent()).toContain('1,500.00');
    expect(await self.textContent()).toContain(player.username.slice(0, 2));
    expect(await self.textContent()).not.toContain(player.username);
    await saveScreenshot(page, 'missions-leaderboard-th-phone');
    await page.getByTestId('missions-tab-check_in').click();
    await page.getByTestId('check-in').click();
    await page.getByTestId('check-in-calendar').locator('[data-checked="true"]').first().waitFor();
    expect(await page.getByTestId('check-in').isDisabled()).toBe(true);
    await saveScreenshot(page, 'missions-check-in-th-phone');
    await context.close();
  });

  it('shows the missions page in English (desktop)', async () => {
    const player = await registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee', deposit: '5000.00' });
    await settleHouseRounds(player, [{ bet: '150.00', win: '0.00' }], 'missions-en');
    const context = await playerContext(browser, { viewport: 'desktop', language: 'en', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openMissions(page);
    await saveScreenshot(page, 'missions-daily-en-desktop');
    await context.close();
  });

  it('lists the missions and a report in the console (desktop)', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInToConsole(page, undefined, '/console/missions?brand=demo');
    await page.getByTestId('mission-status-SLOT-RACE').waitFor();
    await page.getByTestId('mission-report-SLOT-RACE').click();
    await page.getByTestId('mission-report-leaderboard').waitFor();
    await saveScreenshot(page, 'console-missions-en-desktop');
    await context.close();
  });
});

import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The sportsbook inside the site's game frame, opened from the football tile of /sports as a player does. */
async function openFootballFromLobby(page: Page): Promise<Frame> {
  await page.goto(`${baseUrl}/sports`);
  const tile = page.getByTestId('game-tile').filter({ hasText: 'Football betting' }).first();
  await tile.waitFor();
  await tile.locator('button[title="Football betting"]').click();
  await page.waitForURL(/\/seamless\?url=/, { timeout: 15_000 });
  await page.getByTestId('game-frame-iframe').waitFor();
  const frame = await (await page.getByTestId('game-frame-iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  await frame.getByTestId('balance').waitFor({ timeout: 30_000 });
  return frame;
}

/** Open prices of the board's pre-match handicap, one per event block, in board order. */
async function firstOpenPrices(frame: Frame, marketType: string, outcome: string, count: number) {
  const selector = `.event-block button[data-odds-key*="|${marketType}"][data-odds-key$="|${outcome}"]`;
  await expect.poll(async () => frame.locator(selector).count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  return frame.locator(selector);
}

async function placeFromSlip(frame: Frame, stake: string) {
  const slip = frame.locator('.app-slip');
  const receipts = slip.getByTestId('slip-receipt');
  const earlier = await receipts.count();
  const boxes = slip.locator('.stake-input');
  for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  // The newest receipt comes first.
  await expect.poll(async () => receipts.count(), { timeout: 20_000 }).toBe(earlier + 1);
  const receipt = receipts.first();
  await expect.poll(async () => receipt.getAttribute('data-status'), { timeout: 30_000 }).toBe('OPEN');
  return (await receipt.locator('.receipt-reference').innerText()).trim();
}

describe('sportsbook in the browser', () => {
  it('opens football from /sports, places an Asian handicap single and a parlay of three, and the balance follows', async () => {
    const page = await (
      await playerContext(browser, { viewport: 'desktop', language: 'en', address: '198.51.100.240' })
    ).newPage();
    await logInAsDemo(page);
    const frame = await openFootballFromLobby(page);
    // The launch opened the football board in the player's language.
    await expect.poll(async () => frame.locator('.sport-chip-active').innerText()).toBe('Football');
    await frame.getByRole('button', { name: 'Early' }).click();
    const before = amountOf(await frame.getByTestId('balance').innerText());
    expect(before).toBeGreaterThan(30);

    const handicaps = await firstOpenPrices(frame, 'ft_ah|', 'home', 1);
    await handicaps.first().click();
    const single = await placeFromSlip(frame, '10');
    expect(single).toMatch(/\S/);
    await expect
      .poll(async () => amountOf(await frame.getByTestId('balance').innerText()), { timeout: 20_000 })
      .toBeCloseTo(before - 10, 2);

    await frame.locator('.app-slip').getByRole('tab', { name: 'Parlay' }).click();
    const homeWins = await firstOpenPrices(frame, 'ft_1x2', '1', 3);
    for (let index = 0; index < 3; index += 1) await homeWins.nth(index).click();
    expect(await frame.locator('.app-slip').getByTestId('slip-line').count()).toBe(3);
    const parlay = await placeFromSlip(frame, '10');
    expect(parlay).not.toBe(single);
    await expect
      .poll(async () => amountOf(await frame.getByTestId('balance').innerText()), { timeout: 20_000 })
      .toBeCloseTo(before - 20, 2);

    // My bets lists both tickets by their references, the parlay with its three legs.
    await frame.getByRole('link', { name: 'My bets' }).click();
    const tickets = frame.getByTestId('ticket');
    await expect.poll(async () => tickets.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const parlayTicket = tickets.filter({ hasText: parlay.replace(/^Ref\.\s*/, '') });
    expect(await parlayTicket.locator('.ticket-leg').count()).toBe(3);
    await saveScreenshot(page, 'sportsbook-my-bets-desktop-en');
  });
});

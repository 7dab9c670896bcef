import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';
import type { ViewportName } from './support/browser.js';
import { openLobbyGame } from './support/game-frame.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 160;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function demoMemberPage(viewport: ViewportName, language: 'th' | 'en'): Promise<Page> {
  const address = `198.51.100.${(addressCounter += 1)}`;
  const page = await (await playerContext(browser, { viewport, language, address })).newPage();
  await logInAsDemo(page);
  return page;
}

/** Opens a fishing game from the /fish lobby's tile, as a player does, and answers the game's frame. */
async function openFishing(page: Page, name: RegExp): Promise<Frame> {
  const frame = await openLobbyGame(page, '/fish', name);
  // Seated in a room: the buy button opens once the room has answered.
  await expect.poll(() => frame.getByTestId('fishing-buy').isEnabled(), { timeout: 20_000 }).toBe(true);
  return frame;
}

describe('fishing in the browser', () => {
  it('buys a magazine, shoots with auto aim and auto fire, catches a fish, and the header balance follows', async () => {
    const page = await demoMemberPage('desktop', 'en');
    const frame = await openFishing(page, /Coral Reef Hunt/);
    await frame.getByRole('button', { name: 'Rules' }).click();
    expect(await frame.getByTestId('fishing-rtp').textContent()).toContain('96.00%');
    await frame.getByTestId('fishing-rules').getByRole('button', { name: 'Close' }).click();
    const before = amountOf(await frame.getByTestId('fishing-balance').textContent());
    expect(before).toBeGreaterThan(0);
    await frame.getByRole('combobox', { name: 'Magazine' }).selectOption('20');
    const bulletValue = amountOf(await frame.getByTestId('fishing-bullet-value').textContent());
    await frame.getByTestId('fishing-buy').click();
    // The magazine's bet is taken at once: the page shows the balance the wallet answered.
    await expect
      .poll(async () => amountOf(await frame.getByTestId('fishing-balance').textContent()), { timeout: 10_000 })
      .toBeCloseTo(before - 20 * bulletValue, 2);
    expect(await frame.getByTestId('fishing-bullets-left').textContent()).toBe('20');
    await frame.getByTestId('fishing-auto-fire').click();
    // Twenty bullets at the nearest fish (mostly small ones, caught about half the time): a capture is all but
    // certain, and the magazine settles with one closing win.
    await expect
      .poll(async () => frame.getByTestId('fishing-stage').getAttribute('data-round'), { timeout: 30_000 })
      .toBe('closed');
    expect(Number(await frame.getByTestId('fishing-stage').getAttribute('data-captures'))).toBeGreaterThan(0);
    await saveScreenshot(page, 'fishing-en-desktop');
    const after = amountOf(await frame.getByTestId('fishing-balance').textContent());
    expect(after).toBeGreaterThan(before - 20 * bulletValue);
    await expect
      .poll(async () => amountOf(await page.getByTestId('header-balance-amount').textContent()), { timeout: 15_000 })
      .toBeCloseTo(after, 2);
    await page.context().close();
    // About 40 s alone; the margin is for a busy machine drawing the field without a GPU.
  }, 90_000);

  it('opens the river game on a phone in Thai with its controls in Thai', async () => {
    const page = await demoMemberPage('phone', 'th');
    const frame = await openFishing(page, /จับปลามังกรแม่น้ำ/);
    expect(await frame.getByTestId('fishing-buy').textContent()).toContain('ซื้อ');
    expect(await frame.getByTestId('fishing-auto-fire').textContent()).toBe('ยิงอัตโนมัติ');
    await saveScreenshot(page, 'fishing-th-phone');
    await page.context().close();
  });
});

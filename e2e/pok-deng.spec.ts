import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, operatorCall, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { fundedMemberPage, openPvpGame } from './support/pvp-table.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 180;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A fresh member with 2,000.00, logged in: the Pok Deng table needs two different people. */
function memberPage(viewport: ViewportName, language: 'th' | 'en'): Promise<Page> {
  return fundedMemberPage(browser, {
    viewport,
    language,
    address: `198.51.100.${(addressCounter += 1)}`,
    usernamePrefix: 'pok',
  });
}

/** Opens Pok Deng from the /pvp lobby's tile, as a player does, and joins the smallest stake's table. */
async function openTable(page: Page, name: RegExp): Promise<Frame> {
  const frame = await openPvpGame(page, name);
  await frame.getByTestId('join-stake-10').waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `/tmp/pok-deng-lobby-${page.viewportSize()?.width ?? 0}.png` });
  await frame.getByTestId('join-stake-10').click();
  return frame;
}

async function sit(frame: Frame, seat: number) {
  await frame.getByTestId(`sit-${seat}`).click();
  await frame.getByTestId('buy-in-amount').fill('200.00');
  await frame.getByTestId('buy-in-confirm').click();
  await frame.getByTestId('my-stack').waitFor({ timeout: 10_000 });
}

const phaseOf = (frame: Frame) => frame.locator('[data-phase]').getAttribute('data-phase');
const handOf = async (frame: Frame) => Number(await frame.locator('[data-phase]').getAttribute('data-hand'));

/** Whoever is asked to decide stands (a banker on 0-3 is made to draw by the rules). */
async function decideIfAsked(frame: Frame) {
  const stand = frame.getByTestId('action-stand');
  if (await stand.isVisible().catch(() => false)) await stand.click().catch(() => undefined);
}

describe('Pok Deng between two players in the browser', () => {
  it('two players sit at one table, play hands against each other, and their balances follow when they leave', async () => {
    const banker = await memberPage('desktop', 'en');
    const player = await memberPage('phone', 'th');
    const bankerFrame = await openTable(banker, /Pok Deng/);
    const playerFrame = await openTable(player, /ป๊อกเด้ง/);
    await sit(bankerFrame, 1);
    await bankerFrame.getByTestId('action-bank').click();
    await sit(playerFrame, 2);
    // The buy-in is one bet: the frame shows what the wallet answered.
    await expect.poll(async () => amountOf(await playerFrame.getByTestId('balance').textContent())).toBe(1800);
    expect(await bankerFrame.getByTestId('commission').textContent()).toContain('5%');
    // The other player shows by a masked name, never his login; the brand's banker rule is on the table.
    await expect.poll(() => bankerFrame.getByTestId('seat-name-2').textContent()).toBe('po*** · Seat 2');
    await expect.poll(() => playerFrame.getByTestId('seat-name-1').textContent()).toBe('po*** · ที่นั่ง 1');
    expect(await bankerFrame.getByTestId('banker-rule').textContent()).toBe('Banker in turn, 5 hands each');

    // The banker sat first and may have played a hand against the house alone; then two hands between the two.
    for (let step = 0; step < 120; step += 1) {
      if ((await handOf(playerFrame)) >= 3 && (await phaseOf(playerFrame)) === 'showing') break;
      await decideIfAsked(playerFrame);
      await decideIfAsked(bankerFrame);
      await playerFrame.waitForTimeout(400);
    }
    expect(await handOf(playerFrame)).toBeGreaterThanOrEqual(3);
    expect(await bankerFrame.getByTestId('banker').textContent()).toContain('You are the banker');
    // The commitment was shown and the seed is revealed with the result.
    expect((await playerFrame.getByTestId('revealed-seed').textContent())?.length).toBe(64);
    await player.screenshot({ path: '/tmp/pok-deng-th-phone.png', fullPage: true });
    await banker.screenshot({ path: '/tmp/pok-deng-en-desktop.png', fullPage: true });

    // Between hands (the result shows for 5 s) both leave; each takes his stack home in one win.
    const playerStack = amountOf(await playerFrame.getByTestId('my-stack').textContent());
    const bankerStack = amountOf(await bankerFrame.getByTestId('my-stack').textContent());
    await playerFrame.getByTestId('action-leave').click();
    await bankerFrame.getByTestId('action-leave').click();
    await expect
      .poll(async () => amountOf(await playerFrame.getByTestId('balance').textContent()), { timeout: 10_000 })
      .toBeCloseTo(1800 + playerStack, 2);
    await expect
      .poll(async () => amountOf(await bankerFrame.getByTestId('balance').textContent()), { timeout: 10_000 })
      .toBeCloseTo(1800 + bankerStack, 2);
    await expect
      .poll(async () => amountOf(await player.getByTestId('header-balance-amount').first().textContent()), {
        timeout: 15_000,
      })
      .toBeCloseTo(1800 + playerStack, 2);
    // The hands they played read back in the history, the rules in the panel (screenshots for review).
    await playerFrame.getByRole('button', { name: 'ประวัติ' }).click();
    expect(await playerFrame.getByTestId('history-hand').count()).toBeGreaterThanOrEqual(2);
    await player.screenshot({ path: '/tmp/pok-deng-history-th-phone.png' });
    await bankerFrame.getByRole('button', { name: 'Rules' }).click();
    await banker.screenshot({ path: '/tmp/pok-deng-rules-en-desktop.png' });
    await banker.context().close();
    await player.context().close();
  }, 90_000);

  it("seats a bidding brand's players at a bidding table, where the longer bid banks", async () => {
    const settings = await operatorCall<{ switches: Record<string, boolean> }>('GET', '/bo/brands/demo/settings');
    await operatorCall('PUT', '/bo/brands/demo/settings/switches', { ...settings.switches, POKDENGBID3: true });
    try {
      const english = await memberPage('phone', 'en');
      const thai = await memberPage('desktop', 'th');
      const englishFrame = await openTable(english, /Pok Deng/);
      const thaiFrame = await openTable(thai, /ป๊อกเด้ง/);
      await sit(englishFrame, 1);
      await sit(thaiFrame, 2);
      expect(await englishFrame.getByTestId('banker-rule').textContent()).toBe('Banker by bidding');
      expect(await thaiFrame.getByTestId('banker-rule').textContent()).toBe('ประมูลเป็นเจ้ามือ');
      // The Thai player bids ten hands first, so whenever the next hand opens he is the longest bid.
      await thaiFrame.getByTestId('action-bank-10').click();
      await englishFrame.getByTestId('action-bank-5').click();
      // A hand the first player began alone against the house plays out first (each stands when asked).
      const bankerNamed = /^Banker: po\*\*\* \(seat 2\) · \d+ hands left$/;
      for (let step = 0; step < 150; step += 1) {
        if (bankerNamed.test((await englishFrame.getByTestId('banker').textContent()) ?? '')) break;
        await decideIfAsked(englishFrame);
        await decideIfAsked(thaiFrame);
        await englishFrame.waitForTimeout(400);
      }
      expect(await englishFrame.getByTestId('banker').textContent()).toMatch(bankerNamed);
      await saveScreenshot(english, 'pok-deng-bidding-en-phone');
      await saveScreenshot(thai, 'pok-deng-bidding-th-desktop');
      await englishFrame.getByRole('button', { name: 'Rules' }).click();
      expect(await englishFrame.locator('dialog').innerText()).toContain('this table bids');
      await saveScreenshot(english, 'pok-deng-bidding-rules-en-phone');
      await thaiFrame.getByRole('button', { name: 'กติกา' }).click();
      await saveScreenshot(thai, 'pok-deng-bidding-rules-th-desktop');
      await english.context().close();
      await thai.context().close();
    } finally {
      await operatorCall('PUT', '/bo/brands/demo/settings/switches', { ...settings.switches, POKDENGBID3: false });
    }
  }, 180_000);
});

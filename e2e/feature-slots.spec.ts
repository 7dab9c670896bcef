import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, operatorCall, saveScreenshot } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 60;

async function demoMemberPage(viewport: ViewportName, language: 'th' | 'en'): Promise<Page> {
  const address = `198.51.100.${(addressCounter += 1)}`;
  const page = await (await playerContext(browser, { viewport, language, address })).newPage();
  await logInAsDemo(page);
  return page;
}

async function gameFrame(page: Page): Promise<Frame> {
  await page.getByTestId('game-frame-iframe').waitFor();
  const frame = await (await page.getByTestId('game-frame-iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  return frame;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Opens Croupier Studio's slot whose name matches, from its lobby tile, as a player does. */
async function openSlot(page: Page, name: RegExp) {
  await page.goto(`${baseUrl}/rng`);
  await page.getByTestId('game-tile').first().waitFor();
  await page.getByTestId('lobby-vendor-CROUPIER').click();
  await page
    .waitForResponse((response) => response.url().includes('GCSGAME_gameList'), { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  await page.getByTestId('game-tile').filter({ hasText: name }).first().locator('button').first().click();
  await page.waitForURL(/\/seamless\?url=/, { timeout: 15_000 });
}

/** Plays one round and waits until the page takes a tap again; answers the page's balance then. */
async function playRound(frame: Frame): Promise<number> {
  const spinLabel = await frame.locator('.spin-label').innerText();
  await frame.locator('.spin-button').click();
  await expect
    .poll(
      async () =>
        (await frame.locator('.spin-button').isEnabled()) &&
        (await frame.locator('.spin-label').innerText()) === spinLabel,
      { timeout: 40_000 },
    )
    .toBe(true);
  return amountOf(await frame.locator('.balance-value').textContent());
}

describe('cluster and hold-and-win slots in the browser', () => {
  it('plays Lotus Cascade (phone, Thai) and Jade Coins (desktop, English) from the lobby; the balance follows', async () => {
    for (const [viewport, language, name, model, figures] of [
      ['phone', 'th', /สระบัวมหัศจรรย์/, 'lotus-cascade', [/95[.,]77\s?%/, /35[.,]56\s?%/]],
      ['desktop', 'en', /Jade Coins/, 'jade-coins', [/95[.,]44\s?%/, /25[.,]87\s?%/]],
    ] as const) {
      const page = await demoMemberPage(viewport, language);
      await openSlot(page, name);
      const frame = await gameFrame(page);
      await frame.locator(`.slot-page[data-model="${model}"]`).waitFor({ timeout: 20_000 });
      await frame.locator('.feature-grid .symbol').first().waitFor();
      const facts = await frame.locator('.facts').innerText();
      for (const figure of figures) expect(facts).toMatch(figure);
      // The demo brand leaves the feature buy off: no buy button, no buy rule.
      expect(await frame.locator('.buy-button').count()).toBe(0);
      const sound = frame.locator('.sound-toggle');
      const pressed = await sound.getAttribute('aria-pressed');
      await sound.click();
      expect(await sound.getAttribute('aria-pressed')).not.toBe(pressed);
      const before = amountOf(await frame.locator('.balance-value').textContent());
      expect(before).toBeGreaterThan(0);
      const after = await playRound(frame);
      await expect
        .poll(async () => amountOf(await page.getByTestId('header-balance-amount').textContent()), {
          timeout: 15_000,
        })
        .toBeCloseTo(after, 2);
      await frame.getByRole('tab').nth(1).click();
      await frame.locator('.history-table tbody tr').first().waitFor({ timeout: 10_000 });
      await frame.getByRole('tab').first().click();
      await saveScreenshot(page, `feature-slot-${model}-${language}-${viewport}`);
      await page.context().close();
    }
  });

  it("offers Jade Coins' buy once the brand's switch is on; the purchase costs 52 stakes and the balance follows", async () => {
    type Switches = Record<string, boolean>;
    const settings = await operatorCall<{ switches: Switches }>('GET', '/bo/brands/demo/settings');
    await operatorCall('PUT', '/bo/brands/demo/settings/switches', { ...settings.switches, FEATUREBUY3: true });
    try {
      const page = await demoMemberPage('desktop', 'th');
      await openSlot(page, /เหรียญหยก/);
      const frame = await gameFrame(page);
      await frame.locator('.buy-button').waitFor({ timeout: 20_000 });
      expect(await frame.locator('[data-rule="buy"]').innerText()).toMatch(/95[.,]04\s?%/);
      const before = amountOf(await frame.locator('.balance-value').textContent());
      const stake = amountOf(await frame.locator('.stake-amount').textContent());
      await frame.locator('.buy-button').click();
      await frame.locator('.buy-card').waitFor();
      await saveScreenshot(page, 'feature-slot-jade-coins-buy-th-desktop');
      await frame.locator('.buy-card .button-primary').click();
      // The price leaves the balance at once; the respins play out, then the page takes a tap again.
      await expect
        .poll(async () => amountOf(await frame.locator('.balance-value').textContent()), { timeout: 5_000 })
        .toBeCloseTo(before - stake * 52, 2);
      await page.waitForTimeout(3_500);
      await saveScreenshot(page, 'feature-slot-jade-coins-respins-th-desktop');
      await expect.poll(async () => frame.locator('.spin-button').isEnabled(), { timeout: 40_000 }).toBe(true);
      const after = amountOf(await frame.locator('.balance-value').textContent());
      expect(after).toBeGreaterThan(before - stake * 52);
      await expect
        .poll(async () => amountOf(await page.getByTestId('header-balance-amount').textContent()), {
          timeout: 15_000,
        })
        .toBeCloseTo(after, 2);
      await page.context().close();
    } finally {
      await operatorCall('PUT', '/bo/brands/demo/settings/switches', { ...settings.switches, FEATUREBUY3: false });
    }
  });
});

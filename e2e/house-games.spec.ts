import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 210;

async function demoMemberPage(viewport: ViewportName, language: 'th' | 'en'): Promise<Page> {
  const address = `198.51.100.${(addressCounter += 1)}`;
  const page = await (await playerContext(browser, { viewport, language, address })).newPage();
  await logInAsDemo(page);
  return page;
}

/** The house vendor's page inside the site's game frame. */
async function gameFrame(page: Page): Promise<Frame> {
  await page.getByTestId('game-frame-iframe').waitFor();
  const handle = await page.getByTestId('game-frame-iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  return frame;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Opens a game of one vendor's lobby whose name matches, from its tile, as a player does. */
async function openFromLobby(page: Page, lobby: string, vendor: string, name?: RegExp) {
  await page.goto(`${baseUrl}${lobby}`);
  await page.getByTestId('game-tile').first().waitFor();
  await page.getByTestId(`lobby-vendor-${vendor}`).click();
  await expect
    .poll(async () => page.getByTestId(`lobby-vendor-${vendor}`).getAttribute('aria-pressed'), { timeout: 10_000 })
    .toBe('true');
  // The grid reloads for the vendor; the live balance stream keeps the network busy, so wait for the request.
  await page
    .waitForResponse((response) => response.url().includes('GCSGAME_gameList'), { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  const tiles = page.getByTestId('game-tile');
  const tile = name ? tiles.filter({ hasText: name }).first() : tiles.first();
  await tile.locator('button').first().click();
  await page.waitForURL(/\/seamless\?url=/, { timeout: 15_000 });
}

/**
 * Covers both main sides of a card table in one betting window, so the round returns money whatever the draw, and
 * waits for the seat's result. Answers the table's balance right after the bets.
 */
async function coverBothSides(page: Page, frame: Frame, sides: readonly [RegExp, RegExp]): Promise<number> {
  await expect
    .poll(async () => (await frame.locator('body').innerText()).length, { timeout: 20_000 })
    .toBeGreaterThan(50);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const buttons = sides.map((side) => frame.getByRole('button', { name: side }).first());
    if (await buttons[0]?.isEnabled().catch(() => false)) {
      for (const button of buttons) await button.click();
      const confirm = frame.getByRole('button', { name: /Confirm/ }).first();
      if (await confirm.isEnabled().catch(() => false)) {
        await confirm.click();
        await frame
          .getByText('Bets placed')
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
        if ((await frame.locator('.my-bets-list li').count()) >= 2) break;
      }
    }
    await page.waitForTimeout(1_000);
  }
  expect(await frame.locator('.my-bets-list li').count()).toBeGreaterThanOrEqual(2);
  const afterBets = amountOf(await frame.locator('.balance-value').textContent());
  // Betting up to 15 s, then the draw and the reveal: the seat's return shows when the round settles.
  await expect
    .poll(async () => (await frame.locator('.result-personal').textContent()) ?? '', { timeout: 45_000 })
    .not.toBe('');
  return afterBets;
}

describe('house games in the browser', () => {
  it('plays a slot from the lobby: the spin settles, the header balance follows, the round is in the record', async () => {
    for (const [viewport, language] of [
      ['phone', 'th'],
      ['desktop', 'en'],
    ] as const) {
      const page = await demoMemberPage(viewport, language);
      await openFromLobby(page, '/rng', 'CROUPIER');
      const frame = await gameFrame(page);
      await frame.locator('.spin-button').waitFor({ timeout: 20_000 });
      const before = amountOf(await frame.locator('.balance-value').textContent());
      expect(before).toBeGreaterThan(0);
      await frame.locator('.spin-button').click();
      // The spin takes at least 2.5 s; then the page's balance has moved by stake and win (or stayed, on a push).
      await expect
        .poll(async () => frame.locator('.slot-panel').getByRole('tab').count(), { timeout: 10_000 })
        .toBeGreaterThan(1);
      await page.waitForTimeout(3_500);
      const after = amountOf(await frame.locator('.balance-value').textContent());
      await expect
        .poll(async () => amountOf(await page.getByTestId('header-balance-amount').textContent()), {
          timeout: 15_000,
        })
        .toBeCloseTo(after, 2);
      await saveScreenshot(page, `house-slot-${language}-${viewport}`);

      await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
      await page.getByTestId('records-page').waitFor();
      await page.getByTestId('record-row').first().waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('record-row').count()).toBeGreaterThan(0);
      await saveScreenshot(page, `betting-record-${language}-${viewport}`);
      await page.context().close();
    }
  });

  it('plays the 243-ways slot from the lobby: its rules state RTP, volatility and hit rate, the spin settles', async () => {
    for (const [viewport, language] of [
      ['phone', 'th'],
      ['desktop', 'en'],
    ] as const) {
      const page = await demoMemberPage(viewport, language);
      await openFromLobby(page, '/rng', 'CROUPIER', language === 'th' ? /ตลาดน้ำ/ : /Floating Market/);
      const frame = await gameFrame(page);
      await frame.locator('.slot-page[data-model="floating-market"]').waitFor({ timeout: 20_000 });
      await frame.locator('.spin-button').waitFor();
      const facts = await frame.locator('.facts').innerText();
      expect(facts).toMatch(/95[.,]80\s?%/);
      expect(facts).toMatch(/35[.,]46\s?%/);
      expect(await frame.locator('.stake-lines').innerText()).toMatch(/25/);
      const sound = frame.locator('.sound-toggle');
      const pressed = await sound.getAttribute('aria-pressed');
      await sound.click();
      expect(await sound.getAttribute('aria-pressed')).not.toBe(pressed);
      const before = amountOf(await frame.locator('.balance-value').textContent());
      expect(before).toBeGreaterThan(0);
      const spinLabel = await frame.locator('.spin-label').innerText();
      await frame.locator('.spin-button').click();
      // Settled when the button reads Spin again and takes a tap (during free spins it offers to skip).
      await expect
        .poll(
          async () =>
            (await frame.locator('.spin-button').isEnabled()) &&
            (await frame.locator('.spin-label').innerText()) === spinLabel,
          { timeout: 60_000 },
        )
        .toBe(true);
      const after = amountOf(await frame.locator('.balance-value').textContent());
      await expect
        .poll(async () => amountOf(await page.getByTestId('header-balance-amount').textContent()), {
          timeout: 15_000,
        })
        .toBeCloseTo(after, 2);
      await saveScreenshot(page, `house-ways-slot-${language}-${viewport}`);
      await page.context().close();
    }
  });

  it('plays a round of baccarat at the shared table', async () => {
    const page = await demoMemberPage('desktop', 'en');
    await openFromLobby(page, '/live', 'CROUPIER', /Baccarat/);
    const frame = await gameFrame(page);
    const body = frame.locator('body');
    await body.waitFor();
    // Wait for a betting window, pick a chip, tap Banker, confirm.
    await expect.poll(async () => (await body.innerText()).length, { timeout: 20_000 }).toBeGreaterThan(50);
    const balanceBefore = await page.getByTestId('header-balance-amount').textContent();
    let placed = false;
    for (let attempt = 0; attempt < 30 && !placed; attempt += 1) {
      const banker = frame.getByRole('button', { name: /^Banker(?! pair)/ }).first();
      if (await banker.isEnabled().catch(() => false)) {
        await banker.click();
        const confirm = frame.getByRole('button', { name: /Confirm/ }).first();
        if (await confirm.isEnabled().catch(() => false)) {
          await confirm.click();
          placed = true;
          break;
        }
      }
      await page.waitForTimeout(1_000);
    }
    expect(placed).toBe(true);
    await expect
      .poll(async () => page.getByTestId('header-balance-amount').textContent(), { timeout: 15_000 })
      .not.toBe(balanceBefore);
    await saveScreenshot(page, 'house-baccarat-en-desktop');
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    // The round settles when the reveal ends (betting 15 s + reveal 8 s at most).
    await expect
      .poll(
        async () => {
          const answer = await page.evaluate(async (bearer) => {
            const response = await fetch('/wps/game/records?gameType=LIVE', {
              headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
            });
            return (await response.json()) as { value?: { content: { status: string }[] } };
          }, token);
          return answer.value?.content[0]?.status ?? 'none';
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe('settled');
    await page.context().close();
  });

  for (const [kind, name, sides] of [
    ['baccarat', /^(?!.*(Lobby|Speed|Squeeze)).*Baccarat/, [/^Banker(?! pair)/, /^Player(?! pair)/]],
    ['dragon-tiger', /^(?!.*Speed).*Dragon Tiger/, [/^Dragon/, /^Tiger/]],
  ] as const) {
    it(`shows the wallet balance at the ${kind} table after a winning round`, async () => {
      const page = await demoMemberPage('desktop', 'en');
      await openFromLobby(page, '/live', 'CROUPIER', name);
      const frame = await gameFrame(page);
      const afterBets = await coverBothSides(page, frame, sides);
      // The win comes back to the table from the wallet's answer; the site's header hears it from the live events.
      await expect
        .poll(async () => amountOf(await frame.locator('.balance-value').textContent()), { timeout: 15_000 })
        .toBeGreaterThan(afterBets);
      await expect
        .poll(async () => amountOf(await page.getByTestId('header-balance-amount').textContent()), {
          timeout: 15_000,
        })
        .toBeCloseTo(amountOf(await frame.locator('.balance-value').textContent()), 2);
      await saveScreenshot(page, `house-${kind}-balance-en-desktop`);
      await page.context().close();
    }, 120_000);
  }

  it('opens a transfer-wallet table with the steps to bring money in, not a silent 0.00', async () => {
    const page = await demoMemberPage('phone', 'th');
    await openFromLobby(page, '/live', 'CROUPIER_TW', /Baccarat|บาคาร่า/);
    const frame = await gameFrame(page);
    await frame.locator('.balance-value').waitFor({ timeout: 20_000 });
    // The demo member has moved nothing to this provider: its game wallet is empty until they do.
    expect(amountOf(await frame.locator('.balance-value').textContent())).toBe(0);
    await expect.poll(async () => frame.locator('.transfer-hint').isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await frame.locator('.balance-label').textContent()).toBe('กระเป๋าเกม');
    expect(await frame.locator('.transfer-hint').innerText()).toContain('กระเป๋าหลัก');
    await saveScreenshot(page, 'house-transfer-table-hint-th-phone');
    await page.context().close();
  });
});

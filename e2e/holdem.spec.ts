import { randomInt } from 'node:crypto';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, operatorCall, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 60;

/** A fresh member with 2,000.00 THB, logged in, in a chosen language and viewport. */
async function player(viewport: ViewportName, language: 'th' | 'en') {
  const address = `198.51.100.${(addressCounter += 1)}`;
  const username = `poker${randomInt(100_000, 999_999)}`;
  const response = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      username,
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      terms: true,
      ageConfirmed: true,
    }),
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
  await operatorCall('POST', '/bo/wallets/adjustments', {
    merchant: 'demo',
    username,
    direction: 'credit',
    amount: '2000',
    reason: 'e2e starting balance',
  });
  const context = await openContext(browser, { viewport, headers: { 'X-Forwarded-For': address } });
  await context.addInitScript((chosen) => {
    localStorage.setItem('lang', chosen);
    localStorage.setItem('hisLang', chosen);
  }, language);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Secret#2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-account').waitFor();
  return page;
}

/** Opens the heads-up table from the PVP lobby's tile and answers the game frame. */
async function openHeadsUp(page: Page, name: RegExp): Promise<Frame> {
  await page.goto(`${baseUrl}/pvp`);
  const tile = page.getByTestId('game-tile').filter({ hasText: name }).first();
  await tile.waitFor({ timeout: 15_000 });
  await tile.locator('button').first().click();
  await page.waitForURL(/\/seamless\?url=/, { timeout: 15_000 });
  await page.getByTestId('game-frame-iframe').waitFor();
  const frame = await (await page.getByTestId('game-frame-iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  return frame;
}

async function sitDown(frame: Frame) {
  await frame.locator('[data-level="bb-10"]').click({ timeout: 20_000 });
  await frame.locator('button.hold-sit').first().click({ timeout: 10_000 });
  await frame.locator('dialog.hold-dialog button.is-raise').click();
  await frame.locator('.hold-seat.is-mine').waitFor({ timeout: 10_000 });
}

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('Texas Hold’em heads-up in the browser', () => {
  it('two players sit heads-up and play a hand to the end; only own cards show; chips return at leaving', async () => {
    const thai = await player('phone', 'th');
    const english = await player('desktop', 'en');
    const thaiFrame = await openHeadsUp(thai, /เท็กซัสโฮลเดม ตัวต่อตัว/);
    const englishFrame = await openHeadsUp(english, /Texas Hold’em Heads-Up/);
    await sitDown(thaiFrame);
    await sitDown(englishFrame);

    // The hand is dealt: each page shows its own two cards face up and the other's face down.
    for (const frame of [thaiFrame, englishFrame]) {
      await frame.locator('.hold-seat.is-mine .hold-card[role="img"]').nth(1).waitFor({ timeout: 15_000 });
      await expect.poll(() => frame.locator('.hold-seat:not(.is-mine) .hold-card.is-back').count()).toBe(2);
    }
    await expect.poll(() => englishFrame.locator('.hold-hash').first().innerText()).toMatch(/[0-9a-f]{64}/);
    await saveScreenshot(thai, 'holdem-heads-up-th-phone');
    await saveScreenshot(english, 'holdem-heads-up-en-desktop');

    // Whoever is to act checks or calls until the hand is over and its history shows.
    for (let step = 0; step < 40; step += 1) {
      if ((await englishFrame.getByText('Total pot').count()) > 0) break;
      for (const frame of [thaiFrame, englishFrame]) {
        const passive = frame.locator('button.hold-act.is-call');
        if (await passive.isVisible().catch(() => false)) await passive.click().catch(() => undefined);
      }
      await english.waitForTimeout(400);
    }
    const history = englishFrame.locator('.hold-history');
    await expect.poll(() => history.innerText(), { timeout: 15_000 }).toContain('Total pot');
    const historyText = await history.innerText();
    expect(historyText).toContain('*** HOLE CARDS ***');
    expect(historyText).toMatch(/Dealt to You|Dealt to .+ \[/);
    expect(historyText).toMatch(/Hash [0-9a-f]{64}, seed [0-9a-f]{64}/);
    expect(await thaiFrame.locator('.hold-history').innerText()).toContain('กองรวม');
    const rake = amountOf(/Rake ([\d.,]+)/.exec(historyText)?.[1] ?? '0');
    await saveScreenshot(english, 'holdem-heads-up-history-en-desktop');

    // The player who lost chips tops up to the table's maximum (held until a running hand ends).
    for (const frame of [thaiFrame, englishFrame]) {
      const topUp = frame.locator('button.hold-control.is-top-up');
      if (!(await topUp.isVisible().catch(() => false))) continue;
      const before = amountOf(await frame.getByTestId('holdem-balance').innerText());
      await topUp.click();
      await frame.locator('dialog.hold-dialog button.is-raise').click();
      await expect
        .poll(async () => amountOf(await frame.getByTestId('holdem-balance').innerText()), { timeout: 10_000 })
        .toBeLessThan(before);
    }
    // Both leave; the chips come home and only the rake is missing from the two balances.
    for (const frame of [thaiFrame, englishFrame]) {
      await frame.locator('button.hold-control.is-leave').click({ timeout: 10_000 });
    }
    await expect
      .poll(
        async () =>
          amountOf(await thaiFrame.getByTestId('holdem-balance').innerText()) +
          amountOf(await englishFrame.getByTestId('holdem-balance').innerText()),
        { timeout: 15_000 },
      )
      .toBeCloseTo(4_000 - rake, 2);
  });
});

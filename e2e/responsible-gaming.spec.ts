import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, operatorCall, saveScreenshot } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const address = `198.51.100.${randomInt(231, 250)}`;
const password = 'Secret#2026';
/** A moment as the site writes one: `YYYY/MM/DD HH:mm` in the brand's time zone. */
const brandMoment = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/;

async function register(username: string): Promise<void> {
  const response = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password, confirmPassword: password, terms: true, ageConfirmed: true }),
  });
  const answer = (await response.json()) as { success: boolean; code?: string };
  if (!answer.success) throw new Error(`register: ${answer.code ?? response.status}`);
  await operatorCall('POST', '/bo/wallets/adjustments', {
    merchant: 'demo',
    username,
    direction: 'credit',
    amount: '1000',
    reason: 'e2e responsible gaming',
  });
}

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function openResponsibleGaming(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/responsibleGaming`);
  await page.getByTestId('limits-deposit').waitFor();
}

describe('responsible gaming in the browser', () => {
  it('limits deposits, holds a raise for 24 hours, reminds during a slot session, and a time-out ends the session', async () => {
    const username = `rg${randomInt(100_000, 999_999)}`;
    await register(username);
    const context = await openContext(browser, { viewport: 'desktop', headers: { 'X-Forwarded-For': address } });
    await context.addInitScript(() => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('hisLang', 'en');
    });
    const page = await context.newPage();
    // The reality check's timer runs on the page's clock, which the spec moves forward instead of waiting.
    await page.clock.install();
    await logIn(page, username);
    await page.getByTestId('header-account').waitFor();

    // A daily deposit limit applies at once.
    await openResponsibleGaming(page);
    await page.getByTestId('limit-deposit_day-edit').click();
    await page.getByTestId('limit-deposit_day-input').fill('100');
    await page.getByTestId('limit-deposit_day-save').click();
    await expect
      .poll(() => page.getByTestId('limit-deposit_day-value').innerText(), { timeout: 10_000 })
      .toBe('฿100.00');
    await saveScreenshot(page, 'responsible-gaming-en-desktop');

    // A deposit past it is refused, naming the limit and when it resets.
    await page.goto(`${baseUrl}/member?page=depositv2`);
    await page.getByTestId('deposit-page').waitFor();
    await page.getByTestId('deposit-channel-sandbox').click();
    await page.getByTestId('deposit-amount').fill('150');
    await page.getByTestId('deposit-submit').click();
    const refusal = await page.getByTestId('deposit-error').innerText({ timeout: 10_000 });
    expect(refusal).toContain('100.00');
    expect(refusal).toMatch(brandMoment);
    expect(refusal).not.toContain('{{');

    // A raise waits out the 24-hour cooling-off and says from when it can be confirmed.
    await openResponsibleGaming(page);
    await page.getByTestId('limit-deposit_day-edit').click();
    await page.getByTestId('limit-deposit_day-input').fill('500');
    await page.getByTestId('limit-deposit_day-save').click();
    const pending = page.getByTestId('limit-deposit_day-pending');
    await pending.waitFor({ timeout: 10_000 });
    expect(await pending.innerText()).toContain('฿500.00');
    expect(await page.getByTestId('limit-deposit_day-pending-effective').innerText()).toMatch(brandMoment);
    expect(await page.getByTestId('limit-deposit_day-pending-confirm').count()).toBe(0);
    expect(await page.getByTestId('limit-deposit_day-value').innerText()).toBe('฿100.00');

    // The reality check, at its shortest interval, appears over a slot game.
    await page.getByTestId('reality-check-minutes').selectOption('15');
    await page.waitForResponse((response) => response.url().includes('/wps/responsible-gaming/reality-check'));
    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('game-tile').first().waitFor();
    await page.getByTestId('lobby-vendor-CROUPIER').click();
    await page.waitForTimeout(1_000);
    await page.getByTestId('game-tile').first().locator('button').first().click();
    await page.waitForURL(/\/seamless\?url=/, { timeout: 15_000 });
    await page.getByTestId('game-frame-iframe').waitFor();
    const frame = await (await page.getByTestId('game-frame-iframe').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the game frame has no document');
    await frame.locator('.spin-button').waitFor({ timeout: 20_000 });
    await frame.locator('.spin-button').click();
    // The spin takes at least 2.5 s to settle.
    await page.waitForTimeout(3_500);
    expect(await page.getByTestId('reality-check').count()).toBe(0);
    await page.clock.fastForward('16:00');
    await page.getByTestId('reality-check').waitFor({ timeout: 10_000 });
    expect(Number(await page.getByTestId('reality-check-stakes').innerText())).toBeGreaterThan(0);
    expect(await page.getByTestId('reality-check-played').innerText()).toContain('16 minutes');
    await saveScreenshot(page, 'reality-check-en-desktop');
    await page.getByTestId('reality-check-continue').click();
    expect(await page.getByTestId('reality-check').count()).toBe(0);

    // A time-out asks for the password, ends the session, and the login is refused until it ends.
    await openResponsibleGaming(page);
    await page.getByTestId('protection-time_out-period-24h').check({ force: true });
    await page.getByTestId('protection-time_out-start').click();
    await page.getByTestId('protection-password').fill(password);
    await page.getByTestId('protection-confirm').click();
    const taken = await page.getByTestId('protection-taken-message').innerText({ timeout: 10_000 });
    expect(taken).toMatch(brandMoment);
    await page.getByTestId('protection-taken-close').click();
    await expect.poll(() => page.getByTestId('header-account').count(), { timeout: 10_000 }).toBe(0);

    await logIn(page, username);
    const refused = await page.getByTestId('form-error').innerText({ timeout: 10_000 });
    // The page's clock was moved forward for the reality check, so only the server's end time is compared.
    expect(refused).toMatch(brandMoment);
    expect(refused).not.toContain('{{');
    await saveScreenshot(page, 'login-timed-out-en-desktop');
    await context.close();
  });
});

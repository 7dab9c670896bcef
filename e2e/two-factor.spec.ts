import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, launchBrowser, openContext, screenshotDirectory } from './support/browser.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const password = 'Secret#2026';
let addressCounter = 140;
/** Its own documentation address per context, so logins here never meet another spec's captcha. */
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

async function playerContext(viewport: ViewportName, language: 'th' | 'en'): Promise<BrowserContext> {
  const context = await openContext(browser, { viewport, headers: { 'X-Forwarded-For': nextAddress() } });
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('lang', chosen);
      localStorage.setItem('hisLang', chosen);
    }
  }, language);
  return context;
}

async function registerMember(): Promise<string> {
  const username = `tfa${randomInt(100_000, 999_999)}`;
  const answer = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify({ username, password, confirmPassword: password, terms: true, ageConfirmed: true }),
  });
  expect(answer.status).toBe(200);
  return username;
}

/** The code an authenticator app holding `secret` shows now. */
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** Waits for the authenticator's next 30-second step: the code just used is never taken twice. */
const nextStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));

async function logInWithPassword(page: Page, username: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** What the player sees (the viewport, not the whole page under a popup), kept with the other screenshots. */
async function saveView(page: Page, name: string) {
  mkdirSync(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDirectory, `${name}.png`) });
}

async function closeWelcome(page: Page) {
  await page.getByTestId('header-account').waitFor();
  const welcome = page.getByTestId('welcome-dialog-confirm');
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
}

async function openEnrolment(page: Page) {
  await page.goto(`${baseUrl}/member?page=securityCenter`);
  await page.getByTestId('two-factor-turn-on').click();
  await page.getByTestId('two-factor-password').fill(password);
  await page.getByTestId('two-factor-submit').click();
  await page.getByTestId('two-factor-qr').waitFor();
}

describe('two-factor login in the browser', () => {
  it('enrols with a QR code and key, keeps the recovery codes, and logs in with the second step', async () => {
    const username = await registerMember();
    const context = await playerContext('desktop', 'en');
    const page = await context.newPage();
    await logInWithPassword(page, username);
    await closeWelcome(page);
    await openEnrolment(page);
    const secret = (await page.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByTestId('two-factor-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await page.getByTestId('two-factor-code').fill(codeOf(secret));
    await page.getByTestId('two-factor-submit').click();
    await page.getByTestId('two-factor-recovery-codes').waitFor();
    expect(await page.getByTestId('two-factor-recovery-code').count()).toBe(10);
    await page.getByTestId('two-factor-codes-done').click();
    expect(await page.getByTestId('two-factor-status').innerText()).toContain('On since');

    await page.getByTestId('header-menu').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('header-login').waitFor();

    await logInWithPassword(page, username);
    await page.getByTestId('login-two-factor').waitFor();
    // The password alone gave no session.
    expect(await page.getByTestId('header-account').count()).toBe(0);
    await nextStep();
    await page.getByTestId('login-two-factor-code').fill(codeOf(secret));
    await page.getByTestId('login-two-factor-submit').click();
    await page.getByTestId('header-account').waitFor();
    expect(await page.getByTestId('header-account').innerText()).toContain(username);
    await context.close();

    // The second step on a phone and a desktop, in Thai and English.
    for (const [viewport, language] of [
      ['desktop', 'th'],
      ['phone', 'en'],
      ['phone', 'th'],
      ['desktop', 'en'],
    ] as const) {
      const shown = await playerContext(viewport, language);
      const second = await shown.newPage();
      await logInWithPassword(second, username);
      await second.getByTestId('login-two-factor').waitFor();
      await saveView(second, `two-factor-login-${language}-${viewport}`);
      await shown.close();
    }
  }, 120_000);

  it('shows the enrolment screen on a phone and a desktop, in Thai and English', async () => {
    for (const [viewport, language] of [
      ['desktop', 'th'],
      ['phone', 'en'],
      ['phone', 'th'],
      ['desktop', 'en'],
    ] as const) {
      const username = await registerMember();
      const context = await playerContext(viewport, language);
      const page = await context.newPage();
      await logInWithPassword(page, username);
      await closeWelcome(page);
      await openEnrolment(page);
      await page.getByTestId('two-factor-panel').scrollIntoViewIfNeeded();
      await saveView(page, `two-factor-enrol-${language}-${viewport}`);
      await context.close();
    }
  }, 120_000);
});

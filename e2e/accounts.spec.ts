import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
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

let addressCounter = 20;
/**
 * Each test comes from its own address (a Thai documentation range, through the trusted loopback proxy),
 * so a failed login in one test does not put a captcha in front of another.
 */
function playerContext(viewport: ViewportName = 'desktop', language = 'th'): Promise<BrowserContext> {
  addressCounter += 1;
  return openContext(browser, { viewport, headers: { 'X-Forwarded-For': `198.51.100.${addressCounter}` } }).then(
    async (context) => {
      await context.addInitScript((chosen) => {
        if (!localStorage.getItem('lang')) {
          localStorage.setItem('lang', chosen);
          localStorage.setItem('hisLang', chosen);
        }
      }, language);
      return context;
    },
  );
}

const uniqueUsername = () => `e2e${randomInt(100_000, 999_999)}`;
const uniqueMobile = () => `09${randomInt(10_000_000, 99_999_999)}`;

async function latestSmsCode(mobileNum: string): Promise<string> {
  const messages = await operatorCall<{ content: { body: string }[] }>(
    'GET',
    `/bo/outbox?merchant=demo&destination=${encodeURIComponent(`+66${mobileNum}`)}`,
  );
  const code = /\b(\d{6})\b/.exec(messages.content[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code in the outbox for ${mobileNum}`);
  return code;
}

describe('accounts in the browser', () => {
  it('registers a new member through the popup, logs out and logs back in', async () => {
    const username = uniqueUsername();
    for (const viewport of ['desktop', 'phone'] satisfies ViewportName[]) {
      const context = await playerContext(viewport, viewport === 'desktop' ? 'th' : 'en');
      const page = await context.newPage();
      await page.goto(`${baseUrl}/register`);
      await page.getByTestId('register-modal').waitFor();
      await saveScreenshot(page, `register-${viewport === 'desktop' ? 'th' : 'en'}-${viewport}`);
      await context.close();
    }

    const context = await playerContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/register`);
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('Secret#2026');
    await page.getByTestId('register-confirm-password').fill('Secret#2026');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-account').waitFor();
    expect(await page.getByTestId('header-account').innerText()).toContain(username);
    expect(await page.getByTestId('register-modal').count()).toBe(0);
    // The first-login action welcomes a new member once.
    await page.getByTestId('welcome-dialog').waitFor();
    await saveScreenshot(page, 'welcome-th-desktop');
    await page.getByTestId('welcome-dialog-confirm').click();
    await saveScreenshot(page, 'logged-in-th-desktop');

    await page.getByTestId('header-menu').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('header-login').waitFor();
    expect(await page.getByTestId('header-account').count()).toBe(0);

    await page.getByTestId('header-login').click();
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('Secret#2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account').waitFor();
    expect(await page.getByTestId('header-account').innerText()).toContain(username);
    await context.close();
    // Two viewports, a registration, a logout and a login: the longest story of the spec, given room on a busy machine.
  }, 180_000);

  it('shows the captcha after a wrong password', async () => {
    for (const [viewport, language] of [
      ['desktop', 'en'],
      ['phone', 'th'],
    ] as const) {
      const context = await playerContext(viewport, language);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByTestId('login-modal').waitFor();
      expect(await page.getByTestId('login-captcha-image').count()).toBe(0);
      // A name of its own: a failure puts a captcha in front of that name, and other specs log in as demo.
      await page.getByTestId('login-username').fill(`probe${viewport}`);
      await page.getByTestId('login-password').fill('Wrong#2026');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-captcha-image').waitFor();
      expect(await page.getByTestId('login-captcha-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await page.getByTestId('form-error').innerText()).not.toBe('');
      await saveScreenshot(page, `login-captcha-${language}-${viewport}`);
      await context.close();
    }
  });

  it('logs in with the captcha answered without the image (the browser proves it)', async () => {
    const username = uniqueUsername();
    const registered = await fetch(`${baseUrl}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': '198.51.100.250' },
      body: JSON.stringify({
        username,
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        terms: true,
        ageConfirmed: true,
      }),
    });
    expect(registered.status).toBe(200);
    const context = await playerContext('desktop', 'th');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('Wrong#2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-captcha-image').waitFor();
    await page.getByTestId('login-captcha-prove').click();
    await page.getByTestId('login-captcha-prove-done').waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'login-captcha-proved-th-desktop');
    await page.getByTestId('login-password').fill('Secret#2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account').waitFor();
    expect(await page.getByTestId('header-account').innerText()).toContain(username);
    await context.close();
  });

  it('starts a free demo as a trial account', async () => {
    const context = await playerContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-free-demo').click();
    await page.getByTestId('trial-badge').waitFor();
    expect(await page.getByTestId('login-modal').count()).toBe(0);
    await context.close();
  });

  it('recovers a password by phone with the code from the outbox, and logs the player in', async () => {
    const username = uniqueUsername();
    const mobileNum = uniqueMobile();
    const registration = await fetch(`${baseUrl}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({
        username,
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        terms: true,
        ageConfirmed: true,
        mobileNum,
      }),
    });
    expect(registration.status).toBe(200);

    const context = await playerContext('desktop', 'en');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/forget`);
    await page.getByTestId('forget-modal').waitFor();
    await page.getByTestId('forget-tab-mobile').click();
    await page.getByTestId('forget-mobile').fill(mobileNum);
    await page.getByTestId('forget-sms-send').click();
    await expect.poll(() => latestSmsCode(mobileNum).catch(() => ''), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByTestId('forget-code').fill(await latestSmsCode(mobileNum));
    await page.getByTestId('forget-new-password').fill('Renewed#2027');
    await saveScreenshot(page, 'forget-mobile-en-desktop');
    await page.getByTestId('forget-submit').click();
    await page.getByTestId('header-account').waitFor();
    expect(await page.getByTestId('header-account').innerText()).toContain(username);
    await context.close();

    const login = await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.201' },
      body: JSON.stringify({ username, password: 'Renewed#2027' }),
    });
    expect(login.status).toBe(200);
  });
});

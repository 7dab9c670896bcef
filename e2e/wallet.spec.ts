import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
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

let addressCounter = 100;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

async function api<Value>(path: string, init: { method?: string; token?: string; body?: unknown; address: string }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': init.address,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as { success: boolean; value: Value; code?: string };
  if (!answer.success) throw new Error(`${path}: ${answer.code ?? response.status}`);
  return answer.value;
}

/** A fresh member with money, logged in through the popup in a new page. */
async function playerPage(viewport: ViewportName, language: 'th' | 'en') {
  const address = nextAddress();
  const username = `pay${randomInt(100_000, 999_999)}`;
  const { token } = await api<{ token: string }>('/wps/member/register', {
    method: 'PUT',
    address,
    body: { username, password: 'Secret#2026', confirmPassword: 'Secret#2026', terms: true, ageConfirmed: true },
  });
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
  return { page, context, username, token, address };
}

const headerBalance = (page: Page) => page.getByTestId('header-balance-amount').first().innerText();

describe('wallet in the browser', () => {
  it('deposits through the sandbox provider and the header balance follows without a reload', async () => {
    const { page, context, token, address } = await playerPage('desktop', 'th');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toContain('2,000.00');

    // Pay from elsewhere (another device of the same member): this page must learn it live.
    const deposit = await api<{ redirectUrl: string }>('/wps/deposits', {
      method: 'POST',
      token,
      address,
      body: { channelCode: 'sandbox', amount: '150' },
    });
    const paid = await fetch(`${baseUrl}${deposit.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toContain('2,150.00');

    // And through the deposit page itself, via the provider's page.
    await page.goto(`${baseUrl}/member?page=depositv2`);
    await page.getByTestId('deposit-page').waitFor();
    await page.getByTestId('deposit-channel-sandbox').click();
    await page.getByTestId('deposit-amount').fill('200');
    await saveScreenshot(page, 'deposit-th-desktop');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/page=depositv2/);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toContain('2,350.00');
    await context.close();
  });

  it('requests a withdrawal, which the operator approves, and shows it paid and in the history', async () => {
    const { page, context, username } = await playerPage('phone', 'en');
    await page.goto(`${baseUrl}/member?page=withdraw`);
    await page.getByTestId('withdraw-page').waitFor();
    await page.getByTestId('bank-code-select').selectOption('KBANK');
    await page.getByTestId('bank-account-number').fill('1234567890');
    await page.getByTestId('bank-account-name').fill('Somchai Jaidee');
    await page.getByTestId('bank-account-submit').click();
    await page.getByTestId('bank-account-row').first().waitFor();
    const oldPassword = page.getByTestId('payment-password-old');
    if (await oldPassword.count()) await oldPassword.fill('');
    await page.getByTestId('payment-password-new').fill('246810');
    await page.getByTestId('payment-password-confirm').fill('246810');
    await page.getByTestId('payment-password-submit').click();
    await page.getByTestId('withdraw-amount').fill('500');
    await page.getByTestId('withdraw-payment-password').fill('246810');
    await saveScreenshot(page, 'withdraw-en-phone');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdrawal-row').first().waitFor();
    expect(await page.getByTestId('withdrawal-row').first().getAttribute('data-status')).toBe('pending');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toContain('1,500.00');

    const pending = await operatorCall<{ content: { id: string; username: string }[] }>(
      'GET',
      `/bo/withdrawals?status=pending&merchant=demo&search=${username}`,
    );
    // The brand's queue holds other specs' players' withdrawals too: this player's is the one to approve.
    const mine = pending.content.find((row) => row.username === username);
    expect(mine).toBeDefined();
    await operatorCall('POST', `/bo/withdrawals/${mine?.id ?? ''}/approve`);

    await page.reload();
    await page.getByTestId('withdrawal-row').first().waitFor();
    await expect
      .poll(async () => page.getByTestId('withdrawal-row').first().getAttribute('data-status'), { timeout: 10_000 })
      .toBe('paid');
    await page.goto(`${baseUrl}/member?page=transactionHistory`);
    await page.getByTestId('history-page').waitFor();
    await page.getByTestId('history-row').first().waitFor();
    const types = await page
      .getByTestId('history-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')));
    expect(types).toContain('withdrawal_hold');
    await saveScreenshot(page, 'history-en-phone');
    await context.close();
  });
});

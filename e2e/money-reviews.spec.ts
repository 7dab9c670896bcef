import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleAccount } from './support/browser.js';
import {
  baseUrl,
  demoChecker,
  demoOperator,
  launchBrowser,
  openContext,
  operatorCall,
  saveScreenshot,
} from './support/browser.js';

let browser: Browser;
let playerToken = '';
let withdrawalId = '';
let playerName = '';
let bankAccountId = '';
const address = `198.51.100.${randomInt(150, 250)}`;

async function playerCall<Value>(method: 'PUT' | 'POST' | 'GET', pathname: string, body?: unknown): Promise<Value> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(playerToken ? { authorization: `Bearer ${playerToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: Value }).value;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A player with 15,000.00 asks to withdraw 12,000.00: above the demo brand's 10,000.00 threshold.
  const username = `mr${randomInt(100_000, 999_999)}`;
  const registered = await playerCall<{ token: string }>('PUT', '/wps/member/register', {
    username,
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    terms: true,
    ageConfirmed: true,
    payeeName: 'Somchai Jaidee',
  });
  playerToken = registered.token;
  playerName = username;
  await operatorCall('POST', '/bo/wallets/adjustments', {
    merchant: 'demo',
    username,
    direction: 'credit',
    amount: '15000',
    reason: 'e2e money review funds',
  });
  await playerCall('PUT', '/wps/member/payment-password', { newPassword: '246810', confirmNewPassword: '246810' });
  const account = await playerCall<{ id: string }>('POST', '/wps/member/bank-accounts', {
    bankCode: 'KBANK',
    accountNumber: '1234567890',
    accountName: 'Somchai Jaidee',
  });
  const withdrawal = await playerCall<{ id: string }>('POST', '/wps/withdrawals', {
    amount: '12000',
    bankAccountId: account.id,
    paymentPassword: '246810',
  });
  withdrawalId = withdrawal.id;
  bankAccountId = account.id;
  // The first operator (admin) approves: above the threshold it waits for a second operator.
  const first = await operatorCall<{ status: string; approval: { status: string } }>(
    'POST',
    `/bo/withdrawals/${withdrawalId}/approve`,
    { note: 'checked the slip' },
  );
  expect(first).toMatchObject({ status: 'pending', approval: { status: 'pending' } });
});
afterAll(async () => {
  await browser.close();
});

async function logIn(page: Page, account: ConsoleAccount) {
  await page.goto(`${baseUrl}/console/`);
  await page.waitForURL(/\/console\/login/);
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('operator-name').waitFor();
}

describe('money reviews in the console', () => {
  it.each(['th', 'en'] as const)('shows the approval awaiting the checker (%s)', async (language) => {
    const context = await openContext(browser, { headers: { 'X-Forwarded-For': `203.0.113.${randomInt(2, 100)}` } });
    await context.addInitScript((chosen) => localStorage.setItem('croupier.console.language', chosen), language);
    const page = await context.newPage();
    await logIn(page, demoChecker);
    // The console opens on the dashboard (decision 0031); the approvals show those awaiting their confirmation.
    await page.waitForURL(/\/console\/dashboard/);
    await page.locator('nav a[href="/console/approvals"]').click();
    await page.waitForURL(/\/console\/approvals/);
    await page.locator('tbody tr', { hasText: '12000.00' }).first().waitFor();
    await saveScreenshot(page, `console-approvals-1280-${language}`);
    await context.close();
  });

  it('the checker confirms the first approval and the withdrawal is paid', async () => {
    const context = await openContext(browser, { headers: { 'X-Forwarded-For': `203.0.113.${randomInt(2, 100)}` } });
    await context.addInitScript(() => localStorage.setItem('croupier.console.language', 'en'));
    const page = await context.newPage();
    await logIn(page, demoChecker);
    await page.goto(`${baseUrl}/console/approvals`);
    const row = page.locator('tbody tr', { hasText: '12000.00' }).first();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await row.getByRole('alertdialog').waitFor();
    await saveScreenshot(page, 'console-approvals-confirm-1280-en');
    await row.getByRole('button', { name: 'Yes, confirm' }).click();
    await page.goto(`${baseUrl}/console/approvals?requestedBy=all&status=confirmed`);
    await page.locator('tbody tr', { hasText: '12000.00' }).first().waitFor();
    await saveScreenshot(page, 'console-approvals-confirmed-1280-en');
    const paid = await playerCall<{ status: string }>('GET', `/wps/withdrawals/${withdrawalId}`);
    expect(paid.status).toBe('paid');
    await context.close();
  });

  it.each(['th', 'en'] as const)(
    'an operator credits the player from the adjustment form, below the threshold it posts at once (%s)',
    async (language) => {
      const context = await openContext(browser, { headers: { 'X-Forwarded-For': `203.0.113.${randomInt(2, 100)}` } });
      await context.addInitScript((chosen) => localStorage.setItem('croupier.console.language', chosen), language);
      const page = await context.newPage();
      await logIn(page, demoOperator);
      // The player profile's "Adjust balance" opens this address with the brand and the player filled in.
      await page.goto(`${baseUrl}/console/adjustments/new?merchant=demo&username=${playerName}`);
      await expect.poll(() => page.locator('#adjustment-username').inputValue()).toBe(playerName);
      const before = await playerCall<{ balance: string }>('GET', '/wps/v2/wallets/balance');
      const amount = language === 'th' ? '12.34' : '56.78';
      await page.locator('#adjustment-amount').fill(amount);
      await page.locator('#adjustment-reason').fill(`e2e goodwill credit ${language}`);
      await page.locator('form button[type=submit]').click();
      await page.getByRole('dialog').waitFor();
      await saveScreenshot(page, `console-adjustment-confirm-1280-${language}`);
      await page.getByRole('dialog').locator('button').last().click();
      await page.getByRole('status').waitFor();
      const after = await playerCall<{ balance: string }>('GET', '/wps/v2/wallets/balance');
      const minor = (balance: string) => Math.round(Number(balance.replaceAll(',', '')) * 100);
      expect(minor(after.balance) - minor(before.balance)).toBe(Math.round(Number(amount) * 100));
      await page.goto(`${baseUrl}/console/adjustments?merchant=demo&username=${playerName}`);
      await page.locator('tbody tr', { hasText: amount }).first().waitFor();
      await saveScreenshot(page, `console-adjustments-1280-${language}`);
      await context.close();
    },
  );

  it('an operator pays a withdrawal below the threshold from the withdrawals queue', async () => {
    const small = await playerCall<{ id: string }>('POST', '/wps/withdrawals', {
      amount: '100',
      bankAccountId,
      paymentPassword: '246810',
    });
    const context = await openContext(browser, { headers: { 'X-Forwarded-For': `203.0.113.${randomInt(2, 100)}` } });
    await context.addInitScript(() => localStorage.setItem('croupier.console.language', 'en'));
    const page = await context.newPage();
    await logIn(page, demoOperator);
    await page.locator('nav a[href="/console/withdrawals"]').click();
    await page.waitForURL(/\/console\/withdrawals/);
    const row = page.locator('tbody tr', { hasText: playerName }).filter({ hasText: '100.00' }).first();
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByRole('alertdialog').waitFor();
    await saveScreenshot(page, 'console-withdrawals-approve-1280-en');
    await row.getByRole('button', { name: 'Yes, pay' }).click();
    await expect
      .poll(async () => (await playerCall<{ status: string }>('GET', `/wps/withdrawals/${small.id}`)).status)
      .toBe('paid');
    await context.close();
  });

  it.each(['th', 'en'] as const)('lists the paid withdrawals (%s)', async (language) => {
    const context = await openContext(browser, { headers: { 'X-Forwarded-For': `203.0.113.${randomInt(2, 100)}` } });
    await context.addInitScript((chosen) => localStorage.setItem('croupier.console.language', chosen), language);
    const page = await context.newPage();
    await logIn(page, demoOperator);
    await page.goto(`${baseUrl}/console/withdrawals?status=paid`);
    await page.locator('tbody tr', { hasText: playerName }).first().waitFor();
    await saveScreenshot(page, `console-withdrawals-paid-1280-${language}`);
    await context.close();
  });
});

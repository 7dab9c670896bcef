import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  demoChecker,
  demoOperator,
  launchBrowser,
  logInToConsole,
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

describe('money reviews in the console', () => {
  it.each(['th', 'en'] as const)('shows the approval awaiting the checker (%s)', async (language) => {
    const context = await openContext(browser, { headers: { 'X-Forwarded-For': `203.0.113.${randomInt(2, 100)}` } });
    await context.addInitScript((chosen) => localStorage.setItem('croupier.console.language', chosen), language);
    const page = await context.newPage();
    await logInToConsole(page, demoChecker);
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
    await logInToConsole(page, demoChecker);
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
      await logInToConsole(page, demoOperator);
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
    await logInToConsole(page, demoOperator);
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
    await logInToConsole(page, demoOperator);
    await page.goto(`${baseUrl}/console/withdrawals?status=paid`);
    await page.locator('tbody tr', { hasText: playerName }).first().waitFor();
    await saveScreenshot(page, `console-withdrawals-paid-1280-${language}`);
    await context.close();
  });
});

/** A 1x1 PNG: the slip a player attaches to a PromptPay deposit. */
const slip =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the money queues (decision 0036)', () => {
  beforeAll(async () => {
    for (const amount of ['150', '160', '170']) {
      await playerCall('POST', '/wps/deposits', { channelCode: 'promptpay', amount, slip });
    }
    for (const amount of ['101', '102']) {
      await playerCall('POST', '/wps/withdrawals', { amount, bankAccountId, paymentPassword: '246810' });
    }
  });

  async function openQueue(language: 'th' | 'en', address: string) {
    const context = await openContext(browser, { headers: { 'X-Forwarded-For': `203.0.113.${randomInt(2, 100)}` } });
    await context.addInitScript((chosen) => localStorage.setItem('croupier.console.language', chosen), language);
    const page = await context.newPage();
    await logInToConsole(page, demoOperator);
    await page.goto(`${baseUrl}/console/${address}`);
    return { context, page };
  }

  it.each(['th', 'en'] as const)(
    "filters each queue, opens the player's context and shows the slip (%s)",
    async (language) => {
      for (const kind of ['deposits', 'withdrawals'] as const) {
        // The large withdrawal of the first tests stays out: it is pending or paid depending on which ran.
        const { context, page } = await openQueue(language, `${kind}?search=${playerName}&maxAmount=1000`);
        const rows = page.locator('tbody tr', { hasText: playerName });
        await rows.first().waitFor();
        expect(await rows.count()).toBe(kind === 'deposits' ? 3 : 2);
        // Deep link: the filter form shows what the address asks for.
        expect(await page.locator(`#${kind}-search`).inputValue()).toBe(playerName);
        if (kind === 'deposits') await rows.first().locator('img').waitFor();
        await rows.first().locator('button[aria-expanded]').click();
        // The context's four parts (wallets, turnover, wins, same bank account) once it has loaded.
        await page.getByRole('region').locator('h3').nth(3).waitFor();
        await saveScreenshot(page, `console-${kind}-queue-1280-${language}`);
        await context.close();
      }
    },
  );

  it('narrows by amount and exports the filtered rows as CSV', async () => {
    const { context, page } = await openQueue('en', `deposits?search=${playerName}`);
    await page.locator('#deposits-min-amount').fill('155');
    await page.locator('#deposits-max-amount').fill('165');
    await page.getByRole('search').locator('button[type=submit]').click();
    await page.waitForURL(/minAmount=155/);
    await expect.poll(() => page.locator('tbody tr', { hasText: playerName }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,demo,${playerName},promptpay,160.00,THB,pending_review,yes`);
    await context.close();
  });

  it('rejects selected deposits with one reason and pays selected withdrawals, each row answered', async () => {
    const deposits = await openQueue('en', `deposits?search=${playerName}&minAmount=150&maxAmount=160`);
    await deposits.page.locator('tbody tr', { hasText: playerName }).nth(1).waitFor();
    expect(await deposits.page.locator('tbody tr', { hasText: playerName }).count()).toBe(2);
    await deposits.page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await deposits.page.getByRole('button', { name: 'Reject selected' }).click();
    await deposits.page.locator('#deposits-bulk-reason').fill('duplicate transfer');
    await deposits.page.getByRole('button', { name: 'Reject 2 rows' }).click();
    const depositOutcomes = deposits.page.getByRole('list', { name: 'Outcome per row' }).locator('li');
    await depositOutcomes.nth(1).waitFor();
    expect(await depositOutcomes.allInnerTexts()).toEqual([
      expect.stringContaining('Done'),
      expect.stringContaining('Done'),
    ]);
    await saveScreenshot(deposits.page, 'console-deposits-bulk-1280-en');
    await deposits.context.close();

    const withdrawals = await openQueue('en', `withdrawals?search=${playerName}&maxAmount=102`);
    await withdrawals.page.locator('tbody tr', { hasText: playerName }).nth(1).waitFor();
    expect(await withdrawals.page.locator('tbody tr', { hasText: playerName }).count()).toBe(2);
    await withdrawals.page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    await withdrawals.page.getByRole('button', { name: 'Approve selected' }).click();
    await withdrawals.page.getByRole('button', { name: 'Yes, go ahead' }).click();
    const withdrawalOutcomes = withdrawals.page.getByRole('list', { name: 'Outcome per row' }).locator('li');
    await withdrawalOutcomes.nth(1).waitFor();
    expect(await withdrawalOutcomes.allInnerTexts()).toEqual([
      expect.stringContaining('Done'),
      expect.stringContaining('Done'),
    ]);
    const paid = await operatorCall<{ content: { amount: string }[] }>(
      'GET',
      `/bo/withdrawals?status=paid&search=${playerName}&minAmount=101&maxAmount=102`,
    );
    expect(paid.content.map((row) => row.amount).sort()).toEqual(['101.00', '102.00']);
    await withdrawals.context.close();
  });
});

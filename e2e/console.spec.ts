import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  operatorCall,
  saveScreenshot,
} from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Something for each screen to show: an audited operator action, and an SMS in the outbox.
  await operatorCall('PUT', '/bo/merchants/lucky/maintenance', { maintenance: false });
  const mobileNum = `09${randomInt(10_000_000, 99_999_999)}`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.231' };
  const registration = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      username: `con${randomInt(100_000, 999_999)}`,
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      terms: true,
      ageConfirmed: true,
      mobileNum,
    }),
  });
  expect(registration.status).toBe(200);
  const code = await fetch(`${baseUrl}/wps/verification/sms/noLogin`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mobileNum }),
  });
  expect(code.status).toBe(200);
  await playForTheDashboard(headers);
}, 180_000);

/**
 * Something for the dashboard to sum: the new player deposits through the sandbox provider and places a few lottery
 * bets; the summary job (every 30 s, and at start) adds them to the dashboard's tables.
 */
async function playForTheDashboard(headers: Record<string, string>) {
  const username = `dash${randomInt(100_000, 999_999)}`;
  const call = async <Value>(path: string, method: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { success: boolean; value: Value; code?: string };
    if (!answer.success) throw new Error(`${path}: ${answer.code ?? response.status}`);
    return answer.value;
  };
  const { token } = await call<{ token: string }>('/wps/member/register', 'PUT', {
    username,
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    terms: true,
    ageConfirmed: true,
  });
  const deposit = await call<{ redirectUrl: string }>(
    '/wps/deposits',
    'POST',
    { channelCode: 'sandbox', amount: '500' },
    token,
  );
  const paid = await fetch(`${baseUrl}${deposit.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  for (const selection of ['9', '10', '11']) {
    // Just after a cold start the first one-minute draw opens on the next whole minute, and on a busy machine a draw
    // may close between reading it and betting on it: bet on the draw on sale, and on the next one if it closed.
    for (let attempt = 1; ; attempt += 1) {
      const near = await call<{ currentNumero: { numero: string; isSale: boolean } }>(
        '/lgw/numeros/near?gameCode=K3_1',
        'GET',
      );
      if (!near.currentNumero.isSale && attempt < 60) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        continue;
      }
      try {
        await call(
          '/lgw/orders',
          'POST',
          {
            gameCode: 'K3_1',
            numero: near.currentNumero.numero,
            bets: [{ pricing: 'fixed-odds', betTypeCode: 'K3_SUM', selection, unitStake: '20.00' }],
          },
          token,
        );
        break;
      } catch (error) {
        if (attempt >= 60 || !String(error).includes('DRAW_CLOSED')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  }
}
afterAll(async () => {
  await browser.close();
});

let addressCounter = 10;
/** Its own documentation address per context, so these logins never meet another spec's throttle. */
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

describe('the operator console', () => {
  it('logs in, filters the audit log by action, deep-links the filter and exports the filtered rows as CSV', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        policyViolations.push(message.text());
    });
    await logInToConsole(page);
    // The console opens on the dashboard for those who may read it.
    await page.waitForURL(/\/console\/dashboard/);
    expect(await page.getByTestId('operator-name').textContent()).toBe('operator');
    await page.locator('nav a[href="/console/audit-log"]').click();
    await page.waitForURL(/\/console\/audit-log/);

    await page.locator('#audit-action').fill('merchant.maintenance');
    await page.locator('form[role=search] button[type=submit]').click();
    await page.waitForURL(/action=merchant\.maintenance/);
    // Earlier specs set maintenance, so the unfiltered page may hold such a row too: wait for the filtered rows only.
    // The action cell shows a translated label with the code beneath it, in a <code>.
    await page.waitForFunction(() => {
      const cells = Array.from(document.querySelectorAll('tbody tr td:nth-child(3) code'));
      return cells.length > 0 && cells.every((cell) => cell.textContent?.startsWith('merchant.maintenance'));
    });
    const actions = await page.locator('tbody tr td:nth-child(3) code').allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action) => action.startsWith('merchant.maintenance'))).toBe(true);
    const labels = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(labels.every((label) => label.startsWith('Site maintenance switched'))).toBe(true);

    // The filtered view is a link: opened fresh, it shows the same rows.
    await page.goto(page.url());
    await page.locator('tbody tr', { hasText: 'merchant.maintenance.set' }).first().waitFor();
    expect(await page.locator('#audit-action').inputValue()).toBe('merchant.maintenance');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\n');
    expect(header).toBe('id,time,operator,action,target,ip,detail');
    expect(rows.length).toBe(actions.length);
    expect(rows.every((row) => row.split(',')[3]?.startsWith('merchant.maintenance'))).toBe(true);
    expect(policyViolations).toEqual([]);
    await context.close();
  });

  it('sends an operator whose session ended back to the login, saying why', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await logInToConsole(page);
    await page.evaluate(() => sessionStorage.setItem('croupier.console.token', 'x'.repeat(43)));
    await page.goto(`${baseUrl}/console/outbox`);
    await page.waitForURL(/\/console\/login/);
    await page.getByText('Your session has expired or was ended. Please log in again.').waitFor();
    await context.close();
  });

  for (const language of ['th', 'en'] as const) {
    it(`saves screenshots of the login, the audit log and the outbox at 1280 px in ${language}`, async () => {
      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/console/login`);
      await page.locator('#username').waitFor();
      await saveScreenshot(page, `console-login-${language}-desktop`);
      await logInToConsole(page);
      await page.waitForURL(/\/console\/dashboard/);
      await page.locator('nav a[href="/console/audit-log"]').click();
      await page.locator('tbody tr', { hasText: 'merchant.maintenance.set' }).first().waitFor();
      await saveScreenshot(page, `console-audit-log-${language}-desktop`);
      await page.locator('nav a[href="/console/outbox"]').click();
      await page.waitForURL(/\/console\/outbox/);
      await page.locator('tbody tr', { hasText: '+66' }).first().waitFor();
      await saveScreenshot(page, `console-outbox-${language}-desktop`);
      await page.getByRole('button', { name: language === 'th' ? 'ออกจากระบบ' : 'Log out' }).click();
      await page.waitForURL(/\/console\/login/);
      await context.close();
    });
  }

  it('shows the dashboard of the day with the new deposit and bets, and takes the range and brand from a link', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await logInToConsole(page);
    await page.waitForURL(/\/console\/dashboard/);
    // The summary job runs every 30 seconds: the bets of beforeAll show once it has passed them.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('tile-bets').waitFor();
          return page.getByTestId('ggr-table').innerText();
        },
        { timeout: 90_000, interval: 5_000 },
      )
      .toContain('LOTTERY');
    expect(await page.getByTestId('tile-deposits').innerText()).toMatch(/THB/);
    expect(await page.locator('.uplot').count()).toBe(3);
    // Typed as YYYY/MM/DD whatever the browser's locale, and the range is a link.
    await page.locator('#dashboard-from').fill('20260101');
    expect(await page.locator('#dashboard-from').inputValue()).toBe('2026/01/01');
    await page.locator('#dashboard-granularity').selectOption('hour');
    await page.locator('#dashboard-to').fill('20260102');
    await page.locator('form[role=search] button[type=submit]').click();
    await page.waitForURL(/fromDate=2026-01-01.*granularity=hour|granularity=hour.*fromDate=2026-01-01/);
    await page.goto(page.url());
    expect(await page.locator('#dashboard-from').inputValue()).toBe('2026/01/01');
    expect(await page.locator('#dashboard-granularity').inputValue()).toBe('hour');
    await context.close();
  });

  it('runs the reconciliation: the ledger balances', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await logInToConsole(page);
    await page.locator('nav a[href="/console/reconciliation"]').click();
    await page.getByTestId('ledger-verdict').waitFor();
    expect(await page.getByTestId('ledger-verdict').innerText()).toContain('The ledger balances');
    await context.close();
  });

  for (const language of ['th', 'en'] as const) {
    it(`saves screenshots of the dashboard and the reconciliation at 1280 px in ${language}`, async () => {
      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await logInToConsole(page);
      await page.waitForURL(/\/console\/dashboard/);
      await page.getByTestId('tile-bets').waitFor();
      await page.locator('.uplot').first().waitFor();
      await saveScreenshot(page, `console-dashboard-${language}-desktop`);
      await page.goto(`${baseUrl}/console/dashboard?granularity=hour`);
      await page.locator('.uplot').first().waitFor();
      await saveScreenshot(page, `console-dashboard-hours-${language}-desktop`);
      await page.locator('nav a[href="/console/reconciliation"]').click();
      await page.getByTestId('ledger-verdict').waitFor();
      await saveScreenshot(page, `console-reconciliation-${language}-desktop`);
      const moves = page.getByRole('link', { name: language === 'th' ? 'รายการเคลื่อนไหว' : 'Moves' }).first();
      if (await moves.count()) {
        await moves.click();
        await page.locator('tbody tr').first().waitFor();
        await saveScreenshot(page, `console-reconciliation-moves-${language}-desktop`);
      }
      await context.close();
    });
  }
});

import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  openContext,
  operatorCall,
  saveScreenshot,
} from './support/browser.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 80;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** An account logged in at the agent landing (/agent), in a new page of the given size and language. */
async function agentLogin(username: string, password: string, viewport: ViewportName, language: 'th' | 'en') {
  const context = await openContext(browser, { viewport, headers: { 'X-Forwarded-For': nextAddress() } });
  await context.addInitScript((chosen) => {
    localStorage.setItem('lang', chosen);
    localStorage.setItem('hisLang', chosen);
  }, language);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/agent`);
  await page.getByTestId('agent-login').waitFor();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  return page;
}

async function openPage(page: Page, name: string) {
  await page.getByTestId(`agent-menu-${name}`).click();
  await page.waitForURL(new RegExp(`page=${name}`));
}

/** A first login is welcomed once; the welcome is closed when it shows. */
async function closeWelcome(page: Page) {
  const welcome = page.getByTestId('welcome-dialog-confirm');
  if (await welcome.isVisible()) await welcome.click();
}

describe('agent contracts in the browser (issue #18)', () => {
  it('an operator offers the agent a daily salary; the agent accepts it, offers part of it to a new sub-agent, who accepts it in the popup', async () => {
    // The platform's side: a top contract offered to the seeded agent (the console's own screen is shown below).
    await operatorCall('POST', '/bo/agent-contracts', {
      merchant: 'demo',
      username: 'agent',
      product: 'all',
      terms: {
        kind: 'daily_salary',
        activeMemberMinValidBet: '10.00',
        manualReceive: null,
        tiers: [
          { minValidBet: '1000.00', minActiveMembers: 1, pay: { type: 'percent', rate: '1.2' } },
          { minValidBet: '50000.00', minActiveMembers: 5, pay: { type: 'percent', rate: '1.5' } },
        ],
      },
    });

    const agent = await agentLogin('agent', 'Agent@2026', 'desktop', 'en');
    await agent.waitForURL(/\/agentHome/);
    await closeWelcome(agent);
    const popup = agent.getByTestId('contract-offer-popup');
    await popup.waitFor();
    expect(await agent.getByTestId('contract-popup-terms').innerText()).toContain('1.2%');
    await saveScreenshot(agent, 'agent-contract-offer-en-desktop');
    await agent.getByTestId('contract-popup-answer-A').click();
    await popup.waitFor({ state: 'detached' });

    // A new sub-agent from the registration centre.
    await openPage(agent, 'registerCenter');
    const username = `sa${randomInt(100_000, 999_999)}`;
    await agent.getByTestId('agent-register-kind-agent').click();
    await agent.getByTestId('agent-register-username').fill(username);
    await agent.getByTestId('agent-register-password').fill('Secret#2026');
    await agent.getByTestId('agent-register-confirm').fill('Secret#2026');
    await agent.getByTestId('agent-register-submit').click();
    await expect.poll(() => agent.getByTestId('agent-register-done').innerText()).toContain(username);

    // Offered less than the agent holds, after a look at what it would have earned.
    await openPage(agent, 'downlineManagmentView');
    await agent.getByTestId('agent-downline-search').fill(username);
    await agent.getByTestId('agent-downline-search-submit').click();
    await expect.poll(() => agent.getByTestId('agent-downline-username').allInnerTexts()).toEqual([username]);
    await agent.getByTestId('agent-downline-offer').click();
    const dialog = agent.getByTestId('offer-contract-dialog');
    await dialog.waitFor();
    await agent.getByTestId('offer-tier-0-pay').fill('0.8');
    await agent.getByTestId('offer-tier-1-pay').fill('1');
    await agent.getByTestId('offer-simulate').click();
    await agent.getByTestId('offer-simulation').waitFor();
    await saveScreenshot(agent, 'agent-contract-draft-en-desktop');
    await agent.getByTestId('offer-send').click();
    await dialog.waitFor({ state: 'detached' });

    // The sub-agent's first login: a new password first, then the offer waiting for it.
    const sub = await agentLogin(username, 'Secret#2026', 'phone', 'th');
    await sub.getByTestId('change-new-password').waitFor();
    const oldPassword = sub.getByTestId('change-old-password');
    if (await oldPassword.isVisible()) await oldPassword.fill('Secret#2026');
    await sub.getByTestId('change-new-password').fill('Better#2026');
    await sub.getByTestId('change-confirm-password').fill('Better#2026');
    await sub.getByTestId('change-submit').click();
    await closeWelcome(sub);
    const subPopup = sub.getByTestId('contract-offer-popup');
    await subPopup.waitFor();
    expect(await sub.getByTestId('contract-popup-from').innerText()).toContain('agent');
    expect(await sub.getByTestId('contract-popup-terms').innerText()).toContain('0.8%');
    await saveScreenshot(sub, 'agent-contract-offer-th-phone');
    await sub.getByTestId('contract-popup-answer-A').click();
    await subPopup.waitFor({ state: 'detached' });
    await sub.context().close();

    // The agent's daily salary page: the contract it holds and the one it gave, both signed.
    await openPage(agent, 'agentDailyWages2');
    await expect
      .poll(async () => (await agent.getByTestId('contract-status').allInnerTexts()).length)
      .toBeGreaterThanOrEqual(2);
    expect(await agent.locator('main').innerText()).toContain(username);
    await saveScreenshot(agent, 'agent-daily-salary-en-desktop');
    await agent.context().close();

    // The console lists both contracts of the brand.
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const consolePage = await context.newPage();
    await logInToConsole(consolePage, undefined, '/console/agent-contracts');
    await expect.poll(() => consolePage.locator('main').innerText()).toContain(username);
    await saveScreenshot(consolePage, 'console-agent-contracts-en');
    await context.close();
  }, 300_000);
});

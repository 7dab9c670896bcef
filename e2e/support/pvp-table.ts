import { randomInt } from 'node:crypto';
import type { Browser, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, openContext, operatorCall } from './browser.js';
import type { ViewportName } from './browser.js';
import { openLobbyGame } from './game-frame.js';

/**
 * A fresh member with 2,000.00, logged in from his own address in a chosen language and viewport: a card table
 * needs different people (one seat per player), and each its own address so no login throttles another.
 */
export async function fundedMemberPage(
  browser: Browser,
  options: { viewport: ViewportName; language: 'th' | 'en'; address: string; usernamePrefix: string },
): Promise<Page> {
  const username = `${options.usernamePrefix}${randomInt(100_000, 999_999)}`;
  const response = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.address },
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
  const context = await openContext(browser, {
    viewport: options.viewport,
    headers: { 'X-Forwarded-For': options.address },
  });
  await context.addInitScript((chosen) => {
    localStorage.setItem('lang', chosen);
    localStorage.setItem('hisLang', chosen);
  }, options.language);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Secret#2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-account').waitFor();
  return page;
}

/** Opens a card game from the /pvp lobby's tile named `name`, as a player does, and answers the game's frame. */
export const openPvpGame = (page: Page, name: RegExp): Promise<Frame> => openLobbyGame(page, '/pvp', name);

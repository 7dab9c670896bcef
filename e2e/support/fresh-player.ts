import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, operatorCall } from './browser.js';
import { playerApi } from './house-vendor-calls.js';

export type FreshPlayer = { username: string; password: string; token: string; address: string };

/**
 * A player of the demo brand of the spec's own, registered as the site registers one: a spec that leaves a player
 * with a bonus, a joined offer, a pending withdrawal or a debt must not leave it on the demo account other specs use.
 * `credit` is money an operator credits (a balance adjustment, not a deposit: no deposit offer counts it); `deposit` is
 * a confirmed deposit through the sandbox channel (counted by deposit offers, the VIP ladder, missions and referrals);
 * `paymentPassword` is set before the deposit.
 */
export async function registerPlayer(
  address: string,
  options: { payeeName?: string; credit?: string; deposit?: string; paymentPassword?: string } = {},
): Promise<FreshPlayer> {
  const username = `fp${randomInt(100_000, 999_999)}`;
  const password = 'Secret#2026';
  const { token } = await playerApi<{ token: string }>('/wps/member/register', {
    method: 'PUT',
    body: {
      username,
      password,
      confirmPassword: password,
      terms: true,
      ageConfirmed: true,
      ...(options.payeeName ? { payeeName: options.payeeName } : {}),
    },
    address,
  });
  if (options.credit) {
    await operatorCall('POST', '/bo/wallets/adjustments', {
      merchant: 'demo',
      username,
      direction: 'credit',
      amount: options.credit,
      reason: 'e2e player funds',
    });
  }
  if (options.paymentPassword) {
    await playerApi('/wps/member/payment-password', {
      method: 'PUT',
      body: { newPassword: options.paymentPassword, confirmNewPassword: options.paymentPassword },
      token,
      address,
    });
  }
  if (options.deposit) {
    const started = await playerApi<{ redirectUrl: string }>('/wps/deposits', {
      body: { channelCode: 'sandbox', amount: options.deposit },
      token,
      address,
    });
    const paid = await fetch(`${baseUrl}${started.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
  }
  return { username, password, token, address };
}

/** Logs the player in through the login page, and closes the first-login welcome if it shows. */
export async function logInAs(page: Page, player: Pick<FreshPlayer, 'username' | 'password'>): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(player.username);
  await page.getByTestId('login-password').fill(player.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-account').waitFor();
  const welcome = page.getByTestId('welcome-dialog-confirm');
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
}

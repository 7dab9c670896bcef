import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, operatorCall, saveScreenshot } from './support/browser.js';
import { playerApi, settleHouseRounds } from './support/house-vendor-calls.js';
import type { FreshPlayer } from './support/fresh-player.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * The bonus wallet end to end (issue #19): a new player joins a first-deposit offer, deposits, plays a
 * house slot until the turnover is met and sees the bonus become cash; another player withdraws mid-wager, is told
 * what they would lose, confirms, and is paid their own money while the bonus is forfeited.
 */
let browser: Browser;
let addressCounter = 140;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

type Player = FreshPlayer;

const register = (): Promise<Player> => registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee' });

async function deposit(player: Player, amount: string) {
  const started = await playerApi<{ redirectUrl: string }>('/wps/deposits', {
    body: { channelCode: 'sandbox', amount },
    token: player.token,
    address: player.address,
  });
  const paid = await fetch(`${baseUrl}${started.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
}

/**
 * The spec's own first-deposit offer (100 % up to 1,000.00, 10× turnover on casino games, 500.00 max bet, 5× max
 * win, 14 days), published by the operator: other specs publish deposit offers of their own with other terms.
 */
let offerId = '';
const day = 86_400_000;
async function publishOffer() {
  const stamp = Date.now().toString(36);
  const created = await operatorCall<{ id: string }>('POST', '/bo/promotions/demo', {
    type: 'FIRST_DEPOSIT',
    category: 'deposit',
    displayFrom: new Date(Date.now() - day).toISOString(),
    applyFrom: new Date(Date.now() - day).toISOString(),
    content: {
      title: { th: `ฝากแรกรับ 100% ${stamp}`, en: `First deposit 100% ${stamp}` },
      summary: { th: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด ฿1,000', en: 'Double your first deposit, up to ฿1,000.' },
      termsHtml: {
        th: '<p>ทำเทิร์นโอเวอร์ 10 เท่าของโบนัสภายใน 14 วัน เดิมพันได้ไม่เกิน ฿500 ระหว่างทำเทิร์น</p>',
        en: '<p>Turn the bonus over 10 times within 14 days; bets up to ฿500 while wagering.</p>',
      },
    },
    reward: { kind: 'percent_of_deposit', percent: 100, cap: '1000' },
    terms: { turnoverMultiplier: 10, maxBet: '500', maxWinMultiplier: 5, expiryDays: 14 },
    eligibility: { depositNth: 1 },
  });
  await operatorCall('POST', `/bo/promotions/demo/${created.id}/status`, { status: 'active' });
  offerId = created.id;
}

/** Joins the first-deposit offer from its page, accepting the terms shown. */
async function joinFirstDepositOffer(page: Page) {
  await page.goto(`${baseUrl}/promotions/${offerId}`);
  await page.getByTestId('promotion-detail').waitFor();
  await page.getByTestId('promotion-terms-html').waitFor();
  await page.getByTestId('promotion-join').click();
  await expect
    .poll(() => page.getByTestId('promotion-state-button').first().getAttribute('data-state'), { timeout: 10_000 })
    .toBe('signed');
}

async function openBonusDetails(page: Page) {
  await page.goto(`${baseUrl}/member?page=bonusDetails`);
  await page.getByTestId('bonus-details').waitFor();
}

const headerBalance = async (page: Page) => (await page.getByTestId('header-balance-amount').textContent()) ?? '';

beforeAll(async () => {
  browser = await launchBrowser();
  await publishOffer();
});
afterAll(async () => {
  await browser.close();
});

describe('the bonus wallet in the browser (issue #19)', () => {
  it('a new player joins the first-deposit offer, deposits, meets the turnover on a slot and sees the bonus become cash', async () => {
    const player = await register();
    const context = await playerContext(browser, { viewport: 'phone', language: 'th', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await joinFirstDepositOffer(page);

    // 500.00 deposited: the offer's 100 % match grants 500.00, to be turned over 10 times (5,000.00) on casino games.
    await deposit(player, '500');
    await openBonusDetails(page);
    const grant = page.getByTestId('bonus-grant').first();
    await grant.waitFor();
    expect(await grant.getAttribute('data-status')).toBe('active');
    expect(await grant.getByTestId('turnover-numbers').textContent()).toContain('5,000.00');
    await saveScreenshot(page, 'bonus-details-active-th-phone');

    // Ten pushes of 500.00 on a house slot: 5,000.00 of slot turnover, counted in full.
    await settleHouseRounds(
      player,
      Array.from({ length: 10 }, () => ({ bet: '500.00', win: '500.00' })),
      'bonus-e2e',
    );
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('bonus-details').waitFor();
          return page.getByTestId('bonus-grant').first().getAttribute('data-status');
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe('completed');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toContain('1,000.00');
    await saveScreenshot(page, 'bonus-details-completed-th-phone');
    await context.close();
  });

  it('a player who withdraws mid-wager is told what is lost, confirms, and is paid their own money', async () => {
    const player = await register();
    await playerApi('/wps/member/payment-password', {
      method: 'PUT',
      body: { newPassword: '246810', confirmNewPassword: '246810' },
      token: player.token,
      address: player.address,
    });
    await playerApi('/wps/member/bank-accounts', {
      body: { bankCode: 'KBANK', accountNumber: '1234567890', accountName: 'Somchai Jaidee' },
      token: player.token,
      address: player.address,
    });
    const context = await playerContext(browser, { viewport: 'desktop', language: 'en', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await joinFirstDepositOffer(page);
    await deposit(player, '500');
    await settleHouseRounds(player, [{ bet: '200.00', win: '0.00' }], 'bonus-e2e-withdraw');

    await page.goto(`${baseUrl}/member?page=withdraw`);
    await page.getByTestId('withdraw-page').waitFor();
    const hold = page.getByTestId('withdraw-bonus-hold');
    await hold.waitFor();
    expect(await hold.textContent()).toContain('500.00');
    await page.getByTestId('withdraw-amount').fill('300');
    await page.getByTestId('withdraw-payment-password').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    const dialog = page.getByTestId('withdraw-forfeit-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('500.00');
    await saveScreenshot(page, 'withdraw-bonus-forfeit-en-desktop');
    await page.getByTestId('withdraw-forfeit-confirm').click();
    await page.getByTestId('withdrawal-row').first().waitFor();
    expect(await page.getByTestId('withdrawal-row').first().getAttribute('data-status')).toBe('pending');

    const pending = await operatorCall<{ content: { id: string; username: string }[] }>(
      'GET',
      '/bo/withdrawals?status=pending&merchant=demo',
    );
    const mine = pending.content.find((row) => row.username === player.username);
    expect(mine).toBeDefined();
    await operatorCall('POST', `/bo/withdrawals/${mine?.id ?? ''}/approve`);
    await page.reload();
    await expect
      .poll(async () => page.getByTestId('withdrawal-row').first().getAttribute('data-status'), { timeout: 10_000 })
      .toBe('paid');

    await openBonusDetails(page);
    const grant = page.getByTestId('bonus-grant').first();
    await grant.waitFor();
    expect(await grant.getAttribute('data-status')).toBe('forfeited');
    await context.close();
  });
});

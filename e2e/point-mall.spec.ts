import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, operatorCall, saveScreenshot } from './support/browser.js';
import { settleHouseRounds } from './support/house-vendor-calls.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * The points mall end to end (issue #20, decision 0082): a new player's slot rounds earn points at the demo brand's
 * 1 point per 100.00 (the points job counts them every 5 s); the player redeems a physical item with the payment
 * password and sees it in process in the redeem history; the operator approves it and the history says approved.
 * The item is made for the run through the console API, so the spec never depends on the demo catalogue's stock.
 * Screenshots at 390 px in Thai and at 1280 px in English.
 */
let browser: Browser;
let addressCounter = 60;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;
const paymentPassword = '246810';

/** Opens the mall until the points job has counted the rounds. */
async function openMall(page: Page, points: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/pointMall`);
        await page.getByTestId('points-balance').waitFor();
        return page.getByTestId('points-balance').textContent();
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe(points);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('points mall', () => {
  it('earns points by playing, redeems a physical item, and shows it in process then approved (Thai, phone)', async () => {
    const itemName = `E2E earbuds ${randomInt(1000, 9999)}`;
    const item = await operatorCall<{ id: string }>('POST', '/bo/points/demo/items', {
      type: 'physical',
      name: { th: itemName, en: itemName },
      pointsCost: '10',
      stockLeft: 3,
      imageUrl: '/points/earbuds.svg',
      sortOrder: 0,
    });
    const player = await registerPlayer(nextAddress(), {
      payeeName: 'Somchai Jaidee',
      deposit: '5000.00',
      paymentPassword,
    });
    // 1,000.00 + 500.00 of slots at 1 point per 100.00: 15 points.
    await settleHouseRounds(
      player,
      [
        { bet: '1000.00', win: '0.00' },
        { bet: '500.00', win: '200.00' },
      ],
      'points-th',
    );
    const context = await playerContext(browser, { viewport: 'phone', language: 'th', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openMall(page, '15');
    await saveScreenshot(page, 'point-mall-th-phone');

    const card = page.getByTestId('points-item').filter({ hasText: itemName });
    await card.getByTestId('points-item-redeem').click();
    await page.getByTestId('points-redeem-dialog').waitFor();
    await page.getByTestId('points-redeem-password').fill(paymentPassword);
    await saveScreenshot(page, 'point-mall-redeem-th-phone');
    await page.getByTestId('points-redeem-confirm').click();
    const row = page.getByTestId('points-history-row').filter({ hasText: itemName });
    await row.waitFor();
    expect(await row.getByTestId('points-history-status').textContent()).toBe('อยู่ระหว่างดำเนินการ');
    expect(await page.getByTestId('points-balance').textContent()).toBe('5');
    await saveScreenshot(page, 'point-mall-history-th-phone');

    const queue = await operatorCall<{ content: { id: string; username: string }[] }>(
      'GET',
      '/bo/points/demo/redemptions?status=in_process&pageSize=200',
    );
    const mine = queue.content.find((entry) => entry.username === player.username);
    expect(mine).toBeDefined();
    await operatorCall('POST', `/bo/points/demo/redemptions/${mine?.id}/approve`);
    await page.reload();
    await row.waitFor();
    expect(await row.getByTestId('points-history-status').textContent()).toBe('อนุมัติแล้ว');
    await operatorCall('PUT', `/bo/points/demo/items/${item.id}`, {
      type: 'physical',
      name: { th: itemName, en: itemName },
      pointsCost: '10',
      stockLeft: 0,
      active: false,
    });
    await context.close();
  });

  it('shows the mall in English (desktop)', async () => {
    const player = await registerPlayer(nextAddress(), {
      payeeName: 'Somchai Jaidee',
      deposit: '5000.00',
      paymentPassword,
    });
    await settleHouseRounds(player, [{ bet: '700.00', win: '0.00' }], 'points-en');
    const context = await playerContext(browser, { viewport: 'desktop', language: 'en', address: player.address });
    const page = await context.newPage();
    await logInAs(page, player);
    await openMall(page, '7');
    expect(await page.getByTestId('points-rules').textContent()).toContain('Slots');
    await saveScreenshot(page, 'point-mall-en-desktop');
    await context.close();
  });
});

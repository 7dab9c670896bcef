import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoChecker, launchBrowser, operatorCall, saveScreenshot } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 40;

async function demoMemberPage(viewport: ViewportName, language: 'th' | 'en'): Promise<Page> {
  const address = `198.51.100.${(addressCounter += 1)}`;
  const page = await (await playerContext(browser, { viewport, language, address })).newPage();
  await logInAsDemo(page);
  return page;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function headerBalance(page: Page): Promise<number> {
  return amountOf(await page.getByTestId('header-balance-amount').textContent());
}

/** A northern result whose 27 numbers end in 01, but for one prize ending in `ending`. */
function northernResult(ending: string) {
  const tiers: [string, number, number][] = [
    ['DB', 1, 5],
    ['G1', 1, 5],
    ['G2', 2, 5],
    ['G3', 6, 5],
    ['G4', 4, 4],
    ['G5', 6, 4],
    ['G6', 3, 3],
    ['G7', 4, 2],
  ];
  return {
    kind: 'prize-tiers',
    tiers: tiers.map(([code, count, digits], tierIndex) => ({
      code,
      numbers: Array.from({ length: count }, (_, index) =>
        `${'3'.repeat(digits - 2)}${tierIndex === 3 && index === 0 ? ending : '01'}`.slice(-digits),
      ),
    })),
  };
}

describe('lottery in the browser', () => {
  it('bets on WinGo, watches the close and the draw settle, and verifies the draw', async () => {
    const page = await demoMemberPage('phone', 'th');
    await page.goto(`${baseUrl}/lottery?gameCode=WINGO_1`);
    await page.getByTestId('lottery-countdown').waitFor();
    await page.getByTestId('lottery-bet-type-WINGO_BIG_SMALL').click();
    await page.getByTestId('lottery-pick-BIG').click();
    await page.getByTestId('lottery-stake-input').fill('10');
    await expect.poll(async () => page.getByTestId('lottery-bet-count').textContent()).toBe('1');
    await saveScreenshot(page, 'lottery-wingo-slip-phone-th');
    // On a fresh start the first draw on sale opens within a minute (a draw opened before its chain was committed
    // is never sold).
    await expect
      .poll(async () => page.getByTestId('lottery-submit').isEnabled(), { timeout: 180_000, interval: 1_000 })
      .toBe(true);
    await page.getByTestId('lottery-submit').click();
    await page.getByTestId('lottery-confirm').click();
    await page.getByTestId('lottery-my-bet-row').first().waitFor({ timeout: 15_000 });
    const afterBet = await headerBalance(page);

    // The draw closes within two minutes; the job draws it from the beacon and settles it within seconds.
    await page.getByTestId('lottery-history-tab').click();
    await expect
      .poll(
        async () => {
          const row = page.getByTestId('lottery-my-bet-row').first();
          return (await row.isVisible().catch(() => false)) ? ((await row.getAttribute('data-status')) ?? '') : '';
        },
        { timeout: 200_000, interval: 2_000 },
      )
      .toMatch(/WON|LOST/);
    const won = (await page.getByTestId('lottery-my-bet-row').first().getAttribute('data-status')) === 'WON';
    // BIG pays 2 after the 2% stake fee: 10.00 returns 19.60.
    await expect.poll(async () => headerBalance(page), { timeout: 15_000 }).toBeCloseTo(afterBet + (won ? 19.6 : 0), 2);
    await saveScreenshot(page, 'lottery-wingo-settled-phone-th');

    const verify = page.getByTestId('lottery-verify-link').first();
    await expect.poll(async () => verify.isVisible(), { timeout: 30_000 }).toBe(true);
    await verify.click();
    await page.waitForURL(/\/fairness\?/);
    await expect
      .poll(async () => page.getByTestId('fairness-chain-ok').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('ok');
    expect(await page.getByTestId('fairness-result-ok').getAttribute('data-state')).toBe('ok');
    await page.getByTestId('fairness-stand-in').waitFor();
    await saveScreenshot(page, 'lottery-fairness-phone-th');
    await page.context().close();
  }, 480_000);

  it('bets a Vietnam lô and settles it from a result two operators entered', async () => {
    const page = await demoMemberPage('desktop', 'en');
    await page.goto(`${baseUrl}/vnLottery?gameCode=VN_N`);
    await page.getByTestId('lottery-bet-type-VN_LO_2').click();
    await page.getByTestId('lottery-pick-27').click();
    await page.getByTestId('lottery-stake-input').fill('1');
    // A northern lô covers the 27 prize numbers: 1 a unit costs 27.
    await expect.poll(async () => amountOf(await page.getByTestId('lottery-total').textContent())).toBe(27);
    const near = (await (await fetch(`${baseUrl}/lgw/numeros/near?gameCode=VN_N`)).json()) as {
      value: { currentNumero: { numero: string } };
    };
    const numero = near.value.currentNumero.numero;
    await page.getByTestId('lottery-submit').click();
    await page.getByTestId('lottery-confirm').click();
    await page.getByTestId('lottery-my-bet-row').first().waitFor({ timeout: 15_000 });
    const afterBet = await headerBalance(page);
    await saveScreenshot(page, 'lottery-vietnam-bet-desktop-en');

    await operatorCall('POST', '/bo/lottery/draws/close', { gameCode: 'VN_N', numero });
    const entry = await operatorCall<{ entryId: string }>('POST', '/bo/lottery/results', {
      gameCode: 'VN_N',
      numero,
      result: northernResult('27'),
    });
    // The second console account confirms what the first entered: the two-person rule.
    // The checker types the result again without seeing the first entry (blind double entry).
    await operatorCall(
      'POST',
      '/bo/lottery/results/confirm',
      { entryId: entry.entryId, result: northernResult('27') },
      demoChecker,
    );

    // One prize ends in 27: the lô pays 98.5 units.
    await expect.poll(async () => headerBalance(page), { timeout: 30_000 }).toBeCloseTo(afterBet + 98.5, 2);
    await page.goto(`${baseUrl}/member?page=lotteryRecords`);
    const row = page.getByTestId('lottery-record-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('WON');
    await saveScreenshot(page, 'lottery-records-desktop-en');
    await page.context().close();
  }, 120_000);
});

import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, operatorCall, saveScreenshot, screenshotDirectory } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import type { FreshPlayer } from './support/fresh-player.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * Promotions on the site end to end (issue #19): an operator publishes four offers; the demo player sees them as
 * cards, reads one's terms and joins it, applies for a reviewed one with an image, and sees the operator's rejection
 * with its reason; screenshots of the list and an offer at 390 and 1280 px in Thai and English. With the bonus routes
 * on the server, a claimed free bonus shows in bonus details and a withdrawal asks before forfeiting it.
 */
const stamp = Date.now().toString(36);
const day = 86_400_000;
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
// Where the brief wants the screenshots kept besides the CI artifacts; E2E_SCREENS_DIR overrides it.
const screensDirectory = process.env.E2E_SCREENS_DIR ?? '/work/screens/promo';

let browser: Browser;
// The spec's own player: it joins offers, claims a bonus and leaves a withdrawal waiting, none of it on the demo account.
let member: FreshPlayer;
let addressCounter = 40;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;
const offers: Record<'deposit' | 'free' | 'application' | 'reload', { id: string; en: string; th: string }> = {
  deposit: { id: '', en: `First deposit 100% ${stamp}`, th: `ฝากแรกรับ 100% ${stamp}` },
  free: { id: '', en: `Daily free spin money ${stamp}`, th: `โบนัสฟรีรายวัน ${stamp}` },
  application: { id: '', en: `Share and win ${stamp}`, th: `แชร์แล้วรับโบนัส ${stamp}` },
  reload: { id: '', en: `Live casino reload 20% ${stamp}`, th: `ฝากเติมคาสิโนสด 20% ${stamp}` },
};

/** A full-page screenshot, or with `dialog` what the screen shows (a dialog's backdrop covers the screen only). */
async function shoot(page: Page, name: string, { dialog = false } = {}) {
  if (dialog) {
    mkdirSync(screenshotDirectory, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDirectory, `${name}.png`) });
  } else {
    await saveScreenshot(page, name);
  }
  mkdirSync(screensDirectory, { recursive: true });
  copyFileSync(path.join(screenshotDirectory, `${name}.png`), path.join(screensDirectory, `${name}.png`));
}

async function publish(key: keyof typeof offers, body: Record<string, unknown>) {
  const offer = offers[key];
  const created = await operatorCall<{ id: string }>('POST', '/bo/promotions/demo', {
    displayFrom: new Date(Date.now() - day).toISOString(),
    applyFrom: new Date(Date.now() - day).toISOString(),
    ...body,
    content: {
      title: { th: offer.th, en: offer.en },
      ...(body.content as Record<string, unknown>),
    },
  });
  offer.id = created.id;
  await operatorCall('POST', `/bo/promotions/demo/${created.id}/status`, { status: 'active' });
}

const termsHtml = {
  th: '<h3>เงื่อนไขสำคัญ</h3><ul><li>ทำเทิร์นโอเวอร์ตามที่กำหนดภายในเวลาที่กำหนด</li><li>ระหว่างทำเทิร์น เดิมพันได้ไม่เกินยอดเดิมพันสูงสุด</li><li>ถอนเงินก่อนทำเทิร์นครบ โบนัสจะถูกยกเลิก เงินสดของคุณไม่ได้รับผลกระทบ</li></ul>',
  en: '<h3>Key terms</h3><ul><li>Meet the turnover within the time allowed.</li><li>While wagering, bets may not exceed the maximum bet.</li><li>Withdrawing before the turnover is met forfeits the bonus; your cash is never touched.</li></ul>',
};

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee', credit: '2000' });
  await publish('deposit', {
    type: 'FIRST_DEPOSIT',
    category: 'deposit',
    badge: 'NEWBIE',
    applyTo: new Date(Date.now() + 30 * day).toISOString(),
    content: {
      summary: { th: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด ฿1,000', en: 'Double your first deposit, up to ฿1,000.' },
      termsHtml,
    },
    reward: { kind: 'percent_of_deposit', percent: 100, cap: '1000.00' },
    eligibility: { minDeposit: '100.00', depositNth: 1 },
    terms: { turnoverMultiplier: 10, maxBet: '50.00', maxWinMultiplier: 5, expiryDays: 7 },
  });
  await publish('free', {
    type: 'FREE_BONUS',
    category: 'slots',
    badge: 'DAILY',
    content: {
      summary: { th: 'รับโบนัสฟรี ฿50 ไว้เล่นสล็อต ไม่ต้องฝาก', en: 'Claim ฿50 of bonus money for slots, no deposit needed.' },
      termsHtml,
    },
    reward: { kind: 'fixed', amount: '50.00' },
    terms: { turnoverMultiplier: 5, maxBet: '20.00', maxWinMultiplier: null, expiryDays: 7 },
  });
  await publish('application', {
    type: 'APPLICATION',
    category: 'other',
    badge: 'SPECIAL',
    content: {
      summary: {
        th: 'แชร์โพสต์ของเราแล้วส่งภาพหน้าจอ รับโบนัสสูงสุด ฿500',
        en: 'Share our post and send a screenshot for up to ฿500.',
      },
      termsHtml,
    },
    reward: { kind: 'reviewed', max: '500.00' },
    imageRequired: true,
    terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 14 },
  });
  await publish('reload', {
    type: 'DEPOSIT',
    category: 'live',
    badge: 'LIMITED',
    applyTo: new Date(Date.now() + 3 * day).toISOString(),
    content: {
      summary: {
        th: 'ฝากเติมรับเพิ่ม 20% สูงสุด ฿500 สำหรับคาสิโนสด',
        en: 'Top up and get 20% more, up to ฿500, for live casino.',
      },
      termsHtml,
    },
    reward: { kind: 'percent_of_deposit', percent: 20, cap: '500.00' },
    eligibility: { minDeposit: '300.00' },
    terms: { turnoverMultiplier: 8, maxBet: '100.00', maxWinMultiplier: 10, expiryDays: 10 },
  });
});
afterAll(async () => {
  await browser.close();
});

async function openPromotions(viewport: ViewportName, language: 'th' | 'en', signedIn: boolean): Promise<Page> {
  const context = await playerContext(browser, { viewport, language, address: nextAddress() });
  const page = await context.newPage();
  if (signedIn) await logInAs(page, member);
  await page.goto(`${baseUrl}/promotions`);
  await page.getByTestId('promotion-card').first().waitFor();
  return page;
}

const card = (page: Page, title: string) => page.getByTestId('promotion-card').filter({ hasText: title });

describe('promotions', () => {
  it('shows the offers, their terms, a join, and an application the operator rejects with its reason', async () => {
    const visitor = await openPromotions('phone', 'en', false);
    expect(
      await card(visitor, offers.deposit.en).getByTestId('promotion-state-button').getAttribute('data-state'),
    ).toBe('visitor');
    await shoot(visitor, 'promotions-visitor-en-390');
    await visitor.context().close();

    const page = await openPromotions('desktop', 'en', true);
    expect(await card(page, offers.free.en).getByTestId('promotion-state-button').getAttribute('data-state')).toBe(
      'claim',
    );
    // The deposit offer's page: its terms, then the join that accepts them.
    await card(page, offers.deposit.en).getByTestId('promotion-state-button').click();
    await page.getByTestId('promotion-detail').waitFor();
    await page.getByTestId('promotion-terms-html').waitFor();
    expect(await page.getByTestId('terms-turnover').innerText()).toBe('10×');
    expect(await page.getByTestId('terms-max-bet').innerText()).toBe('฿50.00');
    await shoot(page, 'promotion-detail-en-1280');
    await page.getByTestId('promotion-join').click();
    await page.locator('[data-testid="promotion-state-button"][data-state="signed"]').waitFor();

    // The application: an image, sent; then the operator rejects it with a reason the player reads.
    await page.goto(`${baseUrl}/promotions/${offers.application.id}`);
    await page.getByTestId('promotion-apply-form').waitFor();
    await page.getByTestId('apply-remark').fill('Shared on my page today');
    await page
      .getByTestId('apply-images-input')
      .setInputFiles({ name: 'share.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await page.getByRole('img', { name: 'share.png' }).waitFor();
    await page.getByTestId('apply-submit').click();
    await page.locator('[data-testid="promotion-state-button"][data-state="applying"]').waitFor();
    const queue = await operatorCall<{ content: { id: string; promotionId: string }[] }>(
      'GET',
      '/bo/promotions/demo/applications?state=applying',
    );
    const application = queue.content.find((item) => item.promotionId === offers.application.id);
    await operatorCall('POST', `/bo/promotions/demo/applications/${application?.id ?? ''}/reject`, {
      reason: 'The screenshot does not show our post.',
    });
    await page.goto(`${baseUrl}/promotions`);
    const rejected = card(page, offers.application.en);
    await rejected.getByTestId('promotion-reason').waitFor();
    expect(await rejected.getByTestId('promotion-reason').innerText()).toBe(
      'Reason: The screenshot does not show our post.',
    );
    await page.context().close();

    for (const viewport of ['phone', 'desktop'] as const) {
      for (const language of ['th', 'en'] as const) {
        const shown = await openPromotions(viewport, language, true);
        await card(shown, offers[viewport === 'phone' ? 'deposit' : 'reload'][language]).waitFor();
        await shoot(shown, `promotions-${language}-${viewport === 'phone' ? 390 : 1280}`);
        if (language === 'th' || viewport === 'phone') {
          await shown.goto(`${baseUrl}/promotions/${offers.reload.id}`);
          await shown.getByTestId('promotion-terms-html').waitFor();
          await shoot(shown, `promotion-detail-${language}-${viewport === 'phone' ? 390 : 1280}`);
        }
        await shown.context().close();
      }
    }
  }, 300_000);

  it('shows a claimed free bonus in bonus details, and a withdrawal asks before forfeiting it', async () => {
    const context = await playerContext(browser, { viewport: 'desktop', language: 'en', address: nextAddress() });
    const page = await context.newPage();
    await logInAs(page, member);
    await page.goto(`${baseUrl}/member?page=rewardCenter`);
    const claimable = page.getByTestId('claimable-reward').filter({ hasText: offers.free.en });
    await claimable.waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="member-menu-badge-rewards"]')?.getAttribute('data-count')) > 0,
    );
    await shoot(page, 'reward-center-en-1280');
    await claimable.getByTestId('reward-claim').click();
    await claimable.waitFor({ state: 'detached' });

    // Set up what a withdrawal needs, as a player would.
    await page.goto(`${baseUrl}/member?page=withdraw`);
    await page.getByTestId('withdraw-page').waitFor();
    await page.getByTestId('bank-code-select').selectOption('KBANK');
    await page.getByTestId('bank-account-number').fill('1234567890');
    await page.getByTestId('bank-account-name').fill('Somchai Jaidee');
    await page.getByTestId('bank-account-submit').click();
    await page.getByTestId('bank-account-row').first().waitFor();
    await page.getByTestId('payment-password-new').fill('246810');
    await page.getByTestId('payment-password-confirm').fill('246810');
    await page.getByTestId('payment-password-submit').click();
    await page.getByTestId('withdraw-bonus-hold').waitFor();
    await context.close();

    const combinations = [
      ['phone', 'th'],
      ['phone', 'en'],
      ['desktop', 'th'],
      ['desktop', 'en'],
    ] as const;
    for (const [index, [viewport, language]] of combinations.entries()) {
      const width = viewport === 'phone' ? 390 : 1280;
      const shown = await playerContext(browser, { viewport, language, address: nextAddress() });
      const player = await shown.newPage();
      await logInAs(player, member);
      await player.goto(`${baseUrl}/member?page=bonusDetails`);
      const grant = player.getByTestId('bonus-grant').filter({ hasText: offers.free[language] });
      await grant.waitFor();
      expect(await grant.getAttribute('data-status')).toBe('active');
      expect(await grant.getByTestId('turnover-numbers').innerText()).toBe('฿0.00 / ฿250.00');
      await shoot(player, `bonus-details-${language}-${width}`);

      await player.goto(`${baseUrl}/member?page=withdraw`);
      expect(await player.getByTestId('withdraw-bonus-balance').innerText()).toBe('50.00');
      await player.getByTestId('withdraw-amount').fill('500');
      await player.getByTestId('withdraw-payment-password').fill('246810');
      await player.getByTestId('withdraw-submit').click();
      const dialog = player.getByTestId('withdraw-forfeit-dialog');
      await dialog.waitFor();
      await shoot(player, `withdraw-forfeit-${language}-${width}`, { dialog: true });
      if (index < combinations.length - 1) {
        await dialog.getByTestId('withdraw-forfeit-cancel').click();
        await dialog.waitFor({ state: 'detached' });
        expect(await player.getByTestId('withdrawal-row').count()).toBe(0);
      } else {
        // The last one goes through: the bonus is forfeited, the cash withdrawal waits for review.
        await dialog.getByTestId('withdraw-forfeit-confirm').click();
        await player.getByTestId('withdrawal-row').first().waitFor();
        await player.goto(`${baseUrl}/member?page=bonusDetails`);
        await player.locator('[data-testid="bonus-grant"][data-status="forfeited"]').waitFor();
        await shoot(player, 'bonus-details-forfeited-en-1280');
      }
      await shown.close();
    }
  }, 300_000);
});

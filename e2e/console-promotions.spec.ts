import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, operatorCall } from './support/browser.js';
import type { FreshPlayer } from './support/fresh-player.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * The console's promotions end to end (issue #19): an operator builds an offer in the builder while its preview
 * shows the player's card, saves it as a draft and publishes it after the confirmation; the demo player applies for
 * a reviewed offer with an image, and the operator approves it from the queue with the offer's maximum; the grant
 * then shows in the player's bonuses. Screenshots of the builder with its preview (1280 and 390 px) and the queue go
 * to CONSOLE_PROMO_SCREENS_DIR (default /work/screens/console-promo).
 */
const directory = process.env.CONSOLE_PROMO_SCREENS_DIR ?? '/work/screens/console-promo';
const stamp = Date.now().toString(36);
const day = 86_400_000;

/** A 160×100 PNG of colour bands, so the queue's thumbnail shows something a person can see. */
function screenshotPng(): Buffer {
  const width = 160;
  const height = 100;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set(y < 30 ? [24, 119, 242] : [255 - x, 120 + Math.floor(y / 2), 80 + x / 2], at);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const reviewedTitle = `Share and win ${stamp}`;
const builtTitle = { th: `ฝากแรกรับ 100% ${stamp}`, en: `First deposit 100% ${stamp}` };

let browser: Browser;
let addressCounter = 120;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;
let applicant: FreshPlayer;

async function shoot(page: Page, name: string) {
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const created = await operatorCall<{ id: string }>('POST', '/bo/promotions/demo', {
    type: 'APPLICATION',
    category: 'other',
    badge: 'SPECIAL',
    displayFrom: new Date(Date.now() - day).toISOString(),
    applyFrom: new Date(Date.now() - day).toISOString(),
    content: {
      title: { en: reviewedTitle, th: `แชร์แล้วรับโบนัส ${stamp}` },
      summary: { en: 'Share our post and send a screenshot for up to ฿500.' },
      termsHtml: { en: '<p>One screenshot of the shared post.</p>' },
    },
    reward: { kind: 'reviewed', max: '500.00' },
    imageRequired: true,
    remarkRequired: true,
    terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 14 },
  });
  await operatorCall('POST', `/bo/promotions/demo/${created.id}/status`, { status: 'active' });
  // A player of the spec's own applies, with a remark and an image, as the site's form sends it.
  const address = nextAddress();
  applicant = await registerPlayer(address);
  const context = await playerContext(browser, { viewport: 'desktop', language: 'en', address });
  const page = await context.newPage();
  await logInAs(page, applicant);
  await page.goto(`${baseUrl}/promotions/${created.id}`);
  await page.getByTestId('promotion-apply-form').waitFor();
  await page.getByTestId('apply-remark').fill('Shared on my page today');
  await page
    .getByTestId('apply-images-input')
    .setInputFiles({ name: 'share.png', mimeType: 'image/png', buffer: screenshotPng() });
  await page.getByRole('img', { name: 'share.png' }).waitFor();
  await page.getByTestId('apply-submit').click();
  await page.locator('[data-testid="promotion-state-button"][data-state="applying"]').waitFor();
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

describe('console promotions', () => {
  it('builds an offer beside its live preview, saves it as a draft and publishes it after the confirmation', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await logInToConsole(page, undefined, '/console/promotions?brand=demo');
    await page.getByRole('button', { name: 'New offer' }).click();
    const preview = page.getByTestId('promotion-card-preview');
    await page.getByLabel('Title').fill(builtTitle.th);
    await page.getByLabel('Summary (on the card)').fill('ฝากครั้งแรกรับโบนัส 100% สูงสุด ฿1,000');
    await page
      .getByLabel('Terms page')
      .fill('<h3>เงื่อนไขสำคัญ</h3><ul><li>ทำเทิร์นโอเวอร์ 10 เท่าภายใน 7 วัน</li><li>เดิมพันได้ไม่เกิน ฿50 ระหว่างทำเทิร์น</li></ul>');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Title').fill(builtTitle.en);
    await page.getByLabel('Summary (on the card)').fill('Double your first deposit, up to ฿1,000.');
    await page
      .getByLabel('Terms page')
      .fill('<h3>Key terms</h3><ul><li>Turnover 10× within 7 days.</li><li>Bets up to ฿50 while wagering.</li></ul>');
    await page.getByLabel('Badge').selectOption('NEWBIE');
    await page.getByLabel('Can be taken until', { exact: true }).fill('20270131');
    await page.getByLabel('Can be taken until: time').fill('2359');
    await page.getByLabel('Maximum bet while wagering').fill('50');
    await page.getByLabel('Smallest deposit').fill('100');
    await page.getByLabel('Total budget').fill('100000');
    expect(await preview.innerText()).toContain(builtTitle.en);
    expect(await preview.innerText()).toContain('100% of the deposit, up to 1,000');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'builder-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'builder-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Save as draft' }).click();
    const row = page.locator('tr', { hasText: builtTitle.en });
    await row.getByText('Draft').waitFor();
    await row.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Publish “${builtTitle.en}”?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await row.getByText('Live').waitFor();
    await shoot(page, 'offers-en-1280');
    await context.close();
  });

  it('approves an application from the queue with the offer maximum, and the grant shows in the player bonuses', async () => {
    const context = await openConsoleContext(browser, 'en', nextAddress());
    const page = await context.newPage();
    await logInToConsole(page, undefined, '/console/promotion-applications?brand=demo');
    const row = page.locator('tr', { hasText: reviewedTitle });
    await row.getByText('Shared on my page today').waitFor();
    await row.getByRole('img').first().waitFor();
    await shoot(page, 'queue-en-1280');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Amount to grant').inputValue()).toBe('500.00');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Issued' }).click();
    await page.locator('tr', { hasText: reviewedTitle }).getByText('500.00').waitFor();

    await page.goto(`${baseUrl}/console/bonus/grants?brand=demo&username=${applicant.username}`);
    await page.locator('tr', { hasText: reviewedTitle }).first().waitFor();
    await shoot(page, 'grants-en-1280');
    await page.goto(`${baseUrl}/console/bonus/policy?brand=demo`);
    await page.getByText('Contribution to turnover').waitFor();
    await shoot(page, 'policy-en-1280');
    await page.goto(`${baseUrl}/console/bonus/cost?brand=demo`);
    await page.locator('tfoot').waitFor();
    await shoot(page, 'cost-en-1280');
    await context.close();
  });
});

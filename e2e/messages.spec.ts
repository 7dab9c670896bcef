import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  operatorCall,
  saveScreenshot,
} from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';

/**
 * The member inbox end to end: an operator writes to the demo player from the console's Messages screen; the player
 * sees the unread badge on the member centre's messages entry, opens the message, and the badge drops by one.
 */
const stamp = Date.now().toString(36);
const title = `Inbox check ${stamp}`;
const body = `Hello from the console.\nSecond line ${stamp}.`;

let browser: Browser;
let addressCounter = 200;
const nextAddress = (prefix: string) => `${prefix}.${(addressCounter += 1)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openInbox(viewport: ViewportName, language: 'th' | 'en'): Promise<Page> {
  const context = await playerContext(browser, { viewport, language, address: nextAddress('198.51.100') });
  const page = await context.newPage();
  await logInAsDemo(page);
  await page.goto(`${baseUrl}/member?page=messageV2`);
  await page.getByTestId('messages-page').waitFor();
  return page;
}

const badgeCount = async (page: Page) =>
  Number((await page.getByTestId('member-menu-badge-messages').getAttribute('data-count')) ?? '0');

describe('member messages', () => {
  it('reaches the player from the console, shows the badge, and the badge drops once read', async () => {
    const before = await openInbox('desktop', 'en');
    await before.getByTestId('member-menu-badge-messages').waitFor({ state: 'attached' });
    const unreadBefore = await badgeCount(before);
    await before.context().close();

    const consoleContext = await openConsoleContext(browser, 'en', nextAddress('203.0.113'));
    const operator = await consoleContext.newPage();
    await logInToConsole(operator);
    await operator.goto(`${baseUrl}/console/member-messages?merchant=demo`);
    await operator.getByRole('button', { name: 'New message' }).click();
    await operator.locator('#message-recipient').selectOption('member');
    await operator.locator('#message-username').fill('demo');
    await operator.locator('#message-title').fill(title);
    await operator.locator('#message-body').fill(body);
    await operator.getByRole('button', { name: 'Send' }).click();
    await operator.locator('tbody tr', { hasText: title }).waitFor();
    await saveScreenshot(operator, 'console-member-messages-en');
    await consoleContext.close();

    const page = await openInbox('desktop', 'en');
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="member-menu-badge-messages"]')?.getAttribute('data-count') === expected,
      String(unreadBefore + 1),
    );
    const row = page.getByTestId('message-row').filter({ hasText: title });
    expect(await row.getAttribute('data-read')).toBe('false');
    await row.click();
    const dialog = page.getByTestId('message-dialog');
    expect(await dialog.getByTestId('message-body').innerText()).toBe(body);
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="member-menu-badge-messages"]')?.getAttribute('data-count') === expected,
      String(unreadBefore),
    );
    await dialog.getByTestId('modal-close').click();
    await page.getByTestId('message-row').filter({ hasText: title }).and(page.locator('[data-read="true"]')).waitFor();
    await page.context().close();
  });

  it('shows the inbox at phone and desktop widths in Thai and English', async () => {
    // An unread message too, so the pictures show both marks.
    await operatorCall('POST', '/bo/member-messages/demo', {
      to: 'member',
      username: 'demo',
      title: `ยินดีต้อนรับสู่ Croupier ${stamp}`,
      body: 'ขอบคุณที่เป็นสมาชิกกับเรา\nติดต่อฝ่ายบริการลูกค้าได้ตลอด 24 ชั่วโมง',
    });
    for (const language of ['th', 'en'] as const) {
      for (const viewport of ['phone', 'desktop'] as const) {
        const page = await openInbox(viewport, language);
        await page.getByTestId('message-row').first().waitFor();
        await saveScreenshot(page, `messages-${language}-${viewport}`);
        if (language === 'en' && viewport === 'desktop') {
          await page.getByTestId('message-row').first().click();
          await page.getByTestId('message-body').waitFor();
          await saveScreenshot(page, 'messages-open-en-desktop');
        }
        await page.context().close();
      }
    }
  });
});

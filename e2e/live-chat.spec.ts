import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * Live chat end to end (decision 0085): a fresh player opens the chat room from the service button and writes; an
 * operator goes on duty in the console, sees the conversation arrive, answers; the player sees the answer live.
 */
const stamp = Date.now().toString(36);
const question = `Where is my deposit? ${stamp}`;
const answer = `Let me check that for you ${stamp}`;

let browser: Browser;
let addressCounter = 40;
const nextAddress = (prefix: string) => `${prefix}.${(addressCounter += 1)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Opens the chat room from the service button: the floating one on a wide screen, the bottom bar's on a phone. */
async function openChatRoom(page: Page, viewport: ViewportName, language: 'th' | 'en') {
  if (viewport === 'phone') await page.getByTestId('bottom-bar-service').click();
  else
    await page
      .getByTestId('service-bar')
      .getByRole('button', { name: language === 'th' ? 'ฝ่ายบริการลูกค้า' : 'Customer service' })
      .click();
  await page.locator('[data-testid="contact-channel"][data-kind="LIVECHAT"]').first().click();
  await page.getByTestId('chat-room').waitFor();
}

describe('live chat', () => {
  it('carries a player’s message to an operator on duty and the answer back', async () => {
    const address = nextAddress('198.51.100');
    const player = await registerPlayer(address);
    const context = await playerContext(browser, { viewport: 'desktop', language: 'en', address });
    const page = await context.newPage();
    await logInAs(page, player);
    await page.goto(`${baseUrl}/`);
    await openChatRoom(page, 'desktop', 'en');
    await page.getByTestId('chat-input').fill(question);
    await page.getByTestId('chat-send').click();
    await page.locator('[data-testid="chat-message"][data-author="member"]', { hasText: question }).waitFor();

    const consoleContext = await openConsoleContext(browser, 'en', nextAddress('203.0.113'));
    const operator = await consoleContext.newPage();
    await logInToConsole(operator);
    await operator.goto(`${baseUrl}/console/live-chat?merchant=demo`);
    const duty = operator.getByTestId('live-chat-duty');
    await duty.waitFor();
    // The switch follows the server's answer, so it is clicked and then watched rather than `check`ed.
    if (!(await duty.isChecked())) await duty.click();
    await operator.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid="live-chat-duty"]')?.checked === true,
    );
    const row = operator.locator(`[data-testid="live-chat-conversation"][data-who="${player.username}"]`);
    await row.waitFor();
    await row.click();
    await operator.locator('[data-testid="live-chat-message"]', { hasText: question }).waitFor();
    await operator.getByTestId('live-chat-reply-input').fill(answer);
    await operator.getByTestId('live-chat-reply-send').click();
    await operator.locator('[data-testid="live-chat-message"][data-author="operator"]', { hasText: answer }).waitFor();
    await saveScreenshot(operator, 'console-live-chat-en');

    // The answer reaches the open chat room live, without a reload.
    const reply = page.locator('[data-testid="chat-message"][data-author="operator"]', { hasText: answer });
    await reply.waitFor({ timeout: 15_000 });
    expect(await reply.innerText()).toContain(answer);
    await saveScreenshot(page, 'live-chat-desktop-en');

    // The operator's console reads the same conversation as taken by them.
    await operator.getByTestId('live-chat-view-mine').click();
    await operator.locator(`[data-testid="live-chat-conversation"][data-who="${player.username}"]`).waitFor();
    await operator.getByTestId('live-chat-close').click();
    await page.getByTestId('chat-start-new').waitFor({ timeout: 15_000 });
    await consoleContext.close();
    await context.close();
  });

  it.each([
    ['phone', 'th'],
    ['desktop', 'th'],
    ['phone', 'en'],
  ] as const)('opens the chat room for a visitor on %s in %s', async (viewport, language) => {
    const context = await playerContext(browser, { viewport, language, address: nextAddress('198.51.100') });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await openChatRoom(page, viewport, language);
    await page.getByTestId('chat-input').fill(`visitor ${stamp}`);
    await page.getByTestId('chat-send').click();
    await page.locator('[data-testid="chat-message"][data-author="visitor"]').first().waitFor();
    await saveScreenshot(page, `live-chat-visitor-${viewport}-${language}`);
    await context.close();
  });
});

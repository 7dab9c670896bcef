import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, saveScreenshot } from './support/browser.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerContext } from './support/player-context.js';

/**
 * Feedback end to end (spec §5): a fresh player sends feedback with one png from the help centre; an operator finds
 * it in the console, opens it with its image and answers; the player reads the answer in their messages.
 */
const stamp = Date.now().toString(36);
const content = `The lobby search could remember my last game ${stamp}`;
const answerBody = `Thank you, we will add it soon ${stamp}`;
/** A valid 1x1 PNG is under the 16-pixel minimum; this 20x20 one is drawn by the test itself. */
const pngPath = path.join(tmpdir(), `feedback-${stamp}.png`);

let browser: Browser;
let addressCounter = 60;
const nextAddress = (prefix: string) => `${prefix}.${(addressCounter += 1)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function drawPng(page: Page): Promise<void> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 20;
    canvas.height = 20;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2e86c1';
      context.fillRect(0, 0, 20, 20);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await writeFile(pngPath, Buffer.from(base64, 'base64'));
}

describe('feedback', () => {
  it('goes from the help centre to the console, and the answer reaches the player’s messages', async () => {
    const address = nextAddress('198.51.100');
    const player = await registerPlayer(address);
    const context = await playerContext(browser, { viewport: 'desktop', language: 'en', address });
    const page = await context.newPage();
    await logInAs(page, player);
    await page.goto(`${baseUrl}/help`);
    await page.getByTestId('help-feedback').click();
    const dialog = page.getByTestId('feedback-dialog');
    await dialog.waitFor();
    await drawPng(page);
    await page.getByTestId('feedback-category').selectOption('suggestion');
    await page.getByTestId('feedback-content').fill(content);
    expect(await page.getByTestId('feedback-counter').innerText()).toBe(`${content.length}/140`);
    await page.getByTestId('feedback-attach').setInputFiles(pngPath);
    await page.getByTestId('feedback-preview').first().waitFor();
    await saveScreenshot(page, 'feedback-form-en-desktop');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-sent').waitFor();
    await context.close();

    const consoleContext = await openConsoleContext(browser, 'en', nextAddress('203.0.113'));
    const operator = await consoleContext.newPage();
    await logInToConsole(operator);
    await operator.goto(`${baseUrl}/console/feedback?merchant=demo`);
    const row = operator.locator('tbody tr', { hasText: content });
    await row.waitFor();
    await saveScreenshot(operator, 'console-feedback-en');
    await row.getByTestId('feedback-open').click();
    const detail = operator.getByTestId('feedback-detail');
    await detail.waitFor();
    expect(await operator.getByTestId('feedback-detail-content').innerText()).toBe(content);
    await detail.locator('img').first().waitFor();
    await operator.getByTestId('feedback-mark-read').click();
    await operator.waitForFunction(
      () => document.querySelector('[data-testid="feedback-detail-status"]')?.textContent === 'Read',
    );
    await operator.locator('#feedback-answer-body').fill(answerBody);
    await saveScreenshot(operator, 'console-feedback-answer-en');
    await operator.getByRole('button', { name: 'Send answer' }).click();
    await detail.waitFor({ state: 'detached' });
    await consoleContext.close();

    const inboxContext = await playerContext(browser, { viewport: 'desktop', language: 'en', address });
    const inbox = await inboxContext.newPage();
    await logInAs(inbox, player);
    await inbox.goto(`${baseUrl}/member?page=messageV2`);
    const message = inbox.getByTestId('message-row').filter({ hasText: 'About your feedback' });
    await message.waitFor();
    await message.click();
    expect(await inbox.getByTestId('message-body').innerText()).toBe(answerBody);
    await inboxContext.close();
  });

  it('opens the form from the service window at 390 px in Thai and the help centre at 1280 px in English, and refuses a wrong file type before upload', async () => {
    for (const [language, viewport] of [
      ['th', 'phone'],
      ['en', 'desktop'],
    ] as const) {
      const context = await playerContext(browser, { viewport, language, address: nextAddress('198.51.100') });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/help`);
      if (viewport === 'phone') {
        // The customer-service window's entry (the bottom bar's service button on a phone).
        await page.getByTestId('bottom-bar-service').click();
        await page.getByTestId('contact-service-dialog').waitFor();
        await saveScreenshot(page, `feedback-service-entry-${language}-${viewport}`);
        await page.getByTestId('contact-feedback').click();
      } else {
        await page.getByTestId('help-feedback').click();
      }
      await page.getByTestId('feedback-dialog').waitFor();
      await page
        .getByTestId('feedback-content')
        .fill(language === 'th' ? 'อยากให้มีเกมสล็อตใหม่เพิ่มขึ้น' : 'More new slots, please');
      await saveScreenshot(page, `feedback-form-${language}-${viewport}`);
      const textPath = path.join(tmpdir(), `feedback-${stamp}.txt`);
      await writeFile(textPath, 'not an image');
      await page.getByTestId('feedback-attach').setInputFiles(textPath);
      await page.getByTestId('feedback-problem').waitFor();
      expect(await page.getByTestId('feedback-preview').count()).toBe(0);
      await context.close();
    }
  });
});

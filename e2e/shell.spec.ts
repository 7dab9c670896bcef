import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';

const thaiLetters = /[\u0E00-\u0E7F]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('site shell', () => {
  it('loads home in Thai on first visit and stores the default language', async () => {
    for (const viewport of ['phone', 'desktop'] satisfies ViewportName[]) {
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('home-page').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('th');
      expect(await page.getByTestId('home-title').innerText()).toMatch(thaiLetters);
      expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
        'th',
        'th',
      ]);
      await saveScreenshot(page, `home-th-${viewport}`);
      await context.close();
    }
  });

  it('switches to English, and the choice survives a reload', async () => {
    for (const viewport of ['phone', 'desktop'] satisfies ViewportName[]) {
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      const title = page.getByTestId('home-title');
      await title.waitFor();
      const thaiTitle = await title.innerText();
      await page.getByTestId('language-select').first().click();
      await page.getByTestId('language-option-en').first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      const englishTitle = await title.innerText();
      expect(englishTitle).not.toBe(thaiTitle);
      expect(englishTitle).not.toMatch(thaiLetters);
      expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
        'en',
        'en',
      ]);
      await page.reload();
      await page.getByTestId('home-title').waitFor();
      expect(await page.getByTestId('home-title').innerText()).toBe(englishTitle);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await saveScreenshot(page, `home-en-${viewport}`);
      await page.goto(`${baseUrl}/down`);
      await page.getByTestId('download-page').waitFor();
      await saveScreenshot(page, `download-en-${viewport}`);
      await context.close();
    }
  });

  it('hides the side menu on the game pages and shows it elsewhere', async () => {
    const context = await openContext(browser, { viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/live`);
    await page.getByTestId('app-shell').waitFor();
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    // The lottery routes, the game centre /lottert among them, need a session (they send a visitor to /login), so
    // a visitor checks the seamless page; player-pages.spec.ts checks /lottert logged in.
    await page.goto(`${baseUrl}/seamless`);
    await page.getByTestId('app-shell').waitFor();
    expect(await page.getByTestId('side-menu').isVisible()).toBe(false);
    await saveScreenshot(page, 'seamless-th-desktop');
    // Client-side navigation back to a normal page brings the menu back.
    await page.goBack();
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('side-menu').waitFor({ state: 'visible' });
    await context.close();
  });

  it('shows a translated not-found page for an unknown route', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').innerText()).toMatch(thaiLetters);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  openContext,
  operatorCall,
  port,
  saveScreenshot,
} from './support/browser.js';

/**
 * The console's content screens end to end: an operator publishes a banner (with an uploaded image), a marquee line
 * and a visitor popup, and edits the terms; a fresh visitor of the player site sees each. Everything happens on the
 * second demo brand (lucky), whose home other specs do not count, and is withdrawn or restored afterwards.
 */
const brand = 'lucky';
const siteUrl = `http://lucky.localhost:${port}`;
const consoleUrl = `http://127.0.0.1:${port}/console`;
const stamp = Date.now().toString(36);
const texts = {
  banner: { en: `Console cup ${stamp}`, th: `ถ้วยคอนโซล ${stamp}` },
  notice: { en: `Console notice ${stamp}`, th: `ประกาศจากคอนโซล ${stamp}` },
  popup: { en: `Console popup ${stamp}`, th: `ป๊อปอัปคอนโซล ${stamp}` },
  terms: `Edited in the console ${stamp}.`,
};

type Article = { id: string; code: string; category: string; title: object; content: object; sortOrder: number };
let browser: Browser;
let originalTerms: Article | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  await operatorCall('PUT', `/bo/merchants/${brand}/maintenance`, { maintenance: false });
  const terms = await operatorCall<{ content: Article[] }>(
    'GET',
    `/bo/content/articles?merchant=${brand}&category=terms&search=terms-of-use`,
  );
  originalTerms = terms.content.find((article) => article.code === 'terms-of-use');
});

afterAll(async () => {
  // Leave the brand as other specs expect it: this spec's items withdrawn, the terms text back.
  const mine = await operatorCall<{ content: { id: string }[] }>(
    'GET',
    `/bo/content/announcements?merchant=${brand}&search=${stamp}&pageSize=50`,
  );
  for (const item of mine.content)
    await operatorCall('POST', `/bo/content/announcements/${item.id}/publish`, { merchant: brand, published: false });
  if (originalTerms)
    await operatorCall('PUT', `/bo/content/articles/${originalTerms.id}`, {
      merchant: brand,
      code: originalTerms.code,
      category: originalTerms.category,
      title: originalTerms.title,
      content: originalTerms.content,
      sortOrder: originalTerms.sortOrder,
      published: true,
    });
  await browser.close();
});

let addressCounter = 60;
/** Fills the English and Thai titles (and texts) of the open editor. */
async function fillTexts(page: Page, title: { en: string; th: string }, content?: { en: string; th: string }) {
  for (const language of ['en', 'th'] as const) {
    await page.getByTestId(`language-tab-${language}`).click();
    await page.locator(`#content-title-${language}`).fill(title[language]);
    if (content) await page.locator(`#content-text-${language}`).fill(content[language]);
  }
}

async function saveAndSee(page: Page, title: string) {
  await page.getByTestId('content-save').click();
  await page.getByTestId('announcement-editor').waitFor({ state: 'detached' });
  await page.locator('tbody tr', { hasText: title }).waitFor();
}

/** A visitor of lucky, a brand for the Philippines (192.0.2.0/24 is its demo range) in Filipino and English. */
async function visitor(language: 'fil' | 'en'): Promise<Page> {
  const context = await openContext(browser, { headers: { 'X-Forwarded-For': '192.0.2.77' } });
  await context.addInitScript((chosen) => {
    localStorage.setItem('lang', chosen);
    localStorage.setItem('hisLang', chosen);
  }, language);
  return context.newPage();
}

describe('content screens of the console', () => {
  it('publishes a banner with an uploaded image, a marquee line and a visitor popup that the player site shows', async () => {
    const context = await openConsoleContext(browser, 'en', `203.0.113.${(addressCounter += 1)}`);
    const page = await context.newPage();
    await logInToConsole(page);

    // A real PNG to upload: a screenshot of part of the console, 600 × 200.
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 200 } });
    await page.goto(`${consoleUrl}/content/banners?merchant=${brand}&group=home`);
    await page.locator('tbody [data-state]').first().waitFor();
    await page.getByTestId('content-new').click();
    await fillTexts(page, texts.banner);
    await page
      .locator('#content-image-file')
      .setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: picture });
    await page.getByTestId('image-uploaded').waitFor();
    expect(await page.locator('#content-image-url').inputValue()).toMatch(
      /^\/static\/content-images\/[0-9a-f]{64}\.png$/,
    );
    await page.locator('#content-order').fill('50');
    await page.locator('#content-link-type').selectOption('PAGE');
    await page.locator('#content-link').fill('/promotions');
    await page.locator('#content-published').check();
    await page.getByTestId('banner-preview').getByText(texts.banner.th).waitFor();
    await saveAndSee(page, texts.banner.en);
    // Saved last (order 50), then moved to the top of the carousel through the order call.
    const ours = page.locator('tbody tr', { hasText: texts.banner.en });
    for (let step = 0; step < 10; step += 1) {
      // The list may still be refetching after the save: wait until our row is first or can move up, never a
      // stale first row beside a disabled button.
      await page.waitForFunction((title) => {
        const rows = Array.from(document.querySelectorAll('tbody tr'));
        const mine = rows.find((row) => row.textContent?.includes(title));
        const moveUp = mine?.querySelector<HTMLButtonElement>('[data-testid="move-up"]');
        return mine !== undefined && (rows[0] === mine || moveUp?.disabled === false);
      }, texts.banner.en);
      if ((await page.locator('tbody tr').first().innerText()).includes(texts.banner.en)) break;
      const reloaded = page.waitForResponse((response) => response.url().includes('/bo/content/announcements?'));
      await ours.getByTestId('move-up').click();
      await reloaded;
    }
    expect(await page.locator('tbody tr').first().innerText()).toContain(texts.banner.en);

    await page.goto(`${consoleUrl}/content/notices?merchant=${brand}`);
    await page.getByTestId('content-new').click();
    await page.locator('#content-type').selectOption('H');
    await fillTexts(page, texts.notice);
    await page.locator('#content-published').check();
    await saveAndSee(page, texts.notice.en);

    await page.goto(`${consoleUrl}/content/popups?merchant=${brand}`);
    await page.getByTestId('content-new').click();
    await page.locator('#content-execution').selectOption('B');
    await fillTexts(page, texts.popup, {
      en: '<p>Ten <strong>free spins</strong> today.<script>alert(1)</script></p>',
      th: '<p>ฟรีสปิน <strong>10 ครั้ง</strong> วันนี้</p>',
    });
    await page.getByTestId('language-tab-en').click();
    await page.getByTestId('rich-text-preview').getByText('free spins').waitFor();
    expect(await page.getByTestId('rich-text-preview').innerHTML()).not.toContain('script');
    await page.locator('#content-published').check();
    await saveAndSee(page, texts.popup.en);
    await context.close();

    // Lucky speaks Filipino and English; texts written only in English and Thai show in English to Filipino readers.
    for (const language of ['en', 'fil'] as const) {
      const home = await visitor(language);
      await home.goto(`${siteUrl}/`);
      await home.getByTestId('banner-carousel').waitFor();
      const slide = home.getByTestId('banner-link').filter({ hasText: texts.banner.en }).first();
      expect(await slide.getAttribute('href')).toBe('/promotions');
      expect(await slide.locator('img').getAttribute('src')).toMatch(/^\/static\/content-images\/[0-9a-f]{64}\.png$/);
      await home.getByTestId('notice-marquee').getByText(texts.notice.en).first().waitFor();
      const popup = home.getByTestId('announcement-popup');
      await popup.waitFor();
      // With several popups the dialog lists their titles; ours may be the only one (the seeded ones are closed).
      const titled = popup.getByRole('button', { name: texts.popup.en });
      if ((await titled.count()) > 0) await titled.click();
      expect(await home.getByTestId('announcement-popup-content').innerText()).toContain('free spins');
      await saveScreenshot(home, `console-content-player-popup-${language}-desktop`);
      await popup.getByTestId('modal-close').click();
      await popup.waitFor({ state: 'detached' });
      await home.context().close();
    }
  }, 180_000);

  it('edits the terms in the console, with a preview, and /help#term shows the new text', async () => {
    const context = await openConsoleContext(browser, 'en', `203.0.113.${(addressCounter += 1)}`);
    const page = await context.newPage();
    await logInToConsole(page);
    await page.goto(`${consoleUrl}/content/articles?merchant=${brand}&category=terms`);
    await page.getByTestId('edit-article-terms-of-use').click();
    await page.getByTestId('language-tab-en').click();
    const field = page.locator('#article-content-en');
    await field.fill(`<h3>1. Acceptance</h3><p>${texts.terms}</p>`);
    await field.blur();
    await page.getByTestId('rich-text-preview').getByText(texts.terms).waitFor();
    await page.getByTestId('content-save').click();
    await page.getByTestId('article-editor').waitFor({ state: 'detached' });
    await context.close();

    const help = await visitor('en');
    await help.goto(`${siteUrl}/help#term`);
    await help.getByTestId('terms-terms-of-use').getByText(texts.terms).waitFor();
    await help.context().close();
  }, 120_000);

  it('draws the content screens in Thai and English at 1280 px', async () => {
    for (const language of ['th', 'en'] as const) {
      const context = await openConsoleContext(browser, language, `203.0.113.${(addressCounter += 1)}`);
      const page = await context.newPage();
      await logInToConsole(page);
      for (const screen of ['banners', 'notices', 'popups', 'articles'] as const) {
        await page.goto(`${consoleUrl}/content/${screen}?merchant=${brand}`);
        await page.locator('tbody [data-state]').first().waitFor();
        await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
        await saveScreenshot(page, `console-content-${screen}-${language}`);
      }
      await page.goto(`${consoleUrl}/content/banners?merchant=${brand}`);
      await page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: language === 'th' ? 'แก้ไข' : 'Edit' })
        .click();
      await page.getByTestId('banner-preview').locator('img').waitFor();
      await saveScreenshot(page, `console-content-banner-editor-${language}`);
      await page.goto(`${consoleUrl}/content/popups?merchant=${brand}`);
      await page.getByTestId('content-new').click();
      await page
        .locator('#content-text-' + language)
        .fill(language === 'th' ? '<p>รับ <strong>โบนัส</strong> วันนี้</p>' : '<p>Get a <strong>bonus</strong> today</p>');
      await page.getByTestId('rich-text-preview').waitFor();
      await saveScreenshot(page, `console-content-popup-editor-${language}`);
      await context.close();
    }
  }, 180_000);
});

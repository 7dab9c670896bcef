import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, operatorCall, port, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Waits until the images loaded at once (not the lazy ones below the fold) are there, so a screenshot shows them. */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')).every((image) => image.complete),
  );
}

const viewportNames = ['phone', 'desktop'] satisfies ViewportName[];
const languages = ['th', 'en'] as const;

const published = {
  banner: { th: 'ทัวร์นาเมนต์สล็อตประจำเดือน', en: 'Monthly slots tournament' },
  marquee: { th: 'ฝากถอนอัตโนมัติตลอด 24 ชั่วโมง', en: 'Automatic deposits and withdrawals around the clock' },
  popup: { th: 'ของขวัญวันหยุด', en: 'A holiday gift' },
};

describe('site content published from the console', () => {
  it('shows a published banner, marquee line and popup on the home page, the popup once per session', async () => {
    const banner = await operatorCall<{ id: string }>('POST', '/bo/content/announcements', {
      merchant: 'demo',
      type: 'B',
      title: published.banner,
      imageUrl: '/static/banners/banner-5-v1.svg',
      linkageType: 'PAGE',
      link: '/promotions',
      sortOrder: 0,
    });
    await operatorCall('POST', `/bo/content/announcements/${banner.id}/publish`, { merchant: 'demo', published: true });
    await operatorCall('POST', '/bo/content/announcements', {
      merchant: 'demo',
      type: 'H',
      title: published.marquee,
      published: true,
    });
    await operatorCall('POST', '/bo/content/announcements', {
      merchant: 'demo',
      type: 'PU',
      execution: 'B',
      title: published.popup,
      content: { th: '<p>รับฟรีสปิน <strong>20 ครั้ง</strong></p>', en: '<p>Get <strong>20 free spins</strong>.</p>' },
      published: true,
    });

    for (const viewport of viewportNames) {
      for (const language of languages) {
        const context = await openContext(browser, { viewport, popups: 'shown' });
        await context.addInitScript((chosen) => {
          localStorage.setItem('lang', chosen);
          localStorage.setItem('hisLang', chosen);
        }, language);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/`);
        await page.getByTestId('banner-carousel').waitFor();
        const ourBanner = page.getByTestId('banner-link').filter({ hasText: published.banner[language] }).first();
        expect(await ourBanner.getAttribute('href')).toBe('/promotions');
        expect(await page.locator('.swiper-pagination-bullet').count()).toBe(4);
        expect(await page.getByTestId('notice-marquee').innerText()).toContain(published.marquee[language]);
        const popup = page.getByTestId('announcement-popup');
        await popup.waitFor();
        await popup.getByRole('button', { name: published.popup[language] }).click();
        expect(await page.getByTestId('announcement-popup-content').innerText()).toContain(
          language === 'th' ? '20 ครั้ง' : '20 free spins',
        );
        await imagesLoaded(page);
        await saveScreenshot(page, `content-home-popup-${language}-${viewport}`);
        await popup.getByTestId('modal-close').click();
        await popup.waitFor({ state: 'detached' });
        await saveScreenshot(page, `content-home-${language}-${viewport}`);

        // Closed once, it stays closed for the session, across a reload.
        await page.reload();
        await page.getByTestId('notice-marquee').waitFor();
        await page.getByTestId('banner-carousel').waitFor();
        expect(await page.getByTestId('announcement-popup').count()).toBe(0);
        await context.close();
      }
    }
  }, 240_000);

  it('shows the help centre, the terms at /help#term and the notices at /announce', async () => {
    for (const viewport of viewportNames) {
      for (const language of languages) {
        const context = await openContext(browser, { viewport });
        await context.addInitScript((chosen) => {
          localStorage.setItem('lang', chosen);
          localStorage.setItem('hisLang', chosen);
        }, language);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/help`);
        await page.getByTestId('help-section-account').waitFor();
        await saveScreenshot(page, `content-help-${language}-${viewport}`);

        await page.goto(`${baseUrl}/help#term`);
        const terms = page.getByTestId('terms-terms-of-use');
        await terms.waitFor();
        expect(await terms.innerText()).toContain(language === 'th' ? 'ข้อกำหนดการใช้งาน' : 'Terms of use');
        expect(await page.getByTestId('terms-licence').innerText()).toContain(language === 'th' ? 'คูราเซา' : 'Curaçao');
        await page.getByTestId('footer-licence').scrollIntoViewIfNeeded();
        await page
          .getByTestId('footer-licence')
          .getByText(language === 'th' ? 'คูราเซา' : 'Curaçao')
          .waitFor();
        await saveScreenshot(page, `content-terms-${language}-${viewport}`);
        await page.getByTestId('help-back').click();
        await page.waitForURL(`${baseUrl}/index`);

        await page.goto(`${baseUrl}/announce`);
        await page.getByTestId('announce-notice').first().waitFor();
        expect(await page.getByTestId('announce-notice').count()).toBe(7);
        await saveScreenshot(page, `content-announce-${language}-${viewport}`);
        await context.close();
      }
    }
  }, 240_000);
  it('keeps a closed popup closed on the second brand too, after /help and back (with its seeded popups closed)', async () => {
    const title = `Lucky popup ${Date.now().toString(36)}`;
    const created = await operatorCall<{ id: string }>('POST', '/bo/content/announcements', {
      merchant: 'lucky',
      type: 'PU',
      execution: 'B',
      title: { en: title, fil: title },
      content: { en: '<p>Ten free spins.</p>' },
      published: true,
    });
    const luckyUrl = `http://lucky.localhost:${port}`;
    // A visitor from the Philippines (192.0.2.0/24 is lucky's demo range) who closed the seeded popups earlier.
    const context = await openContext(browser, { headers: { 'X-Forwarded-For': '192.0.2.78' } });
    try {
      const page = await context.newPage();
      const popupsAnswered = () =>
        page.waitForResponse(
          (response) => response.url().includes('MCSFE_getListAnnouncements') && response.url().includes('types=PU'),
        );
      let answered = popupsAnswered();
      await page.goto(`${luckyUrl}/`);
      await answered;
      const popup = page.getByTestId('announcement-popup');
      await popup.waitFor();
      expect(await page.getByTestId('announcement-popup-content').innerText()).toContain('Ten free spins');
      await popup.getByTestId('modal-close').click();
      await popup.waitFor({ state: 'detached' });

      await page.goto(`${luckyUrl}/help`);
      await page.getByTestId('help-page').waitFor();
      answered = popupsAnswered();
      await page.goto(`${luckyUrl}/`);
      await answered;
      await page.getByTestId('home-page').waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    } finally {
      await context.close();
      await operatorCall('POST', `/bo/content/announcements/${created.id}/publish`, {
        merchant: 'lucky',
        published: false,
      });
    }
  }, 120_000);
});

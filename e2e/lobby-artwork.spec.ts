import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { playerContext } from './support/player-context.js';

// Decision 0054: each tile shows its game's own picture from the house vendor, and no vendor code reaches a player.
const screenshots = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/croupier-e2e-screenshots';
/** Vendor codes of the demo brand; players see display names only ("Croupier Studio", "SEA Lottery"). */
const vendorCodes = /\b(CROUPIER_TW|CROUPIER_SB|CROUPIER|HOUSE_TW|HOUSE_SB|HOUSE|TCG_SEA|TCG_LOTTO_VN|LOTT|ELOTT)\b/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every tile's picture once loaded (lazy images load as the page scrolls past them). */
async function tilePictures(page: Page) {
  await page.getByTestId('game-tile').first().waitFor();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(
      () =>
        page.$$eval('[data-testid="game-tile"] img', (images) =>
          images.every((image) => (image as HTMLImageElement).complete),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  return page.$$eval('[data-testid="game-tile"] img', (images) =>
    images.map((image) => {
      const picture = image as HTMLImageElement;
      return {
        alt: picture.alt,
        source: picture.currentSrc,
        loaded: picture.naturalWidth,
        shownWidth: Math.round(picture.getBoundingClientRect().width),
      };
    }),
  );
}

describe('lobby artwork', () => {
  it("shows each game's own picture and no vendor code, on a phone and a desktop, in Thai and English", async () => {
    mkdirSync(screenshots, { recursive: true });
    let address = 40;
    for (const viewport of ['phone', 'desktop'] satisfies ViewportName[]) {
      for (const language of ['th', 'en'] as const) {
        const context = await playerContext(browser, {
          viewport,
          language,
          address: `198.51.100.${(address += 1)}`,
        });
        const page = await context.newPage();
        // The sportsbook's tiles too: our studio's picture of each sport, not the fallback monogram.
        for (const category of ['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'cockfight']) {
          await page.goto(`${baseUrl}/${category}`);
          await page.getByTestId('lobby-page').waitFor();
          const pictures = await tilePictures(page);
          expect(pictures.length).toBeGreaterThan(0);
          for (const picture of pictures) {
            // The house vendor's drawing, unless an operator uploaded the game's own icon in the console (the
            // catalogue-console spec does, on the same platform), which wins.
            expect(picture.source, picture.alt).toMatch(
              /(\/client\/icons\/[a-z0-9-]+-[0-9a-f]{10}-(256|384)w\.webp|\/static\/content-images\/[0-9a-f]{64}\.\w+)$/,
            );
            expect(picture.loaded, picture.alt).toBeGreaterThan(0);
            expect(picture.alt).not.toBe('');
          }
          expect(await page.getByTestId('game-monogram').count()).toBe(0);
          expect(await page.locator('body').innerText()).not.toMatch(vendorCodes);
          // At one device pixel per CSS pixel, a tile narrower than 256 px takes the 256 px picture, not the larger one.
          for (const picture of pictures)
            if (picture.shownWidth <= 256 && picture.source.includes('/client/icons/'))
              expect(picture.source).toMatch(/-256w\.webp$/);
          await page.screenshot({
            path: `${screenshots}/lobby-${category}-${language}-${viewport}.png`,
            fullPage: true,
          });
        }
        await context.close();
      }
    }
  });
});

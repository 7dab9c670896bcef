import { houseSlotGameIds } from '@croupier/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { framedVendorOrigins } from './support/game-frame.js';
import { logInAsDemo, playerContext } from './support/player-context.js';

type Language = 'th' | 'en';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 170;
const newPlayerContext = (viewport: ViewportName, language: Language) =>
  playerContext(browser, { viewport, language, address: `198.51.100.${(addressCounter += 1)}` });

const tileNames = (page: Page) => page.getByTestId('game-tile').allInnerTexts();

describe('game lobby in the browser', () => {
  it('shows hot games on home and a category lobby that filters by vendor and finds Thai names', async () => {
    for (const viewport of ['phone', 'desktop'] satisfies ViewportName[]) {
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('home-hot-block').waitFor();
      expect(await page.getByTestId('home-hot-block').getByTestId('game-tile').count()).toBeGreaterThan(0);
      // Categories with a launchable game have a menu entry (decision 0047); the sportsbook fills the sports,
      // e-sports and cockfight ones (decision 0056).
      const strip = page.getByTestId('category-strip');
      await expect.poll(() => strip.locator('a[href="/lott"]').count(), { timeout: 10_000 }).toBe(1);
      for (const offered of [
        '/rng',
        '/live',
        '/fish',
        '/pvp',
        '/sports',
        '/esports',
        '/cockfight',
        '/lott',
        '/elott',
      ]) {
        expect(await strip.locator(`a[href="${offered}"]`).count(), offered).toBe(1);
      }

      await page.goto(`${baseUrl}/rng`);
      await page.getByTestId('lobby-page').waitFor();
      await page.getByTestId('game-tile').first().waitFor();
      // The demo lists the house vendor's slot games only, one tile each, under our own studio's name.
      expect(await page.getByTestId('game-tile').count()).toBe(houseSlotGameIds.length);
      await saveScreenshot(page, `lobby-rng-th-${viewport}`);

      await page.getByTestId('lobby-vendor-CROUPIER').click();
      await expect
        .poll(async () => page.getByTestId('lobby-vendor-CROUPIER').getAttribute('aria-pressed'))
        .toBe('true');
      await expect
        .poll(async () => page.getByTestId('game-tile').count(), { timeout: 10_000 })
        .toBe(houseSlotGameIds.length);
      expect(await page.getByTestId('game-tile').first().innerText()).toContain('Croupier Studio');

      await page
        .getByTestId('lobby-vendor-ALL')
        .click()
        .catch(() => undefined);
      await page.getByTestId('lobby-search-input').fill('  มังกร ');
      await page.getByTestId('lobby-search-submit').click();
      await expect
        .poll(async () => page.getByTestId('game-tile').first().innerText(), { timeout: 10_000 })
        .toContain('มังกร');
      await context.close();
    }
  });

  it('asks a visitor to log in before keeping a favourite', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('game-tile').first().waitFor();
    await page.getByTestId('game-favourite').first().click();
    await page.getByTestId('login-modal').waitFor();
    await context.close();
  });

  it('keeps the hot games for the session: coming back to home asks the server nothing', async () => {
    const context = await newPlayerContext('phone', 'th');
    const page = await context.newPage();
    const hotCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/relay/GCSGAME_hotGamesV2')) hotCalls.push(request.url());
    });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-hot-block').getByTestId('game-tile').first().waitFor();
    expect(hotCalls).toHaveLength(1);

    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('lobby-page').waitFor();
    await page.reload();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-hot-block').getByTestId('game-tile').first().waitFor();
    expect(hotCalls).toHaveLength(1);
    await context.close();
  });

  it('lets the demo member keep a favourite: the heart toggles and the game is listed under favourites', async () => {
    const context = await newPlayerContext('desktop', 'th');
    const page = await context.newPage();
    await logInAsDemo(page);
    await page.goto(`${baseUrl}/rng`);
    const tile = page.getByTestId('game-tile').nth(3);
    await tile.waitFor();
    const nodeId = await tile.getAttribute('data-node-id');
    const heart = tile.getByTestId('game-favourite');
    const wasFavourite = (await heart.getAttribute('aria-pressed')) === 'true';
    if (wasFavourite) {
      // A run on a kept database may find it kept already: start from "not a favourite".
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await page.waitForTimeout(1_100);
    }
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${baseUrl}/favorite`);
    await page.getByTestId('account-games-page').waitFor();
    const listed = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
    await listed.waitFor({ timeout: 10_000 });
    expect(await listed.getByTestId('game-favourite').getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'favourites-th-desktop');

    // Taking it back out on the favourites page empties it from the list (one toggle a second per member).
    await page.waitForTimeout(1_100);
    await listed.getByTestId('game-favourite').click();
    await listed.waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });

  it('searches from the home search icon in Thai, trimmed, then lists all results', async () => {
    const context = await newPlayerContext('phone', 'th');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-search-open').click();
    await page.getByTestId('home-search-view').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('SEARCH');
    await page.getByTestId('home-search-input').fill('  มังกร  ');
    await page.getByTestId('home-search-submit').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe('มังกร');
    await page.getByTestId('home-view-list').getByTestId('game-tile').first().waitFor();
    const names = await tileNames(page);
    // Mekong Dragon and the two Dragon Tiger tables (seamless and transfer wallet).
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(name).toContain('มังกร');
    expect(await page.getByTestId('home-search-input').inputValue()).toBe('มังกร');

    await page.getByTestId('home-search-all').click();
    await page.getByTestId('home-all-view').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('ALL');
    await expect.poll(async () => (await tileNames(page)).length, { timeout: 10_000 }).toBe(names.length);
    for (const name of await tileNames(page)) expect(name).toContain('มังกร');
    await context.close();
  });

  it('finds games whatever the case in English, in the search-all list and by category', async () => {
    const context = await newPlayerContext('desktop', 'en');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/home?type=ALL`);
    await page.getByTestId('home-all-view').waitFor();
    await expect.poll(async () => (await tileNames(page)).length, { timeout: 10_000 }).toBe(24);
    await page.getByTestId('home-all-search-input').fill(' DRAGON ');
    await page.getByTestId('home-all-search-submit').click();
    await expect
      .poll(async () => (await tileNames(page)).every((name) => /dragon/i.test(name)), { timeout: 10_000 })
      .toBe(true);
    expect((await tileNames(page)).length).toBeGreaterThan(0);

    await page.getByTestId('home-all-category-LIVE').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('LIVE');
    // Picking a category clears the search (spec §4 lobby filter).
    expect(new URL(page.url()).searchParams.get('name')).toBeNull();
    await page.getByTestId('home-view-list').getByTestId('game-tile').first().waitFor();
    await context.close();
  });

  it('starts a free trial into the game frame, or says plainly that the game is under maintenance', async () => {
    const context = await newPlayerContext('desktop', 'th');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/rng`);
    await page.getByTestId('game-tile').first().waitFor();
    const tile = page.locator('[data-testid="game-tile"]:has([data-testid="game-try"])').first();
    await tile.getByTestId('game-try').click();
    await expect
      .poll(
        async () => {
          if (new URL(page.url()).pathname === '/seamless') return 'frame';
          return (await page.getByTestId('toast').count()) > 0 ? 'message' : 'waiting';
        },
        { timeout: 15_000 },
      )
      .not.toBe('waiting');

    if (new URL(page.url()).pathname === '/seamless') {
      const frameUrl = new URL(page.url()).searchParams.get('url') ?? '';
      expect(frameUrl).toMatch(/^https?:\/\//);
      expect(await page.getByTestId('game-frame-iframe').getAttribute('src')).toBe(new URL(frameUrl).href);
      await page.getByTestId('game-frame-close').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/rng');
    } else {
      expect(await page.getByTestId('toast').first().innerText()).toContain('เกมอยู่ระหว่างการปรับปรุง');
      expect(new URL(page.url()).pathname).toBe('/rng');
      expect(await page.getByTestId('loader').count()).toBe(0);
    }
    await context.close();
  });

  it('frames only http(s) vendor addresses on the seamless page and goes back home from a direct visit', async () => {
    const [vendorOrigin] = await framedVendorOrigins();
    expect(vendorOrigin).toBeTruthy();
    const context = await newPlayerContext('phone', 'en');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/seamless?url=${encodeURIComponent('javascript:alert(document.cookie)')}`);
    await page.getByTestId('game-frame-refused').waitFor();
    expect(await page.getByTestId('game-frame-iframe').count()).toBe(0);

    await page.goto(`${baseUrl}/seamless?url=${encodeURIComponent(`${vendorOrigin}/healthz`)}`);
    await page.getByTestId('game-frame').waitFor();
    await page.getByTestId('game-frame-loading').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.getByTestId('bottom-bar').count()).toBe(0);
    const box = await page.getByTestId('game-frame-iframe').boundingBox();
    expect(box?.width).toBe(390);
    expect(box && box.height > 700).toBe(true);
    await page.getByTestId('game-frame-close').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  for (const language of ['th', 'en'] satisfies Language[]) {
    it(`saves screenshots of home, a lobby, the search and the game frame in ${language}`, async () => {
      const [vendorOrigin] = await framedVendorOrigins();
      const searchName = language === 'th' ? 'มังกร' : 'dragon';
      for (const viewport of ['phone', 'desktop'] satisfies ViewportName[]) {
        const context = await newPlayerContext(viewport, language);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/`);
        await page.getByTestId('home-hot-block').getByTestId('game-tile').first().waitFor();
        await saveScreenshot(page, `home-${language}-${viewport}`);

        await page.goto(`${baseUrl}/live`);
        await page.getByTestId('lobby-page').getByTestId('game-tile').first().waitFor();
        await saveScreenshot(page, `lobby-live-${language}-${viewport}`);

        await page.goto(`${baseUrl}/home?type=SEARCH&name=${encodeURIComponent(searchName)}`);
        await page.getByTestId('home-view-list').getByTestId('game-tile').first().waitFor();
        await saveScreenshot(page, `search-${language}-${viewport}`);

        await page.goto(`${baseUrl}/home?type=ALL`);
        await page.getByTestId('home-view-list').getByTestId('game-tile').first().waitFor();
        await saveScreenshot(page, `search-all-${language}-${viewport}`);

        await page.goto(`${baseUrl}/seamless?url=${encodeURIComponent(`${vendorOrigin}/healthz`)}`);
        await page.getByTestId('game-frame-loading').waitFor({ state: 'detached', timeout: 10_000 });
        await saveScreenshot(page, `seamless-${language}-${viewport}`);
        await context.close();
      }
    }, 180_000);
  }
});

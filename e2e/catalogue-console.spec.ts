import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  logInToConsole,
  openConsoleContext,
  openContext,
  operatorCall,
  saveScreenshot,
} from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 80;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

// Imported into the second brand, switched off: nothing the player site shows changes.
const catalogueFile = JSON.stringify({
  vendors: [{ code: 'E2E_IMPORT', name: 'E2E Import', walletModel: 'seamless' }],
  games: [
    { vendor: 'E2E_IMPORT', gameCode: 'e2e-1', gameType: 'RNG', names: { en: 'Import One' }, enabled: false },
    { vendor: 'E2E_IMPORT', gameCode: 'e2e-2', gameType: 'LIVE', names: { en: 'Import Two' }, enabled: false },
    { vendor: 'E2E_IMPORT', gameCode: 'e2e-3', gameType: 'BINGO', names: { en: 'Bad type' }, enabled: false },
  ],
});

describe('games and vendors in the console', { timeout: 120_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`imports a catalogue with a progress bar and a report, and shows vendors and games (${language})`, async () => {
      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await logInToConsole(page);

      await page.goto(`${baseUrl}/console/catalogue-import?brand=lucky`);
      await page.locator('#import-file').setInputFiles({
        name: `catalogue-${language}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(catalogueFile),
      });
      await page.getByRole('button', { name: language === 'en' ? 'Import' : 'นำเข้า', exact: true }).click();
      await page
        .getByTestId('import-status')
        .filter({ hasText: language === 'en' ? 'Finished' : 'เสร็จแล้ว' })
        .waitFor();
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
      expect(await page.getByTestId('import-refused').innerText()).toBe('1');
      // The first run adds both good rows; the second finds them as they are.
      const added = await page.getByTestId('import-added').innerText();
      const unchanged = await page.getByTestId('import-unchanged').innerText();
      expect(Number(added) + Number(unchanged)).toBe(2);
      await page
        .getByText(/gameType/)
        .first()
        .waitFor();
      await saveScreenshot(page, `console-catalogue-import-${language}-desktop`);

      await page.goto(`${baseUrl}/console/vendors?brand=lucky`);
      await page.getByTestId('vendor-E2E_IMPORT').waitFor();
      await saveScreenshot(page, `console-vendors-${language}-desktop`);

      await page.goto(`${baseUrl}/console/games?brand=lucky&vendor=E2E_IMPORT`);
      await page.locator('tbody tr', { hasText: 'Import One' }).waitFor();
      // The row shows what the server holds: the box turns on once the saved game comes back.
      const hotBox = page.getByRole('checkbox', { name: /: e2e-1$/ }).first();
      if (!(await hotBox.isChecked())) await hotBox.click();
      await page
        .getByRole('checkbox', { name: /: e2e-1$/, checked: true })
        .first()
        .waitFor();
      await page.goto(`${baseUrl}/console/games?brand=lucky&vendor=E2E_IMPORT&hot=true`);
      await page.locator('tbody tr', { hasText: 'Import One' }).waitFor();
      expect(await page.locator('tbody tr', { hasText: 'Import Two' }).count()).toBe(0);
      await hotBox.click();
      await page.locator('tbody tr', { hasText: 'Import One' }).waitFor({ state: 'detached' });
      await page.goto(`${baseUrl}/console/games?brand=demo`);
      await page.locator('tbody tr').nth(5).waitFor();
      await saveScreenshot(page, `console-games-${language}-desktop`);
      await context.close();
    });
  }

  it("uploads a game's icon in the games screen, which the player lobby then shows", async () => {
    const page = await (await openConsoleContext(browser, 'en', nextAddress())).newPage();
    const games = await operatorCall<{ content: { id: number; gameCode: string; names: Record<string, string> }[] }>(
      'GET',
      '/bo/games?merchant=demo&gameType=RNG&pageSize=1',
    );
    const target = games.content[0];
    if (!target) throw new Error('no RNG game in the demo brand');
    await logInToConsole(page);
    await page.goto(`${baseUrl}/console/games?brand=demo&search=${encodeURIComponent(target.gameCode)}`);
    const row = page.locator('tbody tr', { hasText: target.gameCode }).first();
    await row.getByRole('button', { name: 'Edit' }).click();
    // A square png drawn by the page's own canvas: the upload proves and re-encodes it on the server.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#0f766e';
        context.fillRect(0, 0, 96, 96);
        context.fillStyle = '#fde047';
        context.fillRect(24, 24, 48, 48);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await page.locator('#game-icon-file').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await page.getByTestId('image-uploaded').waitFor();
    const iconUrl = await page.locator('#game-icon-url').inputValue();
    expect(iconUrl).toMatch(/^\/static\/content-images\/[0-9a-f]{64}\.png$/);
    await page.getByTestId('game-icon-preview').waitFor();
    await saveScreenshot(page, 'console-game-icon-en-desktop');
    await page.getByTestId('game-save').click();
    await row.locator(`img[src="${iconUrl}"]`).waitFor();

    const player = await (await openContext(browser)).newPage();
    await player.goto(`${baseUrl}/rng`);
    await player.getByTestId('lobby-search-input').fill(target.names.en ?? target.gameCode);
    await player.getByTestId('lobby-search-submit').click();
    const tile = player.locator(`[data-testid="game-tile"][data-node-id="${target.id}"]`);
    await tile.locator(`img[src="${iconUrl}"]`).waitFor();
    await expect
      .poll(() => tile.locator(`img[src="${iconUrl}"]`).evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(96);
    await player.context().close();
    await page.context().close();
  });
});

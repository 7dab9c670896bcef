import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openContext, saveScreenshot } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the site installs as an app (decision 0087)', () => {
  it('links a parsable manifest with the brand, the start page, standalone display and reachable icons', async () => {
    const html = await (await fetch(`${baseUrl}/index`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = JSON.parse(await response.text()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({ start_url: '/index', display: 'standalone', theme_color: '#0b1220' });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (candidate) => candidate.sizes === `${size}x${size}` && candidate.purpose === 'any',
      );
      expect(icon, `${size} icon`).toBeDefined();
      const image = await fetch(new URL(icon?.src ?? '', baseUrl));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/png');
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: size, height: size });
    }
  });

  it('registers its service worker, which serves the offline page when the network is gone and caches no API', async () => {
    const context = await openContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/index`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    // The worker's cache holds the offline page and its icon, nothing else.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) =>
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
        ),
      );
      return urls.flat().sort();
    });
    expect(cached).toEqual(['/icons/app-192.png', '/offline.html']);
    // A reload puts the page under the worker's control.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(`${baseUrl}/down`).catch(() => undefined);
    await page.getByTestId('offline-page').waitFor();
    await saveScreenshot(page, 'pwa-offline-phone');
    await context.setOffline(false);
    await context.close();
  });

  it('shows the download page with the Android and iOS guides', async () => {
    for (const [viewport, language] of [
      ['phone', 'th'],
      ['phone', 'en'],
      ['desktop', 'th'],
      ['desktop', 'en'],
    ] as const) {
      const context = await openContext(browser, { viewport });
      await context.addInitScript((chosen) => {
        localStorage.setItem('lang', chosen);
        localStorage.setItem('hisLang', chosen);
      }, language);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/down`);
      await page.getByTestId('download-page').waitFor();
      expect(await page.getByTestId('download-guide-android').locator('li').count()).toBe(4);
      expect(await page.getByTestId('download-guide-ios').locator('li').count()).toBe(4);
      await saveScreenshot(page, `download-${viewport}-${language}`);
      await context.close();
    }
  });
});

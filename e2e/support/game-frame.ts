import type { Frame, Page } from 'playwright-core';
import { baseUrl } from './browser.js';

/**
 * The game vendor origins the site may frame, read from its Content-Security-Policy (frame-src), so a test can open
 * the seamless page on a vendor address the browser will really show, whatever port the vendor was started on.
 */
export async function framedVendorOrigins(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/`);
  const policy = response.headers.get('content-security-policy') ?? '';
  const frameSources = /(?:^|;)\s*frame-src\s+([^;]+)/.exec(policy)?.[1] ?? '';
  return frameSources.split(/\s+/).filter((source) => /^https?:\/\//.test(source));
}

/** Opens a game from a lobby's tile named `name` (`/pvp`, `/fish`), as a player does, and answers the game's frame. */
export async function openLobbyGame(page: Page, lobby: string, name: RegExp): Promise<Frame> {
  await page.goto(`${baseUrl}${lobby}`);
  const tile = page.getByTestId('game-tile').filter({ hasText: name }).first();
  await tile.waitFor({ timeout: 15_000 });
  await tile.locator('button').first().click();
  await page.waitForURL(/\/seamless\?url=/, { timeout: 15_000 });
  await page.getByTestId('game-frame-iframe').waitFor();
  const frame = await (await page.getByTestId('game-frame-iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  return frame;
}

import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.js';

/**
 * Records, from now on, what the frame shows while no test step is looking: the events whose every market was
 * suspended at some moment, and every slip receipt as first drawn. With the simulator sped up, a goal's bet stop and
 * a live bet's "waiting for acceptance" (the feed's seven seconds) last about a second of wall time or less.
 */
export async function watchFrame(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const scope = window as unknown as { watched?: { suspended: string[]; receipts: string[] } };
    if (scope.watched) return;
    const watched = { suspended: [] as string[], receipts: [] as string[] };
    scope.watched = watched;
    const record = () => {
      for (const block of Array.from(document.querySelectorAll('.event-block.event-suspended[data-event-id]'))) {
        const id = block.getAttribute('data-event-id') ?? '';
        if (!watched.suspended.includes(id)) watched.suspended.push(id);
      }
      for (const receipt of Array.from(document.querySelectorAll('[data-testid="slip-receipt"]'))) {
        const seen = `${receipt.getAttribute('data-status') ?? ''}|${receipt.textContent ?? ''}`;
        if (!watched.receipts.includes(seen)) watched.receipts.push(seen);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'data-status'],
    });
    record();
  });
}

export async function watched(frame: Frame): Promise<{ suspended: string[]; receipts: string[] }> {
  return frame.evaluate(() => (window as unknown as { watched: { suspended: string[]; receipts: string[] } }).watched);
}

/** The sportsbook inside the site's game frame, opened from the football tile of /sports as a player does. */
export async function openFootballFromLobby(page: Page): Promise<Frame> {
  await page.goto(`${baseUrl}/sports`);
  const tile = page.getByTestId('game-tile').filter({ hasText: 'Football betting' }).first();
  await tile.waitFor();
  await tile.locator('button[title="Football betting"]').click();
  await page.waitForURL(/\/seamless\?url=/, { timeout: 15_000 });
  await page.getByTestId('game-frame-iframe').waitFor();
  const frame = await (await page.getByTestId('game-frame-iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  await frame.getByTestId('balance').waitFor({ timeout: 30_000 });
  return frame;
}

/** A money amount as the frame or the site prints it ("1,234.50 THB"). */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Fills the slip's stake, places it and answers once its receipt says OPEN. */
export async function placeFromSlip(frame: Frame, stake: string): Promise<void> {
  const slip = frame.locator('.app-slip');
  const receipts = slip.getByTestId('slip-receipt');
  const earlier = await receipts.count();
  await slip.locator('.stake-input').first().fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  // The newest receipt comes first.
  await expect.poll(async () => receipts.count(), { timeout: 20_000 }).toBe(earlier + 1);
  await expect.poll(async () => receipts.first().getAttribute('data-status'), { timeout: 30_000 }).toBe('OPEN');
}

import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';
import { watched, watchFrame } from './support/sportsbook-frame.js';

const sportsbookUrl = `http://127.0.0.1:${process.env.E2E_SPORTSBOOK_PORT ?? '8082'}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The platform answers its health check before the book has migrated its database and started its feed.
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${sportsbookUrl}/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the sportsbook did not answer at ${sportsbookUrl}/health`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 130_000);
afterAll(async () => {
  await browser.close();
});

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The sportsbook inside the site's game frame, opened from the football tile of /sports as a player does. */
async function openFootballFromLobby(page: Page): Promise<Frame> {
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

/** Open prices of the board's pre-match handicap, one per event block, in board order. */
async function firstOpenPrices(frame: Frame, marketType: string, outcome: string, count: number) {
  const selector = `.event-block button[data-odds-key*="|${marketType}"][data-odds-key$="|${outcome}"]`;
  await expect.poll(async () => frame.locator(selector).count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  return frame.locator(selector);
}

async function placeFromSlip(frame: Frame, stake: string) {
  const slip = frame.locator('.app-slip');
  const receipts = slip.getByTestId('slip-receipt');
  const earlier = await receipts.count();
  const boxes = slip.locator('.stake-input');
  for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  // The newest receipt comes first.
  await expect.poll(async () => receipts.count(), { timeout: 20_000 }).toBe(earlier + 1);
  const receipt = receipts.first();
  await expect.poll(async () => receipt.getAttribute('data-status'), { timeout: 30_000 }).toBe('OPEN');
  return (await receipt.locator('.receipt-reference').innerText()).trim();
}

describe('sportsbook in the browser', () => {
  it('opens football from /sports, places an Asian handicap single and a parlay of three, and the balance follows', async () => {
    const page = await (
      await playerContext(browser, { viewport: 'desktop', language: 'en', address: '198.51.100.240' })
    ).newPage();
    await logInAsDemo(page);
    const frame = await openFootballFromLobby(page);
    // The launch opened the football board in the player's language.
    await expect.poll(async () => frame.locator('.sport-chip-active').innerText()).toBe('Football');
    await frame.getByRole('button', { name: 'Early' }).click();
    const before = amountOf(await frame.getByTestId('balance').innerText());
    expect(before).toBeGreaterThan(30);

    const handicaps = await firstOpenPrices(frame, 'ft_ah|', 'home', 1);
    await handicaps.first().click();
    const single = await placeFromSlip(frame, '10');
    expect(single).toMatch(/\S/);
    await expect
      .poll(async () => amountOf(await frame.getByTestId('balance').innerText()), { timeout: 20_000 })
      .toBeCloseTo(before - 10, 2);

    await frame.locator('.app-slip').getByRole('tab', { name: 'Parlay' }).click();
    const homeWins = await firstOpenPrices(frame, 'ft_1x2', '1', 3);
    for (let index = 0; index < 3; index += 1) await homeWins.nth(index).click();
    expect(await frame.locator('.app-slip').getByTestId('slip-line').count()).toBe(3);
    const parlay = await placeFromSlip(frame, '10');
    expect(parlay).not.toBe(single);
    await expect
      .poll(async () => amountOf(await frame.getByTestId('balance').innerText()), { timeout: 20_000 })
      .toBeCloseTo(before - 20, 2);

    // My bets lists both tickets by their references, the parlay with its three legs.
    await frame.getByRole('link', { name: 'My bets' }).click();
    const tickets = frame.getByTestId('ticket');
    await expect.poll(async () => tickets.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const parlayTicket = tickets.filter({ hasText: parlay.replace(/^Ref\.\s*/, '') });
    expect(await parlayTicket.locator('.ticket-leg').count()).toBe(3);
    await saveScreenshot(page, 'sportsbook-my-bets-desktop-en');
  }, 180_000);

  it('a live Asian handicap prints the score it counts from and waits for acceptance; a ticket cashes out and is settled in the betting record', async () => {
    const page = await (
      await playerContext(browser, { viewport: 'desktop', language: 'en', address: '198.51.100.241' })
    ).newPage();
    await logInAsDemo(page);
    const frame = await openFootballFromLobby(page);
    await frame.getByRole('button', { name: 'In-play' }).click();
    const liveHandicaps = await firstOpenPrices(frame, 'ft_ah_rest|', 'home', 1);
    const key = (await liveHandicaps.first().getAttribute('data-odds-key')) ?? '';
    const [, home, away] = /score=(\d+):(\d+)/.exec(key) ?? [];
    await liveHandicaps.first().click();
    const slip = frame.locator('.app-slip');
    expect(await slip.getByTestId('slip-score').innerText()).toBe(
      `Handicap counts from the score ${home}:${away} (goals after your bet only)`,
    );
    await watchFrame(frame);
    await slip.locator('.stake-input').fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const receipt = slip.getByTestId('slip-receipt').first();
    await receipt.waitFor({ timeout: 20_000 });
    // The live delay: the slip says so until the book decides (a goal in the delay refuses the bet). The delay is the
    // feed's seven seconds, under a wall second when the simulator runs fast, so a watcher in the frame records the
    // receipt as first drawn rather than the test reading it afterwards.
    await expect
      .poll(async () => receipt.getAttribute('data-status'), { timeout: 30_000 })
      .toMatch(/^(OPEN|REJECTED)$/);
    expect(
      (await watched(frame)).receipts.some(
        (seen) => seen.startsWith('PENDING|') && seen.includes('Waiting for acceptance'),
      ),
    ).toBe(true);

    // Any open ticket with an offer cashes out after the confirm step, and its amount comes back.
    await frame.getByRole('link', { name: 'My bets' }).click();
    const ticket = frame.locator('[data-testid="ticket"]:has(.cash-out-button)').first();
    await ticket.waitFor({ timeout: 30_000 });
    const offer = ticket.locator('.cash-out-button');
    const before = amountOf(await frame.getByTestId('balance').innerText());
    const reference = await ticket.getAttribute('data-reference');
    await offer.click();
    const confirm = frame.getByRole('group', { name: 'Confirm cash-out' });
    const amount = amountOf(/([\d,]+\.\d{2})/.exec(await confirm.innerText())?.[1] ?? '');
    expect(amount).toBeGreaterThan(0);
    await confirm.getByRole('button', { name: 'Cash out' }).click();
    await frame.getByRole('tab', { name: 'Settled' }).click();
    const settled = frame.locator(`[data-testid="ticket"][data-reference="${reference}"]`);
    await expect
      .poll(async () => settled.locator('.ticket-state').innerText(), { timeout: 20_000 })
      .toMatch(/^Cashed out/);
    await expect
      .poll(async () => amountOf(await frame.getByTestId('balance').innerText()), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(before + amount - 0.001);
    await saveScreenshot(page, 'sportsbook-cash-out-desktop-en');

    // On the platform, the cashed-out ticket is a settled sports round in the member's betting record.
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    await expect
      .poll(
        async () => {
          const answer = await page.evaluate(async (bearer) => {
            const response = await fetch('/wps/game/records?gameType=SPORTS', {
              headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
            });
            return (await response.json()) as { value?: { content: { status: string }[] } };
          }, token);
          return (answer.value?.content ?? []).filter((round) => round.status === 'settled').length;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(1);
    await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
    await page.getByTestId('record-row').first().waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'sportsbook-betting-record-desktop-en');
  }, 120_000);
});

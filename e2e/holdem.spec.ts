import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { fundedMemberPage, openPvpGame } from './support/pvp-table.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 60;

/** A fresh member with 2,000.00 THB, logged in, in a chosen language and viewport. */
function player(viewport: ViewportName, language: 'th' | 'en') {
  return fundedMemberPage(browser, {
    viewport,
    language,
    address: `198.51.100.${(addressCounter += 1)}`,
    usernamePrefix: 'poker',
  });
}

async function sitDown(frame: Frame) {
  await frame.locator('[data-level="bb-10"]').click({ timeout: 20_000 });
  await frame.locator('button.hold-sit').first().click({ timeout: 10_000 });
  await frame.locator('dialog.hold-dialog button.is-raise').click();
  await frame.locator('.hold-seat.is-mine').waitFor({ timeout: 10_000 });
}

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('Texas Hold’em heads-up in the browser', () => {
  it('two players sit heads-up and play a hand to the end; only own cards show; chips return at leaving', async () => {
    const thai = await player('phone', 'th');
    const english = await player('desktop', 'en');
    const thaiFrame = await openPvpGame(thai, /เท็กซัสโฮลเดม ตัวต่อตัว/);
    const englishFrame = await openPvpGame(english, /Texas Hold’em Heads-Up/);
    await sitDown(thaiFrame);
    await sitDown(englishFrame);

    // The hand is dealt: each page shows its own two cards face up and the other's face down.
    for (const frame of [thaiFrame, englishFrame]) {
      await frame.locator('.hold-seat.is-mine .hold-card[role="img"]').nth(1).waitFor({ timeout: 15_000 });
      await expect.poll(() => frame.locator('.hold-seat:not(.is-mine) .hold-card.is-back').count()).toBe(2);
    }
    await expect.poll(() => englishFrame.locator('.hold-hash').first().innerText()).toMatch(/[0-9a-f]{64}/);
    await saveScreenshot(thai, 'holdem-heads-up-th-phone');
    await saveScreenshot(english, 'holdem-heads-up-en-desktop');

    // Whoever is to act checks or calls until the hand is over and its history shows.
    for (let step = 0; step < 40; step += 1) {
      if ((await englishFrame.getByText('Total pot').count()) > 0) break;
      for (const frame of [thaiFrame, englishFrame]) {
        const passive = frame.locator('button.hold-act.is-call');
        if (await passive.isVisible().catch(() => false)) await passive.click().catch(() => undefined);
      }
      await english.waitForTimeout(400);
    }
    const history = englishFrame.locator('.hold-history');
    await expect.poll(() => history.innerText(), { timeout: 15_000 }).toContain('Total pot');
    const historyText = await history.innerText();
    expect(historyText).toContain('*** HOLE CARDS ***');
    expect(historyText).toMatch(/Dealt to You|Dealt to .+ \[/);
    expect(historyText).toMatch(/Hash [0-9a-f]{64}, seed [0-9a-f]{64}/);
    expect(await thaiFrame.locator('.hold-history').innerText()).toContain('กองรวม');
    const rake = amountOf(/Rake ([\d.,]+)/.exec(historyText)?.[1] ?? '0');
    await saveScreenshot(english, 'holdem-heads-up-history-en-desktop');

    // The player who lost chips tops up to the table's maximum (held until a running hand ends).
    for (const frame of [thaiFrame, englishFrame]) {
      const topUp = frame.locator('button.hold-control.is-top-up');
      if (!(await topUp.isVisible().catch(() => false))) continue;
      const before = amountOf(await frame.getByTestId('holdem-balance').innerText());
      await topUp.click();
      await frame.locator('dialog.hold-dialog button.is-raise').click();
      await expect
        .poll(async () => amountOf(await frame.getByTestId('holdem-balance').innerText()), { timeout: 10_000 })
        .toBeLessThan(before);
    }
    // Both leave; the chips come home and only the rake is missing from the two balances.
    for (const frame of [thaiFrame, englishFrame]) {
      await frame.locator('button.hold-control.is-leave').click({ timeout: 10_000 });
    }
    await expect
      .poll(
        async () =>
          amountOf(await thaiFrame.getByTestId('holdem-balance').innerText()) +
          amountOf(await englishFrame.getByTestId('holdem-balance').innerText()),
        { timeout: 15_000 },
      )
      .toBeCloseTo(4_000 - rake, 2);
  });

  it('three players sit at a 6-max table; one folds, the others play the hand out; names are masked; chips return', async () => {
    const players = [await player('phone', 'th'), await player('desktop', 'en'), await player('phone', 'en')];
    const frames = [
      await openPvpGame(players[0]!, /เท็กซัสโฮลเดม 6 ที่นั่ง/),
      await openPvpGame(players[1]!, /Texas Hold’em 6-Max/),
      await openPvpGame(players[2]!, /Texas Hold’em 6-Max/),
    ];
    for (const frame of frames) await sitDown(frame);
    const [, desktop, folder] = frames as [Frame, Frame, Frame];

    // The third may have sat while a hand of two ran: the first two play on until a hand deals all three in.
    const passiveStep = async (playing: Frame[]) => {
      for (const frame of playing) {
        const passive = frame.locator('button.hold-act.is-call');
        if (await passive.isVisible().catch(() => false)) await passive.click().catch(() => undefined);
      }
      await players[1]!.waitForTimeout(400);
    };
    const dealtToFolder = folder.locator('.hold-seat.is-mine .hold-card[role="img"]');
    for (let step = 0; step < 60 && (await dealtToFolder.count()) < 2; step += 1) await passiveStep(frames.slice(0, 2));

    // Each page sees its own two cards and four backs; the others are named by masked names, never logins.
    for (const frame of frames) {
      await frame.locator('.hold-seat.is-mine .hold-card[role="img"]').nth(1).waitFor({ timeout: 20_000 });
      await expect.poll(() => frame.locator('.hold-seat:not(.is-mine) .hold-card.is-back').count()).toBe(4);
      const names = await frame.locator('.hold-seat:not(.is-mine) .hold-seat-name').allInnerTexts();
      expect(names).toEqual(['po***', 'po***']);
    }
    await saveScreenshot(players[1]!, 'holdem-six-max-en-desktop');
    await saveScreenshot(players[0]!, 'holdem-six-max-th-phone');

    // The third player folds when first asked; the other two check or call to the end of the hand.
    let folded = false;
    const history = desktop.locator('.hold-history');
    for (let step = 0; step < 60; step += 1) {
      if (folded && /po\*\*\*: folds[\s\S]*Total pot/.test(await history.innerText().catch(() => ''))) break;
      if (!folded) {
        const fold = folder.locator('button.hold-act.is-fold');
        if (await fold.isVisible().catch(() => false))
          folded = await fold.click().then(
            () => true,
            () => false,
          );
      }
      await passiveStep(frames);
    }
    expect(folded).toBe(true);
    await expect.poll(() => history.innerText(), { timeout: 15_000 }).toMatch(/folds[\s\S]*Total pot/);
    const historyText = await history.innerText();
    expect(historyText).toContain('6-max');
    expect(historyText).toMatch(/po\*\*\*: folds/);
    expect(historyText).not.toMatch(/poker\d{6}/);
    await saveScreenshot(players[1]!, 'holdem-six-max-history-en-desktop');

    // Everyone leaves; the chips come home and only the rake of the hands played is missing from the balances
    // (the first two may have played hands of their own before the third was dealt in).
    for (const frame of frames) await frame.locator('button.hold-control.is-leave').click({ timeout: 10_000 });
    const rakeOfEveryHand = async () => {
      const picker = desktop.locator('select.hold-history-pick');
      const hands =
        (await picker.count()) > 0
          ? await picker
              .locator('option')
              .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
          : [''];
      let rake = 0;
      for (const hand of hands) {
        if (hand !== '') await picker.selectOption(hand);
        rake += amountOf(/Rake ([\d.,]+)/.exec(await desktop.locator('.hold-history').innerText())?.[1] ?? '0');
      }
      return rake;
    };
    await expect
      .poll(
        async () => {
          let total = 0;
          for (const frame of frames) total += amountOf(await frame.getByTestId('holdem-balance').innerText());
          return total + (await rakeOfEveryHand());
        },
        { timeout: 20_000 },
      )
      .toBeCloseTo(6_000, 2);
  }, 180_000);
});

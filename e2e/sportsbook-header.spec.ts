import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { logInAsDemo, playerContext } from './support/player-context.js';

// The sportsbook's page links (odds, my bets, results, rules, fairness) at 390 px and 1280 px in every language of
// the site: each link inside the frame's width and its text whole, none behind a sideways scroll; the sport chips too.
const sportsbookUrl = `http://127.0.0.1:${process.env.E2E_SPORTSBOOK_PORT ?? '8082'}`;
const footballTile = {
  th: 'แทงบอล',
  en: 'Football betting',
  'pt-BR': 'Apostas de futebol',
  fil: 'Pustahan sa football',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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

const cases = (['phone', 'desktop'] satisfies ViewportName[]).flatMap((viewport) =>
  (['th', 'en', 'pt-BR', 'fil'] as const).map((language) => [viewport, language] as const),
);

describe('the sportsbook header', () => {
  it.each(cases)(
    'shows every page link whole and reachable on a %s in %s',
    async (viewport, language) => {
      const address = `198.51.100.${71 + cases.findIndex(([each, chosen]) => each === viewport && chosen === language)}`;
      const context = await playerContext(browser, { viewport, language, address });
      const page = await context.newPage();
      await logInAsDemo(page);
      await page.goto(`${baseUrl}/sports`);
      const name = footballTile[language];
      await page.getByTestId('game-tile').filter({ hasText: name }).first().locator(`button[title="${name}"]`).click();
      await page.getByTestId('game-frame-iframe').waitFor();
      const frame = await (await page.getByTestId('game-frame-iframe').elementHandle())?.contentFrame();
      if (!frame) throw new Error('the game frame has no document');
      await frame.getByTestId('balance').waitFor({ timeout: 30_000 });
      const links = await frame.$$eval('.page-links a', (anchors) => {
        const width = document.documentElement.clientWidth;
        return anchors.map((anchor) => {
          const box = anchor.getBoundingClientRect();
          return {
            text: anchor.textContent ?? '',
            inside: box.left >= 0 && box.right <= width + 0.5 && box.width > 0,
            whole: anchor.scrollWidth <= anchor.clientWidth + 1,
          };
        });
      });
      expect(links.map((link) => link.text.length > 0)).toEqual([true, true, true, true, true]);
      for (const link of links) expect(link, link.text).toMatchObject({ inside: true, whole: true });
      expect(await frame.$eval('.page-links', (nav) => nav.scrollWidth > nav.clientWidth + 1)).toBe(false);
      // The sport chips and the board's tabs too (pt-BR's "Rinha de galo" and "Vencedor final" were cut off at 390 px).
      await frame.locator('.board-tabs').waitFor();
      const chips = await frame.$$eval('.sport-chips button, .board-tabs button', (buttons) => {
        const width = document.documentElement.clientWidth;
        return buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return {
            text: button.textContent ?? '',
            inside: box.left >= 0 && box.right <= width + 0.5 && box.width > 0,
            whole: button.scrollWidth <= button.clientWidth + 1,
          };
        });
      });
      expect(chips).toHaveLength(8);
      for (const chip of chips) expect(chip, chip.text).toMatchObject({ inside: true, whole: true });
      for (const row of ['.sport-chips', '.board-tabs'])
        expect(await frame.$eval(row, (nav) => nav.scrollWidth > nav.clientWidth + 1), row).toBe(false);
      await frame.locator('.page-links a[href$="/fairness"]').click();
      await expect.poll(() => frame.url()).toMatch(/\/fairness/);
      await saveScreenshot(page, `sportsbook-header-${language}-${viewport}`);
      await context.close();
    },
    180_000,
  );
});

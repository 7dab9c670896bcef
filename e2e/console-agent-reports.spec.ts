import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInToConsole, openConsoleContext, saveScreenshot, baseUrl } from './support/browser.js';

/**
 * Issue #18's per-agent reports in the console: an operator finds the demo seed's agent in the agent tree, opens its
 * reports and reads them, at 1280 px in Thai and English (screenshots for a person to look at).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("an agent's reports in the console (issue #18)", () => {
  for (const [index, language] of (['th', 'en'] as const).entries()) {
    it(`opens the demo agent's reports from the agent tree in ${language}`, async () => {
      const context = await openConsoleContext(browser, language, `198.51.100.${140 + index}`);
      const page = await context.newPage();
      await logInToConsole(page, undefined, '/console/agents?brand=demo');
      await page.locator('#agents-search').fill('agent');
      await page.locator('form[role=search] button[type=submit]').click();
      const row = page.locator('li > div', { has: page.locator('span.font-medium', { hasText: /^agent$/ }) });
      await row.getByRole('link').click();
      await page.waitForURL(/\/console\/agents\/reports\/demo\/agent/);
      const reports = page.getByTestId('agent-reports');
      await reports.getByTestId('agent-team-figures').waitFor();
      await reports.getByTestId('agent-revenue').waitFor();
      await reports.getByTestId('agent-contracts-held').waitFor();
      await reports.getByTestId('agent-statements').waitFor();
      await reports.getByTestId('agent-obligations').waitFor();
      expect(await page.locator('h1').innerText()).toContain('agent');
      // People and runs by name and window: no id on the page.
      expect(await reports.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
      await saveScreenshot(page, `console-agent-reports-${language}`);

      // Days chosen by the operator stay in the address and are answered for.
      await page.locator('#agent-report-from').fill('20260101');
      await page.locator('#agent-report-to').fill('20260131');
      await page.locator('form[role=search] button[type=submit]').click();
      await page.waitForURL(/startDate=2026-01-01&endDate=2026-01-31/);
      await expect.poll(() => page.locator('#agent-report-from').inputValue()).toBe('2026/01/01');
      // An unknown agent: each section says so, in words.
      await page.goto(`${baseUrl}/console/agents/reports/demo/nobody-such`);
      await expect.poll(() => page.getByRole('alert').count(), { timeout: 15_000 }).toBe(5);
      await context.close();
    }, 120_000);
  }
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, openContext } from './browser.js';
import type { ViewportName } from './browser.js';

/**
 * A context in a chosen language that presents itself from its own Thai documentation address, so no login here
 * throttles another test's.
 */
export async function playerContext(
  browser: Browser,
  options: { viewport: ViewportName; language: 'th' | 'en' | 'pt-BR' | 'fil'; address: string },
): Promise<BrowserContext> {
  const context = await openContext(browser, {
    viewport: options.viewport,
    headers: { 'X-Forwarded-For': options.address },
  });
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('lang', chosen);
      localStorage.setItem('hisLang', chosen);
    }
  }, options.language);
  return context;
}

/** Logs in as the seeded demo member through the login popup, and closes the first-login welcome if it shows. */
export async function logInAsDemo(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('demo');
  await page.getByTestId('login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-account').waitFor();
  const welcome = page.getByTestId('welcome-dialog-confirm');
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
}

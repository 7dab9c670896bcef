import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openContext } from './browser.js';
import type { ViewportName } from './browser.js';
import { logInAs } from './fresh-player.js';

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

/** Logs in as the seeded demo member through the login page, and closes the first-login welcome if it shows. */
export function logInAsDemo(page: Page): Promise<void> {
  return logInAs(page, { username: 'demo', password: 'Demo@2026' });
}

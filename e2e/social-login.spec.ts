import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcTestProvider } from '../apps/server/src/test/oidc-test-provider.js';
import type { OidcTestProvider } from '../apps/server/src/test/oidc-test-provider.js';
import { baseUrl, launchBrowser, openContext, operatorCall, saveScreenshot } from './support/browser.js';
import type { ViewportName } from './support/browser.js';
import { registerPlayer } from './support/fresh-player.js';

/**
 * Social login end to end (decision 0086) against an OpenID provider this spec starts on 127.0.0.1 (no machine here
 * reaches LINE): the operator switches LINE on for the demo brand; a player's first provider login offers to link or
 * register, the player links their account with its password and is logged in; the next provider login goes straight
 * in; the security centre shows the link and unlinks it with the password. Screenshots at 390 px and 1280 px, th and en.
 */
const client = { clientId: 'croupier-e2e', clientSecret: `e2e-secret-${randomInt(1_000_000)}` };
let browser: Browser;
let provider: OidcTestProvider;
let addressCounter = 60;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

const configureLine = (enabled: boolean) =>
  operatorCall('PUT', '/bo/social-login/demo/providers/line', {
    enabled,
    clientId: client.clientId,
    issuerUrl: provider.issuer,
    ...(enabled ? { clientSecret: client.clientSecret } : {}),
  });

beforeAll(async () => {
  [browser, provider] = await Promise.all([launchBrowser(), startOidcTestProvider(client)]);
  await configureLine(true);
});
afterAll(async () => {
  await configureLine(false);
  await Promise.all([browser.close(), provider.close()]);
});

async function playerContext(viewport: ViewportName, language: 'th' | 'en', address: string): Promise<BrowserContext> {
  const context = await openContext(browser, { viewport, headers: { 'X-Forwarded-For': address } });
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('lang', chosen);
      localStorage.setItem('hisLang', chosen);
    }
  }, language);
  return context;
}

describe('social login', () => {
  it('links a provider identity with the password, then logs straight in, and unlinks in the security centre', async () => {
    const player = await registerPlayer(nextAddress());
    provider.signInAs({ subject: `e2e-${player.username}` });

    const context = await playerContext('desktop', 'en', player.address);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('social-login-line').waitFor();
    expect(await page.getByTestId('social-login-line').textContent()).toContain('LINE');
    await saveScreenshot(page, 'social-login-popup-1280-en');
    await page.getByTestId('social-login-line').click();

    await page.getByTestId('social-login-choice').waitFor();
    // The provider's code and state do not stay in the address bar.
    expect(new URL(page.url()).search).toBe('');
    await saveScreenshot(page, 'social-login-choice-1280-en');
    await page.getByTestId('social-link-username').fill(player.username);
    await page.getByTestId('social-link-password').fill('Wrong#2026');
    await page.getByTestId('social-link-submit').click();
    await page.getByTestId('social-link-error').waitFor();
    await page.getByTestId('social-link-password').fill(player.password);
    await page.getByTestId('social-link-submit').click();
    await page.getByTestId('header-account').waitFor();
    await context.close();

    const again = await playerContext('desktop', 'en', player.address);
    const second = await again.newPage();
    await second.goto(`${baseUrl}/login`);
    await second.getByTestId('social-login-line').click();
    await second.getByTestId('header-account').waitFor();
    const welcome = second.getByTestId('welcome-dialog-confirm');
    if (await welcome.isVisible().catch(() => false)) await welcome.click();

    await second.goto(`${baseUrl}/member?page=securityCenter`);
    const row = second.getByTestId('linked-provider-line');
    await row.waitFor();
    expect(await row.textContent()).toContain('Linked');
    await saveScreenshot(second, 'social-login-security-1280-en');
    await second.getByTestId('unlink-line').click();
    await second.getByTestId('unlink-password').fill(player.password);
    await second.getByTestId('unlink-confirm').click();
    await second.getByText('Not linked').waitFor();
    await again.close();
  });

  it('shows the link-or-register choice at 390 px in Thai and English', async () => {
    for (const language of ['th', 'en'] as const) {
      provider.signInAs({ subject: `e2e-phone-${language}-${randomInt(1_000_000)}` });
      const context = await playerContext('phone', language, nextAddress());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByTestId('social-login-line').click();
      await page.getByTestId('social-login-choice').waitFor();
      await saveScreenshot(page, `social-login-choice-390-${language}`);
      await page.getByTestId('social-choice-register').click();
      await page.getByTestId('register-submit').waitFor();
      await saveScreenshot(page, `social-login-register-390-${language}`);
      await context.close();
    }
  });
});

import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoOperator, launchBrowser, openContext, operatorCall, saveScreenshot } from './support/browser.js';
import type { ConsoleAccount } from './support/browser.js';

type Language = 'th' | 'en';
type Texts = Record<string, unknown>;

/** The console's own texts, so a step finds its button by the words the operator reads in either language. */
const localeDirectory = path.resolve(import.meta.dirname, '..', 'apps', 'console', 'src', 'locales');
function text(language: Language, key: string): string {
  const [namespace = '', ...parts] = key.split(':').length > 1 ? key.split(':') : ['common', key];
  const bundle = JSON.parse(readFileSync(path.join(localeDirectory, language, `${namespace}.json`), 'utf8')) as Texts;
  const found = parts
    .join(':')
    .split('.')
    .reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], bundle);
  if (typeof found !== 'string') throw new Error(`no console text ${language}:${key}`);
  return found;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let addressCounter = 80;
/** Its own documentation address per context, so these logins never meet another spec's throttle. */
const nextAddress = () => `192.0.2.${(addressCounter += 1)}`;

async function consoleContext(language: Language): Promise<BrowserContext> {
  const context = await openContext(browser, { headers: { 'X-Forwarded-For': nextAddress() } });
  await context.addInitScript((chosen) => {
    localStorage.setItem('croupier.console.language', chosen);
  }, language);
  return context;
}

/** The first step of the login; what follows depends on the account. */
async function enterPassword(page: Page, account: ConsoleAccount) {
  await page.goto(`${baseUrl}/console/login`);
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.locator('form button[type=submit]').click();
}

/** The authenticator's code at a moment (Date.now() by default), as an app on the operator's phone shows it. */
function codeAt(secret: string, timestamp = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });
}

async function logOut(page: Page, language: Language) {
  await page.getByRole('button', { name: text(language, 'topBar.logOut') }).click();
  await page.waitForURL(/\/console\/login/);
}

const uniqueName = (prefix: string) => `${prefix}${randomInt(100_000, 999_999)}`;
const firstPassword = 'First-console-password-1';

/** An admin creates the account through the accounts screen, with an authenticator required. */
async function createThroughScreen(page: Page, language: Language, username: string) {
  await page.locator('nav a[href="/console/operators"]').click();
  await page.waitForURL(/\/console\/operators/);
  await page.getByRole('button', { name: text(language, 'operators:create.open') }).click();
  const dialog = page.locator('dialog[open]');
  await dialog.locator('#new-operator-username').fill(username);
  await dialog.locator('#new-operator-password').fill(firstPassword);
  await dialog.locator('input[type=checkbox][value=support]').check();
  await dialog.locator('input[type=checkbox][value=risk]').check();
  expect(await dialog.locator('input[name=twoFactorRequired]').isChecked()).toBe(true);
  await saveScreenshot(page, `console-operator-create-${language}-desktop`);
  await dialog.locator('button[type=submit]').click();
  await page
    .locator('dialog[open]')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.locator('tbody tr', { hasText: username }).waitFor();
}

describe('console access: two-factor login', () => {
  for (const language of ['en', 'th'] as const) {
    it(`an account created on the accounts screen enrols an authenticator, then logs in with its code and a recovery code once (${language})`, async () => {
      const username = uniqueName(`ca${language}`);
      const admin = await (await consoleContext(language)).newPage();
      await enterPassword(admin, demoOperator);
      await admin.getByTestId('operator-name').waitFor();
      await createThroughScreen(admin, language, username);
      await saveScreenshot(admin, `console-operators-${language}-desktop`);

      // The new account's first login opens only the enrolment.
      const context = await consoleContext(language);
      const page = await context.newPage();
      await enterPassword(page, { username, password: firstPassword });
      await page.getByText(text(language, 'security:enrolmentRequired.title')).waitFor();
      expect(await page.locator('nav[aria-label]').count()).toBe(0);
      await saveScreenshot(page, `console-enrolment-password-${language}-desktop`);
      await page.locator('#enrol-password').fill(firstPassword);
      await page.locator('form button[type=submit]').click();
      const secretText = await page.getByTestId('enrolment-secret').textContent();
      const secret = (secretText ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // The QR code is drawn in the page from the otpauth URI (an SVG, no image fetched).
      expect(await page.locator('svg[data-testid=enrolment-qr] path').count()).toBeGreaterThan(0);
      await saveScreenshot(page, `console-enrolment-scan-${language}-desktop`);
      const enrolledAt = Date.now();
      await page.locator('#enrol-code').fill(codeAt(secret, enrolledAt));
      await page.locator('form button[type=submit]').click();
      await page.getByTestId('recovery-codes').waitFor();
      const codes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((code) =>
        code.trim(),
      );
      expect(codes).toHaveLength(10);
      await saveScreenshot(page, `console-enrolment-recovery-codes-${language}-desktop`);
      const done = page.getByRole('button', { name: text(language, 'security:recovery.done') });
      expect(await done.isDisabled()).toBe(true);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text(language, 'security:recovery.download') }).click(),
      ]);
      const saved = readFileSync(await download.path(), 'utf8');
      for (const code of codes) expect(saved).toContain(code);
      await page.getByRole('checkbox', { name: text(language, 'security:recovery.saved') }).check();
      await done.click();
      // The same session now opens the console (risk may read the dashboard, which comes first).
      await page.waitForURL(/\/console\/dashboard/);
      await page.locator('nav[aria-label]').waitFor();
      await logOut(page, language);

      // Next login: the password, then the authenticator's code. A wrong code gets the one translated answer.
      await enterPassword(page, { username, password: firstPassword });
      await page.locator('#two-factor-code').waitFor();
      await saveScreenshot(page, `console-login-second-step-${language}-desktop`);
      // The enrolment took this 30-second step's code: the next step's (one step of drift is accepted) is fresh.
      const right = codeAt(secret, enrolledAt + 30_000);
      await page.locator('#two-factor-code').fill(right === '000000' ? '000001' : '000000');
      await page.locator('form button[type=submit]').click();
      const refusal = page.locator('[role=alert]');
      await refusal.waitFor();
      const wrongMessage = await refusal.textContent();
      expect(wrongMessage).toBeTruthy();
      await saveScreenshot(page, `console-login-second-step-wrong-${language}-desktop`);
      await page.locator('#two-factor-code').fill(right);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/console\/dashboard/);
      await logOut(page, language);

      // A recovery code opens the console once; the second time it gets the same answer as a wrong code.
      const recovery = codes[0] ?? '';
      for (const attempt of ['first', 'again'] as const) {
        await enterPassword(page, { username, password: firstPassword });
        await page.getByRole('button', { name: text(language, 'session:secondStep.useRecovery') }).click();
        await page.locator('#two-factor-code').fill(recovery);
        await page.locator('form button[type=submit]').click();
        if (attempt === 'first') {
          await page.waitForURL(/\/console\/dashboard/);
          await page.getByTestId('operator-name').waitFor();
          // Their own two-factor page counts what is left.
          await page.getByTestId('operator-name').click();
          await page.getByRole('link', { name: text(language, 'account.twoFactor') }).click();
          await page.getByTestId('two-factor-on').waitFor();
          expect(await page.locator('dd').nth(1).textContent()).toBe('9');
          await saveScreenshot(page, `console-two-factor-on-${language}-desktop`);
          await logOut(page, language);
        } else {
          await refusal.waitFor();
          expect(await refusal.textContent()).toBe(wrongMessage);
        }
      }
      await context.close();
      await admin.context().close();
      // Four logins, an enrolment and a creation: longer than one page's test.
    }, 180_000);
  }
});

describe('console access: password, sign-out everywhere and accounts', () => {
  for (const language of ['en', 'th'] as const) {
    it(`changes the password and signs out everywhere (${language})`, async () => {
      const username = uniqueName(`cp${language}`);
      await operatorCall('POST', '/bo/operators', {
        username,
        password: firstPassword,
        roles: ['support'],
        twoFactorRequired: false,
      });
      const context = await consoleContext(language);
      const page = await context.newPage();
      await enterPassword(page, { username, password: firstPassword });
      await page.getByTestId('operator-name').waitFor();
      // Another session of the same operator, which the password change ends.
      const other = await (await consoleContext(language)).newPage();
      await enterPassword(other, { username, password: firstPassword });
      await other.getByTestId('operator-name').waitFor();

      await page.getByTestId('operator-name').click();
      await page.getByRole('link', { name: text(language, 'account.password') }).click();
      // The server's rule (12 characters at least) is checked in the form, and so is the repeat.
      await page.locator('#current-password').fill(firstPassword);
      await page.locator('#new-password').fill('short');
      await page.locator('#confirm-password').fill('short');
      await page.locator('form button[type=submit]').click();
      await page
        .getByText(
          text(language, 'security:password.errors.OPERATOR_PASSWORD_TOO_SHORT').replace('{{minLength}}', '12'),
        )
        .waitFor();
      const newPassword = 'A long second console password';
      await page.locator('#new-password').fill(newPassword);
      await page.locator('#confirm-password').fill(`${newPassword}!`);
      await page.locator('form button[type=submit]').click();
      await page.getByText(text(language, 'security:password.errors.PASSWORDS_DIFFER')).waitFor();
      await saveScreenshot(page, `console-password-errors-${language}-desktop`);
      await page.locator('#new-password').fill(newPassword);
      await page.locator('#confirm-password').fill(newPassword);
      await page.locator('form button[type=submit]').click();
      await page.locator('[role=status]').waitFor();
      await saveScreenshot(page, `console-password-${language}-desktop`);
      // The other session ended: its next call sends it to the login, saying why.
      await other.reload();
      await other.waitForURL(/\/console\/login/);
      await other.getByText(text(language, 'session:expired')).waitFor();
      await other.context().close();

      await page.getByRole('button', { name: text(language, 'security:signOut.action') }).click();
      await saveScreenshot(page, `console-sign-out-everywhere-${language}-desktop`);
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: text(language, 'security:signOut.action') })
        .click();
      await page.waitForURL(/\/console\/login/);
      await page.getByText(text(language, 'session:signedOutEverywhere')).waitFor();
      // The new password is the one that logs in now.
      await enterPassword(page, { username, password: newPassword });
      await page.getByTestId('operator-name').waitFor();
      await context.close();
    }, 120_000);
  }

  it('filters, deep-links and exports the accounts, edits roles and brands, disables and resets two-factor', async () => {
    const prefix = uniqueName('cx');
    for (const [suffix, roles, brands] of [
      ['a', ['finance'], null],
      ['b', ['content'], ['lucky']],
    ] as const) {
      await operatorCall('POST', '/bo/operators', {
        username: `${prefix}${suffix}`,
        password: firstPassword,
        roles,
        brands,
        twoFactorRequired: false,
      });
    }
    const context = await consoleContext('en');
    const page = await context.newPage();
    await enterPassword(page, demoOperator);
    await page.getByTestId('operator-name').waitFor();
    await page.goto(`${baseUrl}/console/operators`);
    await page.locator('#operators-search').fill(prefix);
    await page.locator('form[role=search] button[type=submit]').click();
    await page.waitForURL(new RegExp(`search=${prefix}`));
    await page.locator('tbody tr', { hasText: `${prefix}b` }).waitFor();
    // The list keeps the previous page on screen until the filtered one arrives.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.locator('#operators-brand').selectOption('lucky');
    await page.locator('#operators-role').selectOption('content');
    await page.locator('form[role=search] button[type=submit]').click();
    await page.waitForURL(/role=content/);
    await page.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr td:first-child').allTextContents()).toEqual([`${prefix}b`]);
    // The filtered view is a link.
    await page.goto(page.url());
    await page.locator('tbody tr', { hasText: `${prefix}b` }).waitFor();
    expect(await page.locator('#operators-role').inputValue()).toBe('content');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^operators-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\n');
    expect(header).toBe('username,roles,brands,status,two_factor_required,two_factor_enabled,created');
    expect(rows.map((row) => row.split(',').slice(0, 4).join(','))).toEqual([`${prefix}b,content,lucky,enabled`]);

    // Roles and brands: content on lucky becomes content and risk on every brand.
    await page.goto(`${baseUrl}/console/operators?search=${prefix}`);
    const row = page.locator('tbody tr', { hasText: `${prefix}b` });
    await row.getByRole('button', { name: 'Roles and brands' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('input[type=checkbox][value=risk]').check();
    await dialog.locator('input[type=radio][value=all]').check();
    await saveScreenshot(page, 'console-operator-access-en-desktop');
    await dialog.locator('button[type=submit]').click();
    await row.getByText('Risk').waitFor();
    await row.getByText('All brands').waitFor();

    // Disable, confirmed; the row says so; enable again.
    await row.getByRole('button', { name: 'Disable' }).click();
    await saveScreenshot(page, 'console-operator-disable-en-desktop');
    await page.locator('dialog[open]').getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled').waitFor();
    await row.getByRole('button', { name: 'Enable' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Enable' }).click();
    await row.getByText('Enabled').waitFor();

    await row.getByRole('button', { name: 'Reset two-factor' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Reset two-factor' }).click();
    await page.getByText(`${prefix}b had no two-factor authentication; their sessions ended.`).waitFor();

    const audit = await operatorCall<{ content: { action: string }[] }>(
      'GET',
      `/bo/audit?target=${encodeURIComponent(
        (await operatorCall<{ content: { id: string }[] }>('GET', `/bo/operators?search=${prefix}b`)).content[0]?.id ??
          '',
      )}&order=asc`,
    );
    expect(audit.content.map((entry) => entry.action)).toEqual([
      'operator.account.access',
      'operator.account.disable',
      'operator.account.enable',
      'operator.two-factor.reset',
    ]);
    await context.close();
  }, 120_000);
});

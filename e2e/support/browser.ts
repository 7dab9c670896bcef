import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const port = Number(process.env.E2E_PORT ?? '8080');
export const screenshotDirectory = path.resolve(import.meta.dirname, '..', 'screenshots');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

/** Debian's Chromium with the flags this workplace needs (no sandbox as root, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The demo brands' popup announcements, read once per run. */
let seededPopupIds: Promise<string[]> | undefined;
function listSeededPopupIds(): Promise<string[]> {
  // The popups (PU, home) and the promotion group (PR, shown as a popup on /promotions).
  seededPopupIds ??= Promise.all(
    ['demo', 'lucky'].map((merchant) =>
      operatorCall<{ content: { id: string }[] }>(
        'GET',
        `/bo/content/announcements?merchant=${merchant}&type=PU,PR&pageSize=200`,
      ),
    ),
  ).then((brands) => brands.flatMap((page) => page.content.map((popup) => popup.id)));
  return seededPopupIds;
}

/**
 * A browser context at a viewport. Unless `popups: 'shown'`, it is a visitor who already closed the brands' seeded
 * popup and promotion announcements this session (as the site remembers), so they do not cover the page a spec is about.
 */
export async function openContext(
  browser: Browser,
  options: { viewport?: ViewportName; headers?: Record<string, string>; popups?: 'closed' | 'shown' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    extraHTTPHeaders: options.headers ?? {},
    reducedMotion: 'reduce',
  });
  if (options.popups !== 'shown') {
    await context.addInitScript(
      (ids) => {
        // Init scripts run again on every navigation: keep what the site remembered since (a popup the spec closed),
        // or a popup closed on one page would show again on the next.
        let kept: unknown = [];
        try {
          kept = JSON.parse(sessionStorage.getItem('closedPopups') ?? '[]');
        } catch {
          kept = [];
        }
        const closed = new Set([...(Array.isArray(kept) ? (kept as string[]) : []), ...ids]);
        sessionStorage.setItem('closedPopups', JSON.stringify([...closed]));
      },
      await listSeededPopupIds(),
    );
  }
  return context;
}

/** Saves a full-page screenshot as a CI artifact (e2e/screenshots is git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDirectory, `${name}.png`), fullPage: true });
}

export type ConsoleAccount = { username: string; password: string };

/** The seeded demo operator (admin), and the second account the two-person rules need. */
export const demoOperator: ConsoleAccount = { username: 'operator', password: 'Operator@2026' };
export const demoChecker: ConsoleAccount = { username: 'checker', password: 'Checker@2026' };

/** A console browser context in the given language, from its own documentation address (so a spec's logins never
 * meet another spec's throttle). */
export async function openConsoleContext(
  browser: Browser,
  language: 'th' | 'en',
  address: string,
): Promise<BrowserContext> {
  const context = await openContext(browser, { headers: { 'X-Forwarded-For': address } });
  await context.addInitScript((chosen) => {
    localStorage.setItem('croupier.console.language', chosen);
  }, language);
  return context;
}

/** Logs a demo account (no second factor) into the console from `path`, which sends it to the login first. */
export async function logInToConsole(page: Page, account: ConsoleAccount = demoOperator, path = '/console/') {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/console\/login/);
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('operator-name').waitFor();
}

const operatorTokens = new Map<string, Promise<string>>();

/** A console session of a demo account, opened once per run. */
function operatorSession(account: ConsoleAccount): Promise<string> {
  let token = operatorTokens.get(account.username);
  if (!token) {
    token = fetch(`${baseUrl}/bo/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    })
      .then((response) => response.json() as Promise<{ value: { token: string } }>)
      .then((answer) => answer.value.token);
    operatorTokens.set(account.username, token);
  }
  return token;
}

/** Calls the operator console API as a demo account (the operator unless told) and answers its `value`. */
export async function operatorCall<Value = unknown>(
  method: 'GET' | 'PUT' | 'POST',
  pathname: string,
  body?: unknown,
  account: ConsoleAccount = demoOperator,
): Promise<Value> {
  const authorization = `Bearer ${await operatorSession(account)}`;
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    // A call without a body sends no JSON content type: an empty JSON body is not valid JSON.
    headers: body === undefined ? { authorization } : { 'content-type': 'application/json', authorization },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { value: Value }).value;
}

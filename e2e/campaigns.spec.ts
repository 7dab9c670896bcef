import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInToConsole, openConsoleContext, operatorCall } from './support/browser.js';
import type { FreshPlayer } from './support/fresh-player.js';
import { logInAs, registerPlayer } from './support/fresh-player.js';
import { playerApi } from './support/house-vendor-calls.js';
import { playerContext } from './support/player-context.js';

/**
 * The campaign types on the site and in the console (issue #19, decision 0080): a new player's day deposit reaches
 * two of three red envelope levels, they open one from the member centre's red envelope page and see what it gave;
 * the raffle's card shows its window, countdown and fairness commitment, and a draw answers with a prize or "no prize
 * this time"; an operator builds a raffle with a prize table beside its live odds and budget projection. Screenshots
 * at 390 and 1280 px in Thai and English go to CAMPAIGN_SCREENS_DIR (default /work/screens/campaigns).
 */
const directory = process.env.CAMPAIGN_SCREENS_DIR ?? '/work/screens/campaigns';
const stamp = Date.now().toString(36);
const day = 86_400_000;
const zone = 'Asia/Bangkok';

let browser: Browser;
let player: FreshPlayer;
let addressCounter = 200;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

const envelopes = [
  {
    th: `อั่งเปาขั้นแรก ${stamp}`,
    en: `First envelope ${stamp}`,
    deposit: '100.00',
    reward: { kind: 'fixed', amount: '18.00' },
  },
  {
    th: `อั่งเปาขั้นสอง ${stamp}`,
    en: `Second envelope ${stamp}`,
    deposit: '500.00',
    reward: {
      kind: 'prize_table',
      prizes: [
        { amount: '28.00', weight: 70 },
        { amount: '88.00', weight: 25 },
        { amount: '288.00', weight: 5 },
      ],
    },
  },
  {
    th: `อั่งเปาขั้นสาม ${stamp}`,
    en: `Third envelope ${stamp}`,
    deposit: '5000.00',
    reward: { kind: 'fixed', amount: '388.00' },
  },
] as const;
const raffleTitle = { th: `จับรางวัลนาทีทอง ${stamp}`, en: `Golden minute raffle ${stamp}` };

async function shoot(page: Page, name: string, target?: Locator) {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name}.png`);
  if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
}

/** The wall-clock time in the brand's zone a few minutes ago, as `HH:MM` (00:00 just after midnight). */
function openedMinutesAgo(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const now = Number(parts.hour) * 60 + Number(parts.minute);
  const start = Math.max(0, now - minutes);
  return `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
}

const termsHtml = {
  th: '<ul><li>ทำเทิร์นโอเวอร์ 1 เท่าภายใน 7 วัน</li><li>รับได้วันละครั้งต่อบัญชี</li></ul>',
  en: '<ul><li>Turnover 1× within 7 days.</li><li>Once a day per account.</li></ul>',
};

async function publish(body: Record<string, unknown>): Promise<string> {
  const created = await operatorCall<{ id: string }>('POST', '/bo/promotions/demo', {
    category: 'other',
    displayFrom: new Date(Date.now() - day).toISOString(),
    applyFrom: new Date(Date.now() - day).toISOString(),
    terms: { turnoverMultiplier: 1, maxBet: null, maxWinMultiplier: null, expiryDays: 7 },
    ...body,
    content: { termsHtml, ...(body.content as Record<string, unknown>) },
  });
  await operatorCall('POST', `/bo/promotions/demo/${created.id}/status`, { status: 'active' });
  return created.id;
}

async function deposit(amount: string) {
  const started = await playerApi<{ redirectUrl: string }>('/wps/deposits', {
    body: { channelCode: 'sandbox', amount },
    token: player.token,
    address: player.address,
  });
  const paid = await fetch(`${baseUrl}${started.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
}

async function openAs(viewport: 'phone' | 'desktop', language: 'th' | 'en', pathname: string): Promise<Page> {
  const context = await playerContext(browser, { viewport, language, address: player.address });
  const page = await context.newPage();
  await logInAs(page, player);
  await page.goto(`${baseUrl}${pathname}`);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  player = await registerPlayer(nextAddress(), { payeeName: 'Somchai Jaidee' });
  for (const envelope of envelopes)
    await publish({
      type: 'RED_ENVELOPE',
      badge: 'DAILY',
      content: {
        title: { th: envelope.th, en: envelope.en },
        summary: {
          th: `ฝากวันนี้ครบ ฿${envelope.deposit} เปิดอั่งเปาได้วันละครั้ง`,
          en: `Deposit ฿${envelope.deposit} today to open it, once a day.`,
        },
      },
      reward: envelope.reward,
      eligibility: { minDepositToday: envelope.deposit },
      limits: { perPlayer: 'daily', totalBudget: '200000.00' },
    });
  await publish({
    type: 'RAFFLE',
    badge: 'LIMITED',
    content: {
      title: raffleTitle,
      summary: {
        th: 'ลุ้นรางวัลทุกวัน วันละหนึ่งสิทธิ์ ตรวจสอบความยุติธรรมได้ทุกครั้ง',
        en: 'One draw a day; every draw can be checked for fairness.',
      },
    },
    reward: {
      kind: 'prize_table',
      prizes: [
        { amount: '0', weight: 60 },
        { amount: '8.00', weight: 30 },
        { amount: '88.00', weight: 9 },
        { amount: '888.00', weight: 1 },
      ],
    },
    raffle: { opensAt: openedMinutesAgo(10), durationMinutes: 120 },
    limits: { perPlayer: 'daily' },
  });
  // 600.00 deposited today: the first two levels are reached, the third (5,000.00) is not.
  await deposit('600');
});
afterAll(async () => {
  await browser.close();
});

describe('campaigns', () => {
  it('a new player opens a red envelope level their day deposit reached and sees what it gave', async () => {
    const page = await openAs('desktop', 'en', '/member?page=redEnvelope');
    const level = (title: string) => page.getByTestId('red-envelope-level').filter({ hasText: title });
    await level(envelopes[0].en).waitFor();
    expect(await level(envelopes[0].en).getAttribute('data-state')).toBe('claim');
    expect(await level(envelopes[1].en).getAttribute('data-state')).toBe('claim');
    expect(await level(envelopes[2].en).getAttribute('data-state')).not.toBe('claim');
    expect(await level(envelopes[2].en).getByTestId('progress-numbers').innerText()).toBe('฿600.00 / ฿5,000.00');
    await level(envelopes[0].en).getByTestId('promotion-state-button').click();
    const dialog = page.getByTestId('prize-result-dialog');
    expect(await dialog.getByTestId('prize-result-text').innerText()).toContain('฿18.00');
    await page.getByTestId('prize-result-close').click();
    await level(envelopes[0].en).locator('[data-testid="promotion-state-button"][data-state="claimed"]').waitFor();
    expect(await page.getByTestId('red-envelope-total').innerText()).toBe('฿18.00');
    await page.context().close();

    for (const viewport of ['phone', 'desktop'] as const)
      for (const language of ['th', 'en'] as const) {
        const shown = await openAs(viewport, language, '/member?page=redEnvelope');
        await shown.getByTestId('red-envelope-level').filter({ hasText: envelopes[2][language] }).waitFor();
        await shoot(shown, `red-envelope-${language}-${viewport === 'phone' ? 390 : 1280}`);
        await shown.context().close();
      }
  });

  it('shows the raffle window with its fairness commitment and draws once', async () => {
    for (const viewport of ['phone', 'desktop'] as const)
      for (const language of ['th', 'en'] as const) {
        const page = await openAs(viewport, language, '/promotions');
        const card = page.getByTestId('promotion-card').filter({ hasText: raffleTitle[language] });
        await card.getByTestId('raffle-commitment').waitFor();
        expect(await card.getByTestId('raffle-window').getAttribute('data-phase')).toBe('open');
        await shoot(page, `raffle-card-${language}-${viewport === 'phone' ? 390 : 1280}`, card);
        // Its page: the odds table (each prize with its chance) and the expected value.
        await card.getByRole('link').first().click();
        await page.getByTestId('prize-odds').waitFor();
        expect(await page.getByTestId('prize-odds-row').count()).toBe(4);
        await shoot(page, `raffle-detail-${language}-${viewport === 'phone' ? 390 : 1280}`);
        await page.context().close();
      }
    const page = await openAs('desktop', 'en', '/promotions');
    const card = page.getByTestId('promotion-card').filter({ hasText: raffleTitle.en });
    await card.locator('[data-testid="promotion-state-button"][data-state="claim"]').click();
    const result = await page.getByTestId('prize-result-text').innerText();
    expect(result === 'No prize this time' || /^You won ฿(8|88|888)\.00$/.test(result)).toBe(true);
    await shoot(page, 'raffle-result-en-1280');
    await page.context().close();
  });

  it('an operator builds a raffle with a prize table beside its odds, expected value and budget projection', async () => {
    for (const language of ['th', 'en'] as const) {
      const context = await openConsoleContext(browser, language, nextAddress());
      const page = await context.newPage();
      await logInToConsole(page, undefined, '/console/promotions?brand=demo');
      await page.getByRole('button', { name: language === 'en' ? 'New offer' : 'ข้อเสนอใหม่' }).click();
      await page.locator('#promotion-type').selectOption('RAFFLE');
      await page.locator('#promotion-title').fill(raffleTitle[language]);
      const editor = page.getByTestId('prize-table-editor');
      const prizes = [
        ['0', '600'],
        ['8', '300'],
        ['88', '90'],
        ['888', '10'],
      ];
      const addPrize = editor.getByRole('button', { name: language === 'en' ? 'Add a prize' : 'เพิ่มรางวัล' });
      for (let row = 1; row < prizes.length; row += 1) await addPrize.click();
      const inputs = editor.locator('tbody input');
      for (const [index, [amount, weight]] of prizes.entries()) {
        await inputs.nth(index * 2).fill(amount ?? '');
        await inputs.nth(index * 2 + 1).fill(weight ?? '');
      }
      await page.locator('#promotion-draws-per-day').fill('5000');
      await page.locator('#promotion-total-budget').fill('200000');
      // (8 × 300 + 88 × 90 + 888 × 10) / 1,000 = 19.20 a draw; 5,000 draws a day cost 96,000.00.
      expect(await page.getByTestId('prize-expected-value').innerText()).toBe('19.20');
      expect(await page.getByTestId('prize-cost-per-day').innerText()).toBe('96,000.00');
      expect(await page.getByTestId('prize-budget-days').innerText()).toContain('2.0');
      expect(await page.getByTestId('promotion-card-preview').innerText()).toContain('19.20');
      await editor.scrollIntoViewIfNeeded();
      await shoot(page, `builder-raffle-${language}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `builder-raffle-${language}-390`);
      await page.setViewportSize({ width: 1280, height: 800 });
      if (language === 'en') {
        await page.locator('#promotion-raffle-opens').fill('20:00');
        await page.getByRole('button', { name: 'Save as draft' }).click();
        await page.locator('tr', { hasText: raffleTitle.en }).getByText('Draft').waitFor();
      }
      await context.close();
    }
  });
});

// @vitest-environment jsdom
import type { PromotionBody } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderInConsole, stubApi } from '@/test/console-harness';
import { savedPromotion } from '@/test/promotion-fixtures';
import { budgetProjection, readPrizeTable } from './prize-table-math';
import { PromotionBuilder } from './promotion-builder';
import { raffleClosesAt } from './promotion-card-preview';

const zone = 'Asia/Bangkok';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The reference's worked example (engagement §9.4): EV 27.00, 5,000 a day, 200,000 lasts about 1.5 days. */
const songkran = [
  { amount: '8', weight: '600' },
  { amount: '18', weight: '300' },
  { amount: '88', weight: '90' },
  { amount: '888', weight: '10' },
];

describe('prize table arithmetic', () => {
  it('gives each row its chance, the expected value per draw and the days a budget lasts', () => {
    const reading = readPrizeTable(songkran);
    expect(reading.odds).toEqual([60, 30, 9, 1]);
    expect(reading.expectedValue).toBe('27.00');
    expect(budgetProjection(reading, '5000', '200000')).toEqual({ costPerDay: '135000.00', days: '1.4' });
    // Rounded down: a third of a cent per draw is not published as a cent.
    expect(
      readPrizeTable([
        { amount: '1', weight: '2' },
        { amount: '0', weight: '1' },
      ]).expectedValue,
    ).toBe('0.66');
    const partial = readPrizeTable([
      { amount: '10', weight: '1' },
      { amount: 'x', weight: '1' },
    ]);
    expect(partial.odds).toEqual([100, null]);
    expect(partial.complete).toBe(false);
    expect(budgetProjection(partial, '', '100')).toEqual({ costPerDay: null, days: null });
    expect(raffleClosesAt('23:30', '60')).toBe('00:30');
    expect(raffleClosesAt('25:00', '60')).toBeNull();
  });
});

describe('offer builder for the campaign types', () => {
  it('builds a raffle: prize table with live odds, expected value, budget projection, window, daily, and the preview', async () => {
    const calls = stubApi(() => savedPromotion);
    const onDone = vi.fn();
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'RAFFLE' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'จับรางวัลสงกรานต์' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Reward').value).toBe('prize_table');
    const period = screen.getByLabelText<HTMLSelectElement>('How often per player');
    expect(period.value).toBe('daily');
    expect(period.disabled).toBe(true);

    const editor = screen.getByTestId('prize-table-editor');
    for (let row = 1; row < songkran.length; row += 1)
      fireEvent.click(within(editor).getByRole('button', { name: 'Add a prize' }));
    songkran.forEach((prize, index) => {
      fireEvent.change(screen.getByLabelText(`Prize ${index + 1}: amount`), { target: { value: prize.amount } });
      fireEvent.change(screen.getByLabelText(`Prize ${index + 1}: weight`), { target: { value: prize.weight } });
    });
    expect(
      within(editor)
        .getAllByTestId('prize-odds')
        .map((cell) => cell.textContent),
    ).toEqual(['60%', '30%', '9%', '1%']);
    expect(screen.getByTestId('prize-expected-value').textContent).toBe('27.00');
    fireEvent.change(screen.getByLabelText('Draws per day (estimate)'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Total budget'), { target: { value: '200000' } });
    expect(screen.getByTestId('prize-cost-per-day').textContent).toBe('135,000.00');
    expect(screen.getByTestId('prize-budget-days').textContent).toBe('about 1.4 days');
    fireEvent.change(screen.getByLabelText('Daily budget'), { target: { value: '100000' } });
    expect(screen.getByTestId('prize-over-daily')).toBeTruthy();

    // A removed row leaves the others' odds recomputed.
    fireEvent.click(screen.getByRole('button', { name: 'Remove prize 4' }));
    expect(
      within(editor)
        .getAllByTestId('prize-odds')
        .map((cell) => cell.textContent),
    ).toEqual(['60.61%', '30.3%', '9.09%']);
    fireEvent.click(within(editor).getByRole('button', { name: 'Add a prize' }));
    fireEvent.change(screen.getByLabelText('Prize 4: amount'), { target: { value: '888' } });
    fireEvent.change(screen.getByLabelText('Prize 4: weight'), { target: { value: '10' } });

    fireEvent.change(screen.getByLabelText('Opens at (HH:MM)'), { target: { value: '20:00' } });
    fireEvent.change(screen.getByLabelText('Open for (minutes)'), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText("Day's deposits at least"), { target: { value: '500' } });

    const card = screen.getByTestId('promotion-card-preview');
    expect(within(card).getByTestId('preview-reward').textContent).toBe('Win up to 888 · expected 27.00 per draw');
    expect(within(card).getByTestId('preview-odds').textContent).toContain('60%');
    expect(within(card).getByTestId('preview-raffle').textContent).toContain('Every day 20:00–21:30 (Asia/Bangkok)');
    expect(within(card).getByTestId('preview-levels').textContent).toContain("Today's deposits0 / 500");

    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = calls.find((call) => call.method === 'POST')?.body as PromotionBody;
    expect(body.type).toBe('RAFFLE');
    // A campaign is no deposit offer: the new form's deposit category moved to "other".
    expect(body.category).toBe('other');
    expect(body.reward).toEqual({
      kind: 'prize_table',
      prizes: songkran.map((prize) => ({ amount: prize.amount, weight: Number(prize.weight) })),
    });
    expect(body.raffle).toEqual({ opensAt: '20:00', durationMinutes: 90 });
    expect(body.limits).toMatchObject({ perPlayer: 'daily', totalBudget: '200000', dailyBudget: '100000' });
    expect(body.eligibility).toMatchObject({ minDepositToday: '500', minValidBetToday: null, depositNth: null });
  });

  it('refuses a raffle window time that is not HH:MM and sends nothing', () => {
    const calls = stubApi(() => savedPromotion);
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'RAFFLE' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Raffle' } });
    fireEvent.change(screen.getByLabelText('Prize 1: amount'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Opens at (HH:MM)'), { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByText('Some fields need fixing (marked in red).')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('builds a cashback with tier rows added and removed, a cap and a weekly period', async () => {
    const calls = stubApi(() => savedPromotion);
    const onDone = vi.fn();
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'CASHBACK' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Cashback' } });
    const period = screen.getByLabelText<HTMLSelectElement>('How often per player');
    expect([...period.options].map((option) => option.value)).toEqual(['daily', 'weekly', 'monthly']);
    fireEvent.change(period, { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('How the loss is counted'), { target: { value: 'heap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(screen.getByLabelText('Tier 2: net loss from'), { target: { value: '10000' } });
    fireEvent.change(screen.getByLabelText('Tier 2: percent'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 3' }));
    expect(screen.getAllByTestId('tier-row')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('At most per period'), { target: { value: '5000' } });
    expect(within(screen.getByTestId('promotion-card-preview')).getByTestId('preview-reward').textContent).toBe(
      'Up to 8% of net loss back, at most 5,000',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = calls.find((call) => call.method === 'POST')?.body as PromotionBody;
    expect(body.reward).toEqual({
      kind: 'percent_of_net_loss',
      mode: 'heap',
      tiers: [
        { from: '1000', percent: 5 },
        { from: '10000', percent: 8 },
      ],
      cap: '5000',
    });
    expect(body.limits?.perPlayer).toBe('weekly');
  });

  it('builds a birthday gift once a year with its window days', async () => {
    const calls = stubApi(() => savedPromotion);
    const onDone = vi.fn();
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'BIRTHDAY' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Birthday' } });
    expect(screen.getByLabelText<HTMLSelectElement>('How often per player').value).toBe('yearly');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '188' } });
    fireEvent.change(screen.getByLabelText('Claimable for (days from the birthday)'), { target: { value: '5' } });
    expect(within(screen.getByTestId('promotion-card-preview')).getByText('Birthday gift 188')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = calls.find((call) => call.method === 'POST')?.body as PromotionBody;
    expect(body.reward).toEqual({ kind: 'fixed', amount: '188' });
    expect(body.eligibility).toMatchObject({ birthdayWindowDays: 5 });
    expect(body.limits?.perPlayer).toBe('yearly');
  });
});

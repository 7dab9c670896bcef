// @vitest-environment jsdom
import type { RebateReport, RebateSettings } from '@croupier/contracts';
import { gameTypes } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import RebateClaimsScreen from './rebate-claims-screen';
import { isRate, SettingsForm } from './rebate-settings-screen';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const referenceRates: Record<string, string> = {
  RNG: '0.80',
  FISH: '0.80',
  LIVE: '0.50',
  SPORTS: '0.60',
  PVP: '0.30',
  LOTT: '0.20',
  ELOTT: '0.20',
};
const saved: RebateSettings = {
  merchant: 'demo',
  levels: [0],
  categories: [...gameTypes],
  rates: gameTypes.map((category) => ({
    level: 0,
    category,
    rate: referenceRates[category] ?? '0.00',
    since: '2020-01-01T00:00:00.000Z',
  })),
  dailyCaps: [{ level: 0, cap: '1000.00' }],
  minimum: '1.00',
};

describe('rebate settings', () => {
  it('edits the rate matrix, the cap and the minimum, and saves after a confirm naming the changed rates', async () => {
    const calls = stubApi((call) => (call.method === 'PUT' ? saved : saved));
    renderInConsole(<SettingsForm merchant="demo" saved={saved} />);
    expect(screen.getByLabelText<HTMLInputElement>('Rate of level 0, Slots').value).toBe('0.80');
    fireEvent.change(screen.getByLabelText('Rate of level 0, Slots'), { target: { value: '1.25' } });
    fireEvent.change(screen.getByLabelText('Daily cap of level 0'), { target: { value: '1500.00' } });
    fireEvent.change(screen.getByLabelText('Minimum claim'), { target: { value: '2.00' } });
    fireEvent.click(screen.getByTestId('rebate-settings-save'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 rates change, for bets settled from now on/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rebate settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT') as { path: string; body: { rates: unknown[] } };
    expect(put.path).toBe('/bo/rebate/demo');
    expect(put.body).toMatchObject({ dailyCaps: [{ level: 0, cap: '1500.00' }], minimum: '2.00' });
    expect(put.body.rates).toContainEqual({ level: 0, category: 'RNG', rate: '1.25' });
    expect(put.body.rates).toContainEqual({ level: 0, category: 'LIVE', rate: '0.50' });
  });

  it('refuses a rate above the maximum or with too many decimals before sending anything', () => {
    const calls = stubApi(() => saved);
    renderInConsole(<SettingsForm merchant="demo" saved={saved} />);
    fireEvent.change(screen.getByLabelText('Rate of level 0, Live casino'), { target: { value: '7' } });
    expect(screen.getByRole('alert').textContent).toContain('from 0 to 5');
    expect(screen.getByTestId<HTMLButtonElement>('rebate-settings-save').disabled).toBe(true);
    expect(calls).toHaveLength(0);
    expect([isRate('0.8'), isRate('0.12345'), isRate('-1'), isRate('5'), isRate('5.01')]).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('rebate claims report', () => {
  const report: RebateReport = {
    content: [
      {
        id: '0190a0a0-0000-7000-8000-0000000000c1',
        username: 'somchai',
        amount: '1000.00',
        capped: '47.22',
        lines: [
          { category: 'RNG', amount: '376.92' },
          { category: 'LIVE', amount: '565.79' },
          { category: 'SPORTS', amount: '57.29' },
        ],
        claimedAt: '2026-11-27T05:30:00.000Z',
      },
    ],
    pageNum: 1,
    totalPages: 1,
    total: 1,
    totalAmount: '1000.00',
    byCategory: [
      { category: 'LIVE', amount: '565.79' },
      { category: 'RNG', amount: '376.92' },
      { category: 'SPORTS', amount: '57.29' },
    ],
  };

  it('lists claims in the brand zone with the split, and totals per category', async () => {
    const calls = stubApi(() => report);
    renderInConsole(<RebateClaimsScreen />);
    const row = await screen.findByTestId('rebate-claim-row');
    expect(row.textContent).toContain('2026/11/27 12:30');
    expect(row.textContent).toContain('somchai');
    expect(row.textContent).toContain('Slots 376.92 · Live casino 565.79 · Sports 57.29');
    expect(within(screen.getByTestId('rebate-claims-totals')).getByText('Total paid').nextSibling?.textContent).toBe(
      '1,000.00',
    );
    expect(calls[0]?.path).toBe('/bo/rebate/demo/claims');
    expect(calls[0]?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

import type { ProfitLoss } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { ProfitLossPage } from './profit-loss-page';

const answer: ProfitLoss = {
  currency: 'THB',
  categories: [
    { gameType: 'FISH', rounds: 3, stake: '250.00', win: '400.00', net: '150.00' },
    { gameType: 'RNG', rounds: 9, stake: '750.00', win: '500.00', net: '-250.00' },
  ],
  totals: { rounds: 12, stake: '1000.00', win: '900.00', net: '-100.00' },
};

const nothing: ProfitLoss = {
  currency: 'THB',
  categories: [],
  totals: { rounds: 0, stake: '0.00', win: '0.00', net: '0.00' },
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfitLossPage', () => {
  it('shows the overall numbers and each category, the biggest stake first with its share', async () => {
    const calls = stubApi(({ url }) => (url.pathname === '/wps/game/profitLoss' ? ok(answer) : undefined));
    renderWithProviders(<ProfitLossPage timeZone="Asia/Bangkok" />);

    const summary = await screen.findByTestId('profit-summary');
    expect(screen.getByTestId('profit-net').textContent).toBe('-฿100.00');
    expect(summary.textContent).toContain('฿1,000.00');
    expect(summary.textContent).toContain('12');

    const rows = screen.getAllByTestId('profit-category-row');
    expect(rows.map((row) => row.getAttribute('data-category'))).toEqual(['RNG', 'FISH']);
    expect(rows[0]?.textContent).toContain('Slots');
    expect(rows[0]?.textContent).toContain('-฿250.00');
    expect(rows[1]?.textContent).toContain('+฿150.00');
    const bars = screen.getAllByTestId('profit-share-bar');
    expect(bars.map((bar) => bar.style.width)).toEqual(['75%', '25%']);
    expect(screen.getByRole('img', { name: '75.0% of stake' })).toBeTruthy();

    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
  });

  it('asks again for a quick pick and says so when nothing was played', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname !== '/wps/game/profitLoss') return undefined;
      return ok(url.searchParams.get('startDate') === '2026-11-21' ? nothing : answer);
    });
    renderWithProviders(<ProfitLossPage timeZone="Asia/Bangkok" />);
    await screen.findByTestId('profit-summary');

    fireEvent.click(screen.getByTestId('range-quick-today'));
    const empty = await screen.findByTestId('profit-empty');
    expect(empty.textContent).toContain('No games played in these dates');
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({
        startDate: '2026-11-21',
        endDate: '2026-11-21',
      }),
    );
    expect(screen.getByTestId('range-quick-today').getAttribute('aria-pressed')).toBe('true');
  });
});

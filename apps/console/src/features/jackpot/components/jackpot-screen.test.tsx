// @vitest-environment jsdom
import type { JackpotSettings, JackpotWinPage } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import JackpotScreen from './jackpot-screen';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: JackpotSettings = {
  merchant: 'demo',
  currency: 'THB',
  configured: true,
  enabled: true,
  shareBasisPoints: 100,
  seed: '1000.00',
  oneIn: 100000,
  amount: '12345.67',
  contributedTotal: '11345.67',
  stakeTotal: '1134567.00',
  seededTotal: '2000.00',
  paidTotal: '1000.00',
  wins: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const wins: JackpotWinPage = {
  content: [
    {
      id: 'w1',
      username: 'lucky01',
      gameName: 'Golden Temple',
      amount: '1000.00',
      seed: '1000.00',
      wonAt: '2026-11-27T09:00:00.000Z',
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 1,
};

describe('jackpot console screen', () => {
  it('shows the pool, its sums and wins, and saves new settings after a confirm', async () => {
    const calls = stubApi((call) => (call.path.endsWith('/wins') ? wins : saved));
    renderInConsole(<JackpotScreen />, '/jackpot?merchant=demo');
    expect((await screen.findByTestId('jackpot-sum-amount')).textContent).toBe('12,345.67');
    expect(screen.getByTestId('jackpot-sum-wins').textContent).toBe('1');
    expect(await screen.findByText('lucky01')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Share (basis points)'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Trigger odds (one spin in)'), { target: { value: '5' } });
    expect(screen.getByTestId<HTMLButtonElement>('jackpot-save').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Trigger odds (one spin in)'), { target: { value: '50000' } });
    fireEvent.click(screen.getByTestId('jackpot-save'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save jackpot' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/bo/jackpot/demo');
    expect(put?.body).toEqual({ enabled: true, shareBasisPoints: 150, seed: '1000.00', oneIn: 50000 });
  });
});

import type { TransactionEntry } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { TransactionHistoryPage } from './transaction-history-page';

const vendorBet: TransactionEntry = {
  id: 'e-2',
  transferId: '5a0f3c2e-8b1d-4c6e-9f7a-2d3b4c5e6f70',
  type: 'bet',
  reference: '',
  description: 'BGaming Studio',
  walletName: 'BGaming Studio',
  amount: '-40.00',
  balanceAfter: '60.00',
  currency: 'THB',
  wallet: 'vendor:HOUSE_TW',
  createdAt: '2026-11-21T06:00:00.000Z',
};

const entry: TransactionEntry = {
  id: 'e-1',
  transferId: 't-1',
  type: 'deposit',
  reference: '1A2B3C4D',
  description: '',
  walletName: null,
  amount: '500.00',
  balanceAfter: '10500.00',
  currency: 'THB',
  wallet: 'main',
  createdAt: '2026-11-21T07:00:00.000Z',
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TransactionHistoryPage', () => {
  it('shows entries in the brand time zone and asks again with the chosen type', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname !== '/wps/relay/ODSFE2_MemTransDet') return undefined;
      const type = url.searchParams.get('type');
      const content = type === 'bet' ? [] : [entry, vendorBet];
      return ok({ content, pageNum: 1, totalPages: 1, total: content.length });
    });
    renderWithProviders(<TransactionHistoryPage timeZone="Asia/Bangkok" />);
    const [row, bet] = await screen.findAllByTestId('history-row');
    expect(row?.getAttribute('data-type')).toBe('deposit');
    expect(row?.textContent).toContain('2026/11/21 14:00:00');
    expect(row?.textContent).toContain('+฿500.00');
    expect(row?.textContent).toContain('Main wallet · Ref. 1A2B3C4D');
    // The vendor wallet by its games' provider, never by its code or an id.
    expect(bet?.textContent).toContain('Bet');
    expect(bet?.textContent).toContain('BGaming Studio wallet');
    expect(bet?.textContent).not.toContain('BGaming Studio wallet · BGaming Studio');
    expect(bet?.textContent).not.toContain('HOUSE_TW');
    expect(bet?.textContent).not.toContain(vendorBet.transferId);

    fireEvent.change(screen.getByTestId('history-type-filter'), { target: { value: 'bet' } });
    expect(await screen.findByTestId('history-empty')).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('type')).toBe('bet'));
    expect(calls.at(-1)?.url.searchParams.get('pageNo')).toBe('1');
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { WalletPage } from './wallet-page';

const funds = {
  total: '10000.00',
  main: '9900.00',
  vendors: '100.00',
  currency: 'THB',
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailysalinfotype: 0,
  divtypeinfo: 0,
  contracthoursalinfo: 0,
  realtimesalinfotype: 0,
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

describe('WalletPage', () => {
  it('shows every wallet and sends a transfer again with the same idempotency key after a failure without answer', async () => {
    let transfers = 0;
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/GCS_merchantWallet') {
        return ok({
          main: '9900.00',
          currency: 'THB',
          vendors: [{ vendorCode: 'HOUSE', balance: '100.00', name: 'BGaming Studio' }],
        });
      }
      if (url.pathname === '/wps/member/info/funds/consolidated') return ok(funds);
      if (url.pathname === '/wps/relay/GCS_walletTransfer') {
        transfers += 1;
        return transfers === 1
          ? failure(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.')
          : ok({ main: '9650.00', currency: 'THB', vendors: [{ vendorCode: 'HOUSE', balance: '350.00' }] });
      }
      return undefined;
    });
    renderWithProviders(<WalletPage />);
    expect((await screen.findByTestId('wallet-main-balance')).textContent).toBe('9,900.00');
    const vendorWallet = screen.getByTestId('wallet-vendor-HOUSE');
    expect(vendorWallet.textContent).toContain('฿100.00');
    // The wallet is named by its games' provider; its code stays with the server.
    expect(vendorWallet.textContent).toContain('BGaming Studio');
    expect(vendorWallet.textContent).not.toContain('HOUSE');
    expect(screen.getByTestId('wallet-transfer-in').textContent).toContain('BGaming Studio');

    fireEvent.change(screen.getByTestId('wallet-transfer-amount'), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-in'));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wallet-transfer-in'));
    await waitFor(() => expect(transfers).toBe(2));

    const posts = calls.filter((call) => call.url.pathname === '/wps/relay/GCS_walletTransfer');
    expect(JSON.parse(posts[0]?.body ?? '{}')).toEqual({ vendorCode: 'HOUSE', direction: 'in', amount: '250' });
    const firstKey = posts[0]?.headers.get('Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers.get('Idempotency-Key')).toBe(firstKey);
  });

  it('refuses a transfer the leaving wallet cannot cover', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/GCS_merchantWallet') {
        return ok({ main: '9900.00', currency: 'THB', vendors: [{ vendorCode: 'HOUSE', balance: '100.00' }] });
      }
      if (url.pathname === '/wps/member/info/funds/consolidated') return ok(funds);
      return undefined;
    });
    renderWithProviders(<WalletPage />);
    fireEvent.change(await screen.findByTestId('wallet-transfer-amount'), { target: { value: '100.01' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-out'));
    expect(await screen.findByText('Not enough money: ฿100.00 available')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/wps/relay/GCS_walletTransfer')).toBe(false);
  });
});

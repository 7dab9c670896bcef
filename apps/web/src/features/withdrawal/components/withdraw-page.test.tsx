import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankAccount, freshBrowserEachTest, noWithdrawals, withdrawalSettings } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { WithdrawPage } from './withdraw-page';

const settings = withdrawalSettings;
const account = bankAccount;

freshBrowserEachTest({ token: 'token-1' });

describe('WithdrawPage', () => {
  it('lists the steps still missing before a first withdrawal', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/withdrawals/settings') return ok({ ...settings, paymentPasswordSet: false });
      if (url.pathname === '/wps/member/bank-accounts') return ok([]);
      if (url.pathname === '/wps/withdrawals') return ok(noWithdrawals);
      return undefined;
    });
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" />);
    const setup = await screen.findByTestId('withdraw-setup');
    expect(setup.textContent).toContain('Set a payment password');
    expect(setup.textContent).toContain('Bind a bank account');
    expect(screen.queryByTestId('withdraw-submit')).toBeNull();
    expect(screen.getByTestId('bank-account-form')).toBeTruthy();
    expect(screen.getByText('This name becomes your real name on file; later accounts must match it')).toBeTruthy();
  });

  it('tells a player who owes after a corrected bet why withdrawals wait, and offers no request', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/withdrawals/settings') return ok({ ...settings, debtOutstanding: '190.00' });
      if (url.pathname === '/wps/member/bank-accounts') return ok([account]);
      if (url.pathname === '/wps/withdrawals') return ok(noWithdrawals);
      return undefined;
    });
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="0.00" />);
    const notice = await screen.findByTestId('withdraw-debt-notice');
    expect(notice.textContent).toContain('You owe 190.00 THB');
    expect(notice.textContent).toContain('your next wins and deposits repay it first');
    expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', true);
  });

  it('tells a player who owes before anything is set up, too', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/withdrawals/settings')
        return ok({ ...settings, paymentPasswordSet: false, debtOutstanding: '190.00' });
      if (url.pathname === '/wps/member/bank-accounts') return ok([]);
      if (url.pathname === '/wps/withdrawals') return ok(noWithdrawals);
      return undefined;
    });
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="0.00" />);
    const setup = await screen.findByTestId('withdraw-setup');
    expect(setup.querySelector('[data-testid="withdraw-debt-notice"]')?.textContent).toContain('You owe 190.00 THB');
  });

  it('sends the request with an idempotency key and says how many payment-password tries are left', async () => {
    let attempts = 0;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/withdrawals/settings') return ok(settings);
      if (url.pathname === '/wps/member/bank-accounts') return ok([account]);
      if (url.pathname === '/wps/withdrawals' && method === 'GET') return ok(noWithdrawals);
      if (url.pathname === '/wps/withdrawals' && method === 'POST') {
        attempts += 1;
        return failure(400, 'PAYMENT_PASSWORD_WRONG', 'The payment password is wrong.', {
          remainingAttempts: 4,
          lockedUntil: null,
        });
      }
      return undefined;
    });
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" />);
    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('2,000.00');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('withdraw-payment-password'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));

    expect(await screen.findByText('Wrong payment password. Attempts left: 4')).toBeTruthy();
    expect(attempts).toBe(1);
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      amount: '500',
      bankAccountId: account.id,
      paymentPassword: '111111',
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('withdraw-payment-password')).toHaveProperty('value', ''));
  });

  it('asks a paid withdrawal whether it arrived and sends "received"', async () => {
    const paid = {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      amount: '500.00',
      currency: 'THB',
      status: 'paid',
      bankCode: 'KBANK',
      maskedAccountNumber: '******7890',
      accountName: 'Somchai Jaidee',
      rejectReason: null,
      createdAt: '2026-11-21T07:00:00.000Z',
      reviewedAt: '2026-11-21T07:05:00.000Z',
      confirmDeadline: '2026-11-22T07:05:00.000Z',
      confirmation: null,
    };
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/withdrawals/settings') return ok(settings);
      if (url.pathname === '/wps/member/bank-accounts') return ok([account]);
      if (url.pathname === '/wps/withdrawals' && method === 'GET') {
        return ok({ content: [paid], pageNum: 1, totalPages: 1, total: 1 });
      }
      if (url.pathname.endsWith('/confirmation')) return ok({ ...paid });
      return undefined;
    });
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" />);
    const row = await screen.findByTestId('withdrawal-row');
    expect(row.getAttribute('data-status')).toBe('paid');
    expect(row.textContent).toContain('treated as received automatically after 1440 minutes');
    fireEvent.click(screen.getByTestId('withdrawal-confirm-received'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/wps/withdrawals/${paid.id}/confirmation`);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ status: 'received' });
  });
});

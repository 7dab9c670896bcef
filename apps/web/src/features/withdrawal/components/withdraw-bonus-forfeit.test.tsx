import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bankAccount, freshBrowserEachTest, noWithdrawals, withdrawalSettings } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { WithdrawPage } from './withdraw-page';

freshBrowserEachTest({ token: 'token-1' });

const hold = { currency: 'THB', bonusBalance: '850.50', turnoverRemaining: '7654.33', grants: 1 };
const paid = {
  id: 'a1b2c3d4-0000-4000-8000-000000000009',
  amount: '500.00',
  currency: 'THB',
  status: 'pending',
  bankCode: 'KBANK',
  maskedAccountNumber: '******7890',
  accountName: 'Somchai Jaidee',
  rejectReason: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  reviewedAt: null,
  confirmDeadline: null,
  confirmation: null,
};

function stubWithdrawal() {
  const calls = stubApi(({ url, method, init }) => {
    if (url.pathname === '/wps/withdrawals/settings') return ok(withdrawalSettings);
    if (url.pathname === '/wps/member/bank-accounts') return ok([bankAccount]);
    if (url.pathname === '/wps/withdrawals' && method === 'GET') return ok(noWithdrawals);
    if (url.pathname === '/wps/withdrawals' && method === 'POST') {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { forfeitBonus?: boolean };
      if (body.forfeitBonus) return ok(paid);
      return failure(409, 'BONUS_FORFEIT_REQUIRED', '', { bonus: '850.50', turnoverRemaining: '7654.33' });
    }
    return undefined;
  });
  return { calls, posts: () => calls.filter((call) => call.method === 'POST') };
}

async function fillAndSubmit() {
  fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '500' } });
  fireEvent.change(screen.getByTestId('withdraw-payment-password'), { target: { value: '111111' } });
  fireEvent.click(screen.getByTestId('withdraw-submit'));
}

describe('WithdrawPage with a live bonus', () => {
  it('shows the bonus balance and remaining turnover, and why that money is not withdrawable', async () => {
    stubWithdrawal();
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" bonusHold={hold} />);
    const notice = await screen.findByTestId('withdraw-bonus-hold');
    expect(within(notice).getByTestId('withdraw-bonus-balance').textContent).toBe('850.50');
    expect(within(notice).getByTestId('withdraw-bonus-remaining').textContent).toBe('7,654.33');
    expect(notice.textContent).toContain('Bonus money becomes cash only when its turnover is complete');
  });

  it('keeps playing: nothing is sent again and the form keeps what was typed', async () => {
    const { posts } = stubWithdrawal();
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" bonusHold={hold} />);
    await fillAndSubmit();
    const dialog = await screen.findByTestId('withdraw-forfeit-dialog');
    expect(dialog.textContent).toContain(
      'Withdrawing now forfeits your bonus of ฿850.50 (turnover still needed ฿7,654.33). Your cash is not affected.',
    );
    fireEvent.click(within(dialog).getByTestId('withdraw-forfeit-cancel'));
    await waitFor(() => expect(screen.queryByTestId('withdraw-forfeit-dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('value', '500');
  });

  it('forfeits and withdraws: resends the same request with forfeitBonus and a fresh idempotency key', async () => {
    const { posts } = stubWithdrawal();
    const forfeited = vi.fn();
    renderWithProviders(
      <WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" bonusHold={hold} onBonusForfeited={forfeited} />,
    );
    await fillAndSubmit();
    fireEvent.click(await screen.findByTestId('withdraw-forfeit-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [first, second] = posts();
    expect(JSON.parse(first?.body ?? '{}')).toEqual({
      amount: '500',
      bankAccountId: bankAccount.id,
      paymentPassword: '111111',
    });
    expect(JSON.parse(second?.body ?? '{}')).toEqual({
      amount: '500',
      bankAccountId: bankAccount.id,
      paymentPassword: '111111',
      forfeitBonus: true,
    });
    // The first was a clear refusal (nothing moved), so the confirmed request is a new one with its own key.
    expect(second?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
    await waitFor(() => expect(screen.queryByTestId('withdraw-forfeit-dialog')).toBeNull());
    expect(forfeited).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/฿500\.00/)).toBeTruthy();
  });
});

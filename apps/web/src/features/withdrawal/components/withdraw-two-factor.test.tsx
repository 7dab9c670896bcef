import type { TwoFactorStatus } from '@croupier/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankAccount, freshBrowserEachTest, noWithdrawals, withdrawalSettings } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { WithdrawPage } from './withdraw-page';

const settings = { ...withdrawalSettings, payeeName: 'Somchai Jaidee' };
const account = bankAccount;
const on: TwoFactorStatus = { enabled: true, requiredByBrand: false, enabledAt: null, recoveryCodesLeft: 10 };

freshBrowserEachTest({ token: 'token-1' });

function stubPage(
  twoFactor: TwoFactorStatus,
  onPost?: () => ReturnType<typeof ok>,
  onBind?: () => ReturnType<typeof ok>,
) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/wps/withdrawals/settings') return ok(settings);
    if (url.pathname === '/wps/member/bank-accounts' && method === 'POST') return onBind?.();
    if (url.pathname === '/wps/member/bank-accounts') return ok([account]);
    if (url.pathname === '/wps/member/two-factor') return ok(twoFactor);
    if (url.pathname === '/wps/withdrawals' && method === 'GET') return ok(noWithdrawals);
    if (url.pathname === '/wps/withdrawals' && method === 'POST') return onPost?.();
    return undefined;
  });
}

describe('withdrawal with a second factor', () => {
  it('asks for the two-factor code and sends it beside the payment password', async () => {
    const calls = stubPage(on, () =>
      failure(401, 'TWO_FACTOR_CODE_INVALID', 'The two-factor code is wrong or already used.'),
    );
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" />);
    const codeField = await screen.findByTestId('withdraw-two-factor-code');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('withdraw-payment-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Please enter the code from your authenticator app')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The two-factor code is wrong or already used.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      amount: '500',
      bankAccountId: account.id,
      paymentPassword: '246810',
      twoFactorCode: '123456',
    });
  });

  it('shows no code field when the second factor is off, and says where to turn it on when the brand requires it', async () => {
    stubPage({ enabled: false, requiredByBrand: true, enabledAt: null, recoveryCodesLeft: 0 });
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" />);
    expect(await screen.findByTestId('two-factor-enrol-first')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-two-factor-code')).toBeNull();
  });

  it('binding a bank account sends the two-factor code and shows its refusal at the field', async () => {
    const calls = stubPage(on, undefined, () =>
      failure(401, 'TWO_FACTOR_CODE_INVALID', 'The two-factor code is wrong or already used.'),
    );
    renderWithProviders(<WithdrawPage timeZone="Asia/Bangkok" balance="2000.00" />);
    fireEvent.click(await screen.findByTestId('bank-account-add'));
    const codeField = await screen.findByTestId('bank-account-two-factor-code');
    fireEvent.change(screen.getByTestId('bank-account-number'), { target: { value: '2222333344' } });
    fireEvent.change(codeField, { target: { value: 'abcde-23456' } });
    fireEvent.click(screen.getByTestId('bank-account-submit'));
    expect(await screen.findByText('The two-factor code is wrong or already used.')).toBeTruthy();
    const bind = calls.find((call) => call.method === 'POST' && call.url.pathname === '/wps/member/bank-accounts');
    expect(JSON.parse(bind?.body ?? '{}')).toMatchObject({ accountNumber: '2222333344', twoFactorCode: 'abcde-23456' });
  });
});

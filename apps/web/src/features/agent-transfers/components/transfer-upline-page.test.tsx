import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { TransferUplinePage } from './transfer-upline-page';

freshBrowserEachTest({ token: 'token-1' });

const info = {
  refusal: null,
  uplineUsername: 'bigboss',
  paymentPasswordSet: true,
  balance: '500.00',
  minAmount: '1.00',
  maxAmount: '1000000.00',
};

describe('TransferUplinePage', () => {
  it('tells a type-2 account it cannot send, with no form', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/relay/transferUpline'
        ? ok({ ...info, refusal: 'TRANSFER_UPLINE_NOT_ALLOWED' })
        : undefined,
    );
    renderWithProviders(<TransferUplinePage currency="THB" />);
    expect((await screen.findByTestId('transfer-upline-refusal')).textContent).toContain('cannot transfer');
    expect(screen.queryByTestId('transfer-upline-submit')).toBeNull();
  });

  it('sends a member without a payment password to set one first', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/relay/transferUpline' ? ok({ ...info, paymentPasswordSet: false }) : undefined,
    );
    renderWithProviders(<TransferUplinePage currency="THB" />);
    expect((await screen.findByTestId('transfer-upline-no-password')).textContent).toContain('payment password');
    expect(screen.queryByTestId('transfer-upline-submit')).toBeNull();
  });

  it('checks the amount before sending, then sends with an idempotency key and shows a refusal', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname !== '/wps/relay/transferUpline') return undefined;
      if (method === 'GET') return ok(info);
      return failure(400, 'INSUFFICIENT_FUNDS', 'Insufficient balance.', { balance: '500.00' });
    });
    renderWithProviders(<TransferUplinePage currency="THB" />);
    expect((await screen.findByTestId('transfer-upline-name')).textContent).toBe('bigboss');
    fireEvent.change(screen.getByTestId('transfer-upline-amount'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByTestId('transfer-upline-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('transfer-upline-submit'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0));

    fireEvent.change(screen.getByTestId('transfer-upline-amount'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('transfer-upline-submit'));
    expect((await screen.findByTestId('transfer-upline-error')).textContent).toBe('Insufficient balance.');
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ amount: '600', paymentPassword: '123456' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

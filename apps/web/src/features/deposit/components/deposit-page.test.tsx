import type { Deposit, DepositChannel } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { leaveSiteFor } from '@/lib/leave-site';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { DepositPage } from './deposit-page';

vi.mock('@/lib/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const channels: DepositChannel[] = [
  { code: 'promptpay', kind: 'promptpay', name: 'PromptPay', minAmount: '100.00', maxAmount: '50000.00' },
  { code: 'sandbox', kind: 'sandbox', name: 'Sandbox Pay', minAmount: '50.00', maxAmount: '100000.00' },
];
const qrImage = 'data:image/png;base64,iVBORw0KGgo=';

function deposit(change: Partial<Deposit>): Deposit {
  return {
    id: 'd-1',
    channelCode: 'promptpay',
    kind: 'promptpay',
    amount: '500.00',
    status: 'pending_review',
    createdAt: '2026-11-21T07:00:00.000Z',
    redirectUrl: null,
    hasSlip: false,
    reason: null,
    ...change,
  };
}

const emptyPage = { content: [], pageNum: 1, totalPages: 1, total: 0 };

function renderPage(route = '/member?page=depositv2') {
  return renderWithProviders(<DepositPage brandName="Croupier" timeZone="Asia/Bangkok" currency="THB" />, { route });
}

function typeAmount(value: string) {
  fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value } });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  vi.mocked(leaveSiteFor).mockClear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DepositPage', () => {
  it('opens the sandbox provider page for a sandbox deposit', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/deposit/channels') return ok(channels);
      if (url.pathname === '/wps/deposits' && method === 'GET') return ok(emptyPage);
      if (url.pathname === '/wps/deposits' && method === 'POST') {
        return ok(
          deposit({
            kind: 'sandbox',
            channelCode: 'sandbox',
            status: 'awaiting_payment',
            redirectUrl: '/sandbox-pay/demo/abc',
          }),
        );
      }
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('deposit-channel-sandbox'));
    fireEvent.click(screen.getByTestId('deposit-quick-300'));
    expect(screen.getByTestId('deposit-amount')).toHaveProperty('value', '300');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('/sandbox-pay/demo/abc'));
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ channelCode: 'sandbox', amount: '300' });
  });

  it('shows the PromptPay QR, then sends the slip and says the deposit waits for review', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/deposit/channels') return ok(channels);
      if (url.pathname === '/wps/deposits' && method === 'GET') return ok(emptyPage);
      if (url.pathname === '/wps/deposit/promptpay/quote') return ok({ payload: '000201', qrImage, amount: '500.00' });
      if (url.pathname === '/wps/deposits' && method === 'POST') return ok(deposit({ hasSlip: true }));
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('deposit-channel-promptpay'));
    typeAmount('500');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    const qr = await screen.findByTestId('deposit-qr');
    expect(qr.getAttribute('src')).toBe(qrImage);
    expect(screen.getByTestId('deposit-qr-amount').textContent).toBe('฿500.00');

    const slip = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('deposit-slip-input'), { target: { files: [slip] } });
    await screen.findByAltText('slip.png');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    expect(await screen.findByTestId('deposit-submitted')).toHaveProperty(
      'textContent',
      expect.stringContaining('Under review'),
    );
    const post = calls.find((call) => call.method === 'POST' && call.url.pathname === '/wps/deposits');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      channelCode: 'promptpay',
      amount: '500.00',
      slip: 'data:image/png;base64,iVBORw==',
    });
  });

  it("refuses an amount under the channel's minimum before asking the server", async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/deposit/channels') return ok(channels);
      if (url.pathname === '/wps/deposits' && method === 'GET') return ok(emptyPage);
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('deposit-channel-promptpay'));
    typeAmount('20');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The minimum is ฿100.00')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the channel's range when the server refuses the amount", async () => {
    stubApi(({ url, method }) => {
      if (url.pathname === '/wps/deposit/channels') return ok(channels);
      if (url.pathname === '/wps/deposits' && method === 'GET') return ok(emptyPage);
      if (url.pathname === '/wps/deposit/promptpay/quote') {
        return failure(400, 'AMOUNT_OUT_OF_RANGE', 'The amount is outside the allowed range.', {
          min: '20000',
          max: '3000000',
        });
      }
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('deposit-channel-promptpay'));
    typeAmount('150');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('For this channel the amount must be between ฿200.00 and ฿30,000.00')).toBeTruthy();
  });

  it('shows the outcome of the deposit the player came back to, and lists deposits by status', async () => {
    stubApi(({ url, method }) => {
      if (url.pathname === '/wps/deposit/channels') return ok(channels);
      if (url.pathname === '/wps/deposits' && method === 'GET') {
        return ok({
          content: [
            deposit({ id: 'd-2', kind: 'sandbox', channelCode: 'sandbox', status: 'confirmed', amount: '1000.00' }),
            deposit({ id: 'd-1', status: 'rejected', reason: 'No payment found' }),
          ],
          pageNum: 1,
          totalPages: 1,
          total: 2,
        });
      }
      return undefined;
    });
    renderPage('/member?page=depositv2&deposit=d-2');
    const outcome = await screen.findByTestId('deposit-outcome');
    await waitFor(() => expect(outcome.getAttribute('data-status')).toBe('confirmed'));
    expect(outcome.textContent).toContain('฿1,000.00 has been added to your balance.');
    const rows = screen.getAllByTestId('deposit-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['confirmed', 'rejected']);
    expect(rows[1]?.textContent).toContain('Reason: No payment found');
  });
});

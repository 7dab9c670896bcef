import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { orderDetail, recordPage, ticket } from '../lottery-test-data';
import { LotteryRecordsPage } from './lottery-records-page';

beforeEach(async () => {
  localStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('lottery');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chase = [1, 2, 3].map((period) =>
  ticket({
    orderDetailId: `d-${period}`,
    numero: `20261121010${period}`,
    chasePeriod: period,
    totalChase: 3,
    cancellable: period > 1,
    ...(period === 1 ? { status: 'WON', statusCode: 4, winAmount: '90.00', winningNumber: '7' } : {}),
  }),
);

function renderPage(onBalanceChange = vi.fn()) {
  return renderWithProviders(
    <LotteryRecordsPage
      timeZone="Asia/Bangkok"
      currency="THB"
      initialRange={{ startDate: '2026-11-15', endDate: '2026-11-21' }}
      renderDateRange={(range) => <p data-testid="range">{`${range.startDate} ${range.endDate}`}</p>}
      onBalanceChange={onBalanceChange}
    />,
  );
}

describe('LotteryRecordsPage', () => {
  it('lists tickets 13 a page with their state, chase period and the totals', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/lgw/games') return ok([]);
      if (url.pathname === '/lgw/orders/records')
        return ok(recordPage(chase, { betAmount: '30.00', winAmount: '90.00' }));
      return undefined;
    });
    renderPage();
    const rows = await screen.findAllByTestId('lottery-record-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Won');
    expect(rows[0]?.textContent).toContain('Chase 1/3');
    expect(rows[0]?.textContent).toContain('Number');
    expect(screen.getByTestId('lottery-records-totals').textContent).toContain('฿90.00');
    const query = Object.fromEntries(
      calls.find((call) => call.url.pathname === '/lgw/orders/records')?.url.searchParams ?? [],
    );
    expect(query).toEqual({ pageNo: '1', pageSize: '13', startDate: '2026-11-15', endDate: '2026-11-21' });

    fireEvent.change(screen.getByTestId('lottery-records-status'), { target: { value: 'WON' } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('WON'));
  });

  it('opens an order, cancels a chase period and shows why the server refused another', async () => {
    const onBalanceChange = vi.fn();
    const calls = stubApi(({ url, method, init }) => {
      if (url.pathname === '/lgw/games') return ok([]);
      if (url.pathname === '/lgw/orders/records') return ok(recordPage(chase));
      if (url.pathname === '/lgw/orders/detail/LT100001') return ok(orderDetail(chase));
      if (url.pathname === '/lgw/orders/suborders/cancel' && method === 'POST') {
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { orderDetailId: string };
        return body.orderDetailId === 'd-3' ? ok(chase[2]) : failure(400, 'CANCEL_CHASE_ORDER_IS_NOT_LAST_START', '');
      }
      return undefined;
    });
    renderPage(onBalanceChange);
    fireEvent.click((await screen.findAllByTestId('lottery-record-detail'))[0] as HTMLElement);
    const dialog = await screen.findByTestId('lottery-order-detail');
    expect(await within(dialog).findAllByTestId('lottery-detail-row')).toHaveLength(3);
    expect(within(dialog).queryByTestId('lottery-cancel-d-1')).toBeNull();

    fireEvent.click(within(dialog).getByTestId('lottery-cancel-d-3'));
    await waitFor(() => expect(onBalanceChange).toHaveBeenCalled());
    expect(calls.some((call) => call.body === JSON.stringify({ orderDetailId: 'd-3' }))).toBe(true);

    fireEvent.click(within(dialog).getByTestId('lottery-cancel-d-2'));
    expect((await within(dialog).findByTestId('lottery-cancel-error')).textContent).toBe(
      'A chase must be cancelled starting from its last period.',
    );
  });
});

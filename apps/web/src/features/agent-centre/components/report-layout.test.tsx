import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { DownlineTransactionsPage } from './downline-transactions-page';
import type { DateRange } from './report-filters';

freshBrowserEachTest({ token: 'token-1' });

const move = (username: string) => ({
  username,
  type: 'agent_red_envelope',
  amount: '25.00',
  balanceAfter: null,
  reference: 'agent',
  createdAt: '2026-11-26T05:00:00.000Z',
});

/** The date control the route gives a report: here one button that moves to another day. */
const renderDateRange = (range: DateRange, onChange: (range: DateRange) => void) => (
  <button type="button" onClick={() => onChange({ startDate: '2026-11-20', endDate: '2026-11-20' })}>
    {`${range.startDate}…${range.endDate}`}
  </button>
);

describe('the reports’ shared layout (ReportLayout, PagedReportPanel)', () => {
  it('filters by days, member and type, each going back to the first page, and pages through the rows', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname !== '/wps/agent/team/transactions') return undefined;
      const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
      return ok({ content: [move(`member${pageNo}`)], pageNum: pageNo, totalPages: 3, total: 3 });
    });
    renderWithProviders(
      <DownlineTransactionsPage
        currency="THB"
        timeZone="Asia/Bangkok"
        initialRange={{ startDate: '2026-11-26', endDate: '2026-11-26' }}
        renderDateRange={renderDateRange}
      />,
    );
    const page = await screen.findByTestId('agent-team-transactions');
    expect((await within(page).findByTestId('agent-transaction-row')).textContent).toContain('member1');
    expect(page.textContent).toContain('Red envelope');
    const last = () => calls.filter((call) => call.url.pathname === '/wps/agent/team/transactions').at(-1)?.url;

    fireEvent.click(within(page).getByLabelText('Page 3'));
    await waitFor(() => expect(last()?.searchParams.get('pageNo')).toBe('3'));
    fireEvent.change(within(page).getByTestId('agent-transaction-type'), { target: { value: 'deposit' } });
    await waitFor(() => expect(last()?.searchParams.get('type')).toBe('deposit'));
    expect(last()?.searchParams.get('pageNo')).toBe('1');

    fireEvent.click(within(page).getByLabelText('Page 2'));
    await waitFor(() => expect(last()?.searchParams.get('pageNo')).toBe('2'));
    fireEvent.change(within(page).getByTestId('agent-report-username'), { target: { value: 'member2' } });
    fireEvent.submit(within(page).getByRole('search'));
    await waitFor(() => expect(last()?.searchParams.get('username')).toBe('member2'));
    expect(last()?.searchParams.get('pageNo')).toBe('1');

    fireEvent.click(within(page).getByLabelText('Page 2'));
    await waitFor(() => expect(last()?.searchParams.get('pageNo')).toBe('2'));
    fireEvent.click(within(page).getByText('2026-11-26…2026-11-26'));
    await waitFor(() => expect(last()?.searchParams.get('startDate')).toBe('2026-11-20'));
    expect(last()?.searchParams.get('pageNo')).toBe('1');
  });
});

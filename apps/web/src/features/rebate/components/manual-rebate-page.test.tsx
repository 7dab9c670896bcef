import type { MemberRebate, RebateClaim } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { ManualRebatePage } from './manual-rebate-page';

freshBrowserEachTest({ token: 'token-1' });

const categories = (unclaimed: Partial<Record<string, string>>): MemberRebate['categories'] =>
  (['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT'] as const).map((category) => ({
    category,
    unclaimed: unclaimed[category] ?? '0.0000',
    rate:
      { RNG: '0.80', FISH: '0.80', LIVE: '0.50', SPORTS: '0.60', PVP: '0.30', ELOTT: '0.20' }[category as 'RNG'] ??
      '0.00',
  }));

// Reference §4.5: 1,047.22 accrued, the day's cap pays 1,000.00.
const summary: MemberRebate = {
  balanceDate: '2026-11-27',
  level: 0,
  categories: categories({ RNG: '394.7200', LIVE: '592.5000', SPORTS: '60.0000' }),
  unclaimedTotal: '1047.2200',
  claimable: '1000.00',
  minimum: '1.00',
  dailyCap: '1000.00',
  capLeftToday: '1000.00',
};
const paid: RebateClaim = {
  id: '7b0c1a52-8f1e-4b1c-9d3e-000000000001',
  amount: '1000.00',
  capped: '47.22',
  lines: [
    { category: 'RNG', amount: '376.92' },
    { category: 'LIVE', amount: '565.79' },
    { category: 'SPORTS', amount: '57.29' },
  ],
  claimedAt: '2026-11-27T05:00:00.000Z',
};
const emptyPage = { content: [], pageNum: 1, totalPages: 1, total: 0 };

describe('ManualRebatePage', () => {
  it('shows each category at 4 decimals with its rate, and claims the amount shown after a confirm', async () => {
    let claimed = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/rebate')
        return ok(
          claimed
            ? {
                ...summary,
                categories: categories({}),
                unclaimedTotal: '0.0000',
                claimable: '0.00',
                capLeftToday: '0.00',
              }
            : summary,
        );
      if (url.pathname === '/wps/member/rebate/claims')
        return ok(claimed ? { ...emptyPage, content: [paid], total: 1 } : emptyPage);
      if (url.pathname === '/wps/member/rebate/claim' && method === 'POST') {
        claimed = true;
        return ok(paid);
      }
      return undefined;
    });
    renderWithProviders(<ManualRebatePage currency="THB" timeZone="Asia/Bangkok" />);
    expect((await screen.findByTestId('rebate-total')).textContent).toBe('1,047.2200');
    const rng = screen.getByTestId('rebate-row-RNG');
    expect(rng.textContent).toBe('Slots0.80%394.7200');
    expect(screen.getByTestId('rebate-row-LIVE').textContent).toBe('Live casino0.50%592.5000');
    expect(screen.getByTestId('rebate-claimable').textContent).toBe('1,000.00');
    expect(await screen.findByText('No claims yet.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('rebate-claim'));
    const dialog = await screen.findByTestId('rebate-confirm-dialog');
    expect(within(dialog).getByTestId('rebate-confirm-text').textContent).toBe(
      'Claim the rebate of 2026/11/27: ฿1,000.00 goes to your main wallet as cash.',
    );
    fireEvent.click(within(dialog).getByTestId('rebate-confirm'));
    await waitFor(() => expect(screen.getByTestId('rebate-total').textContent).toBe('0.0000'));
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ expectedAmount: '1000.00' });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const row = await screen.findByTestId('rebate-claim-row');
    expect(row.textContent).toContain('2026/11/27 12:00:00');
    expect(row.textContent).toContain('Slots ฿376.92 · Live casino ฿565.79 · Sports ฿57.29');
    expect(row.textContent).toContain('฿47.22 was over the daily limit and was not paid.');
    expect(screen.getByTestId<HTMLButtonElement>('rebate-claim').disabled).toBe(true);
  });

  it('disables Claim below the minimum and explains why', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/member/rebate')
        return ok({
          ...summary,
          categories: categories({ PVP: '0.4500' }),
          unclaimedTotal: '0.4500',
          claimable: '0.45',
        });
      if (url.pathname === '/wps/member/rebate/claims') return ok(emptyPage);
      return undefined;
    });
    renderWithProviders(<ManualRebatePage currency="THB" timeZone="Asia/Bangkok" />);
    expect((await screen.findByTestId<HTMLButtonElement>('rebate-claim')).disabled).toBe(true);
    expect(screen.getByTestId('rebate-below-minimum').textContent).toContain('฿1.00');
  });

  it('shows the server’s refusal in the dialog when the amount changed meanwhile', async () => {
    stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/rebate') return ok(summary);
      if (url.pathname === '/wps/member/rebate/claims') return ok(emptyPage);
      if (url.pathname === '/wps/member/rebate/claim' && method === 'POST')
        return failure(
          409,
          'REBATE_CHANGED',
          'Your rebate has changed since you opened the page. Please check the new amount.',
          { amount: '990.00' },
        );
      return undefined;
    });
    renderWithProviders(<ManualRebatePage currency="THB" timeZone="Asia/Bangkok" />);
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    fireEvent.click(await screen.findByTestId('rebate-confirm'));
    const dialog = await screen.findByTestId('rebate-confirm-dialog');
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'Your rebate has changed since you opened the page. Please check the new amount.',
      ),
    );
  });
});

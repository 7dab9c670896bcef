import type { PromotionCard } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { RewardCenterPage } from './reward-center-page';

freshBrowserEachTest({ token: 'token-1' });

const free: PromotionCard = {
  id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0101',
  type: 'FREE_BONUS',
  category: 'slots',
  badge: 'DAILY',
  title: 'Daily free bonus',
  summary: 'Claim ฿50 for slots.',
  bannerUrl: null,
  displayFrom: '2026-11-01T00:00:00.000Z',
  displayTo: null,
  applyFrom: '2026-11-01T00:00:00.000Z',
  applyTo: null,
  reward: { kind: 'fixed', amount: '50.00' },
  minDeposit: null,
  remarkRequired: false,
  imageRequired: false,
  state: 'claim',
  reason: null,
  amount: null,
  progress: [],
  raffle: null,
};

const historyItem = (index: number, state: 'claimed' | 'rejected') => ({
  id: `h-${index}`,
  promotionId: free.id,
  title: `Offer ${index}`,
  state,
  amount: state === 'claimed' ? '50.00' : null,
  reason: state === 'rejected' ? 'PROMOTION_NOT_ELIGIBLE' : null,
  at: '2026-11-20T18:30:00.000Z',
});

describe('RewardCenterPage', () => {
  it('claims a ready reward and pages through the history with state, amount and day', async () => {
    let claimed = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/rewards')
        return ok({ claimable: claimed ? [] : [free], availablePromoCount: claimed ? 0 : 1 });
      if (url.pathname === '/wps/member/rewards/history') {
        const pageNo = Number(url.searchParams.get('pageNo'));
        const content =
          pageNo === 1 ? [historyItem(1, 'claimed'), historyItem(2, 'rejected')] : [historyItem(3, 'claimed')];
        return ok({ content, pageNum: pageNo, totalPages: 2, total: 3 });
      }
      if (url.pathname === `/wps/promotions/${free.id}/claim` && method === 'POST') {
        claimed = true;
        return ok({ ...free, state: 'claimed', amount: '50.00' });
      }
      return undefined;
    });
    renderWithProviders(<RewardCenterPage currency="THB" timeZone="Asia/Bangkok" />);
    const rows = await screen.findAllByTestId('reward-history-row');
    expect(rows[0]?.textContent).toContain('Offer 1');
    expect(rows[0]?.textContent).toContain('Claimed');
    expect(rows[0]?.textContent).toContain('+฿50.00');
    expect(rows[0]?.textContent).toContain('2026/11/21');
    // A reason the server gives as a code is shown as its sentence, never as the code.
    expect(rows[1]?.textContent).toContain("Your account does not meet this promotion's conditions.");
    expect(rows[1]?.textContent).not.toContain('PROMOTION_NOT_ELIGIBLE');

    expect((await screen.findByTestId('claimable-amount')).textContent).toBe('50.00');
    fireEvent.click(within(await screen.findByTestId('claimable-reward')).getByTestId('reward-claim'));
    await waitFor(() => expect(screen.queryByTestId('claimable-reward')).toBeNull());
    expect(screen.getByText('Nothing to claim right now.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.headers.get('Idempotency-Key')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('reward-history-row')[0]?.textContent).toContain('Offer 3'));
  });
});

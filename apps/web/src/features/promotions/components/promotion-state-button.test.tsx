import type { PromotionCard } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { PromotionStateButton } from './promotion-state-button';
import { PromotionsPage } from './promotions-page';

freshBrowserEachTest({ token: 'token-1' });

const baseCard: PromotionCard = {
  id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0001',
  type: 'FIRST_DEPOSIT',
  category: 'deposit',
  badge: 'NEWBIE',
  title: 'First deposit 100%',
  summary: 'Double your first deposit up to ฿1,000.',
  bannerUrl: null,
  displayFrom: '2026-11-01T00:00:00.000Z',
  displayTo: null,
  applyFrom: '2026-10-31T18:00:00.000Z',
  applyTo: '2026-12-31T16:59:59.000Z',
  reward: { kind: 'percent_of_deposit', percent: 100, cap: '1000.00' },
  minDeposit: '100.00',
  remarkRequired: false,
  imageRequired: false,
  state: 'join',
  reason: null,
  amount: null,
  progress: [],
  raffle: null,
};

function renderButton(card: Pick<PromotionCard, 'id' | 'state' | 'type'>) {
  const handlers = { onLogIn: vi.fn(), onOpen: vi.fn(), onClaim: vi.fn() };
  renderWithProviders(<PromotionStateButton card={card} {...handlers} />);
  return { ...handlers, button: screen.getByTestId('promotion-state-button') };
}

describe('PromotionStateButton', () => {
  it('asks a visitor to log in to join', () => {
    const { button, onLogIn, onOpen } = renderButton({ ...baseCard, state: null });
    expect(button.textContent).toBe('Join');
    fireEvent.click(button);
    expect(onLogIn).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens the offer (its terms) to join, or to apply for an application offer', () => {
    const join = renderButton(baseCard);
    expect(join.button.textContent).toBe('Join');
    fireEvent.click(join.button);
    expect(join.onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows Apply for an offer reviewed by an operator', () => {
    const apply = renderButton({ ...baseCard, type: 'APPLICATION' });
    expect(apply.button.textContent).toBe('Apply');
    fireEvent.click(apply.button);
    expect(apply.onOpen).toHaveBeenCalledTimes(1);
  });

  it('claims a ready reward', () => {
    const { button, onClaim } = renderButton({ ...baseCard, state: 'claim' });
    expect(button.textContent).toBe('Claim');
    fireEvent.click(button);
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['signed', 'Joined'],
    ['process', 'In progress'],
    ['applying', 'Under review'],
    ['rejected', 'Rejected'],
    ['issued', 'Issued'],
    ['claimed', 'Claimed'],
    ['closed', 'Closed'],
  ] as const)('only names the state %s (“%s”), nothing to press', (state, label) => {
    const { button } = renderButton({ ...baseCard, state });
    expect(button.textContent).toBe(label);
    expect(button.tagName).not.toBe('BUTTON');
    expect(button.getAttribute('data-state')).toBe(state);
  });
});

describe('PromotionsPage', () => {
  it('filters by category, shows the period in the brand zone, a rejection reason, and claims with an idempotency key', async () => {
    let claimed = false;
    const claimable = {
      ...baseCard,
      id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0002',
      title: 'Weekend cashback',
      state: 'claim' as const,
    };
    const rejected = {
      ...baseCard,
      id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0003',
      type: 'APPLICATION' as const,
      title: 'Share and win',
      badge: null,
      state: 'rejected' as const,
      reason: 'The screenshot does not show the post.',
    };
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/promotions' && method === 'GET')
        return ok({
          promotions: [baseCard, claimed ? { ...claimable, state: 'claimed', amount: '50.00' } : claimable, rejected],
        });
      if (url.pathname === `/wps/promotions/${claimable.id}/claim` && method === 'POST') {
        claimed = true;
        return ok({ ...claimable, state: 'claimed', amount: '50.00' });
      }
      return undefined;
    });
    renderWithProviders(<PromotionsPage currency="THB" timeZone="Asia/Bangkok" />, { route: '/promotions' });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(3);
    // 18:00 UTC on 31 October is 1 November in Bangkok.
    expect(within(cards[0] as HTMLElement).getByTestId('promotion-period').textContent).toBe('2026/11/01 – 2026/12/31');
    expect(within(cards[0] as HTMLElement).getByTestId('promotion-badge').textContent).toBe('New players');
    expect(within(cards[0] as HTMLElement).getByTestId('promotion-banner-fallback')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByTestId('promotion-reason').textContent).toBe(
      'Reason: The screenshot does not show the post.',
    );

    fireEvent.click(within(cards[1] as HTMLElement).getByTestId('promotion-state-button'));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')[1]?.getAttribute('data-state')).toBe('claimed'));
    expect(await screen.findByText('Reward claimed: ฿50.00.')).toBeTruthy();
    const claim = calls.find((call) => call.method === 'POST');
    expect(claim?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByTestId('promotion-category-slots'));
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('category') === 'slots')).toBe(true));
  });
});

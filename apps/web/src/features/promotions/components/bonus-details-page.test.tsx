import type { BonusGrant, MemberBonuses } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { turnoverPercent } from '../promotion-display';
import { BonusDetailsPage } from './bonus-details-page';

freshBrowserEachTest({ token: 'token-1' });

// Reference §3.8: a 1,000 THB match with 10× turnover, 2,345.67 THB already wagered.
const active: BonusGrant = {
  id: '5f0c1a52-8f1e-4b1c-9d3e-000000000001',
  title: 'First deposit 100%',
  status: 'active',
  currency: 'THB',
  granted: '1000.00',
  balance: '850.50',
  turnoverRequired: '10000.00',
  turnoverDone: '2345.67',
  turnoverRemaining: '7654.33',
  converted: '0.00',
  forfeited: '0.00',
  forfeitReason: null,
  terms: {
    turnoverMultiplier: 10,
    basis: 'bonus',
    productFamily: 'casino',
    maxBet: '50.00',
    maxWinMultiplier: 5,
    expiryDays: 7,
    contributions: [
      { scope: 'category', reference: 'RNG', percent: 100 },
      { scope: 'category', reference: 'LIVE', percent: 10 },
    ],
  },
  createdAt: '2026-11-25T03:00:00.000Z',
  activatedAt: '2026-11-25T03:00:00.000Z',
  // 17:00 UTC on 1 December is the 2nd in Bangkok; from noon UTC on 27 November that is 4.2 days: 5 started days.
  expiresAt: '2026-12-01T17:00:00.000Z',
  closedAt: null,
};
const completed: BonusGrant = {
  ...active,
  id: '5f0c1a52-8f1e-4b1c-9d3e-000000000002',
  title: 'Reload 20%',
  status: 'completed',
  balance: '0.00',
  turnoverDone: '2000.00',
  turnoverRequired: '2000.00',
  turnoverRemaining: '0.00',
  converted: '412.30',
  closedAt: '2026-11-20T05:00:00.000Z',
};
const bonuses: MemberBonuses = {
  currency: 'THB',
  bonusBalance: '850.50',
  turnoverRemaining: '7654.33',
  grants: [active, completed],
};

describe('turnoverPercent', () => {
  it('rounds down, so the bar never reads 100 % while a cent is missing', () => {
    expect(turnoverPercent('2345.67', '10000.00')).toBe(23);
    expect(turnoverPercent('9999.99', '10000.00')).toBe(99);
    expect(turnoverPercent('10000.00', '10000.00')).toBe(100);
    expect(turnoverPercent('12000.00', '10000.00')).toBe(100);
    expect(turnoverPercent('0.00', '0.00')).toBe(100);
    expect(turnoverPercent('0.00', '500.00')).toBe(0);
  });
});

describe('BonusDetailsPage', () => {
  it('shows the totals, each grant’s turnover numbers, expiry countdown, max bet and contributions', async () => {
    stubApi(({ url }) => (url.pathname === '/wps/member/bonuses' ? ok(bonuses) : undefined));
    renderWithProviders(<BonusDetailsPage timeZone="Asia/Bangkok" now={new Date('2026-11-27T12:00:00.000Z')} />);
    const grants = await screen.findAllByTestId('bonus-grant');
    expect(screen.getByTestId('bonus-total-balance').textContent).toBe('850.50');
    expect(screen.getByTestId('bonus-total-remaining').textContent).toBe('7,654.33');

    const live = within(grants[0] as HTMLElement);
    expect(live.getByTestId('bonus-status').textContent).toBe('Active');
    expect(live.getByTestId('turnover-numbers').textContent).toBe('฿2,345.67 / ฿10,000.00');
    expect(live.getByTestId('turnover-percent').textContent).toBe('23%');
    expect(live.getByTestId('turnover-remaining').textContent).toBe('฿7,654.33 to go');
    expect(live.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('23');
    expect(live.getByTestId('bonus-expiry').textContent).toBe('Expires on 2026/12/02 · 5 days left');
    expect(live.getByTestId('bonus-max-bet').textContent).toBe('50.00');
    expect(live.getByTestId('terms-contributions').textContent).toBe('Slots100%Live casino10%All other games0%');

    const done = within(grants[1] as HTMLElement);
    expect(done.queryByTestId('turnover-progress')).toBeNull();
    expect(done.queryByTestId('bonus-opt-out')).toBeNull();
    expect(done.getByTestId('bonus-closed-summary').textContent).toBe('Completed on 2026/11/20: ฿412.30 became cash.');
  });

  it('opts out of a live bonus only after a confirm that says what is lost', async () => {
    let forfeited = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/bonuses')
        return ok(
          forfeited
            ? {
                ...bonuses,
                bonusBalance: '0.00',
                turnoverRemaining: '0.00',
                grants: [
                  { ...active, status: 'forfeited', forfeitReason: 'player_opt_out', forfeited: '850.50' },
                  completed,
                ],
              }
            : bonuses,
        );
      if (url.pathname === `/wps/member/bonuses/${active.id}/forfeit` && method === 'POST') {
        forfeited = true;
        return ok({ ...active, status: 'forfeited', forfeitReason: 'player_opt_out', forfeited: '850.50' });
      }
      return undefined;
    });
    renderWithProviders(<BonusDetailsPage timeZone="Asia/Bangkok" />);
    fireEvent.click(await screen.findByTestId('bonus-opt-out'));
    const dialog = await screen.findByTestId('bonus-opt-out-dialog');
    expect(dialog.textContent).toContain(
      'You will lose the bonus balance of ฿850.50 from “First deposit 100%”, including any winnings from bonus bets, and its turnover progress. Your cash is not affected.',
    );
    // Keeping it changes nothing.
    fireEvent.click(within(dialog).getByText('Keep the bonus'));
    await waitFor(() => expect(screen.queryByTestId('bonus-opt-out-dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('bonus-opt-out'));
    fireEvent.click(await screen.findByTestId('bonus-opt-out-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('bonus-grant')[0]?.getAttribute('data-status')).toBe('forfeited'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByTestId('bonus-total-balance').textContent).toBe('0.00');
  });
});

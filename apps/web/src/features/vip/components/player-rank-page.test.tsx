import type { PlayerRankPage as RankPage, PlayerRankProgress } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { PlayerRankPage } from './player-rank-page';

freshBrowserEachTest({ token: 'token-1' });

const progress: PlayerRankProgress = {
  hasVip: true,
  currentLevel: 1,
  currentLabelName: 'Bronze',
  currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
  playerRankProgress: {
    labelId: 2,
    labelName: 'Silver',
    combinator: 'all',
    conditions: [
      { metric: 'deposit', window: 'rolling_days', days: 90, required: '10000.00', current: '2500.00', met: false },
      {
        metric: 'valid_bet',
        window: 'calendar_month',
        days: null,
        required: '1000.00',
        current: '1200.00',
        met: true,
      },
    ],
  },
};
const giftId = '7b0c1a52-8f1e-4b1c-9d3e-000000000001';
const page = (state: 'claimable' | 'claimed'): RankPage => ({
  currentLevel: 1,
  levels: [
    {
      level: 0,
      name: 'Member',
      combinator: 'all',
      conditions: [],
      levelUpGift: '0.00',
      monthlyGift: '0.00',
      monthlyMinDeposit: '0.00',
      giftTurnoverMultiple: 1,
      rebateText: '0.40%',
      dailyWithdrawalCount: 3,
      dailyWithdrawalLimit: '50000.00',
    },
    {
      level: 1,
      name: 'Bronze',
      combinator: 'any',
      conditions: [{ metric: 'deposit', window: 'lifetime', days: null, min: '2000.00' }],
      levelUpGift: '58.00',
      monthlyGift: '0.00',
      monthlyMinDeposit: '0.00',
      giftTurnoverMultiple: 1,
      rebateText: '0.50%',
      dailyWithdrawalCount: null,
      dailyWithdrawalLimit: null,
    },
  ],
  gifts: [
    {
      id: giftId,
      kind: 'level_up',
      level: 1,
      levelName: 'Bronze',
      period: '',
      amount: '58.00',
      turnoverMultiple: 0,
      state,
      claimableUntil: '2026-12-27T05:00:00.000Z',
      createdAt: '2026-11-27T05:00:00.000Z',
    },
  ],
  history: [
    { fromLevel: 0, toLevel: 1, fromName: 'Member', toName: 'Bronze', kind: 'up', at: '2026-11-27T05:00:00.000Z' },
  ],
  relegationEnabled: true,
  protectionDays: 90,
});

describe('PlayerRankPage', () => {
  it('shows the level, the progress to the next one and the benefits, and claims a gift with an Idempotency-Key', async () => {
    let claimed = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/relay/MCSFE_getPlayerRankProgress') return ok(progress);
      if (url.pathname === '/wps/relay/MCSFE_getPlayerRankPage') return ok(page(claimed ? 'claimed' : 'claimable'));
      if (url.pathname === '/wps/relay/MCSFE_claimPlayerRankGift' && method === 'POST') {
        claimed = true;
        return ok({ gift: page('claimed').gifts[0] });
      }
      return undefined;
    });
    renderWithProviders(<PlayerRankPage currency="THB" timeZone="Asia/Bangkok" />);
    expect((await screen.findByTestId('vip-current-level')).textContent).toBe('Bronze');
    expect(screen.getByText('Next level: Silver')).toBeTruthy();
    expect(screen.getByText('Meet all conditions · 1 of 2 met')).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['Deposits (last 90 days)', '25'],
      ['Valid bets (this month)', '100'],
    ]);
    expect(screen.getByText('Level up: Member → Bronze')).toBeTruthy();
    const gift = screen.getByTestId('vip-gift-level_up-1');
    expect(within(gift).getByText('Claim by 2026/12/27')).toBeTruthy();
    fireEvent.click(within(gift).getByTestId('vip-gift-claim-level_up-1'));
    await waitFor(() => expect(within(screen.getByTestId('vip-gift-level_up-1')).getByText('Claimed')).toBeTruthy());
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ giftId });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says so at the top level', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/MCSFE_getPlayerRankProgress')
        return ok({
          ...progress,
          currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
          playerRankProgress: { labelId: null, labelName: null, combinator: null, conditions: [] },
        });
      if (url.pathname === '/wps/relay/MCSFE_getPlayerRankPage') return ok({ ...page('claimed'), gifts: [] });
      return undefined;
    });
    renderWithProviders(<PlayerRankPage currency="THB" timeZone="Asia/Bangkok" />);
    expect(await screen.findByText('You are at the highest level')).toBeTruthy();
    expect(screen.queryAllByRole('progressbar')).toEqual([]);
    expect(screen.getByText('No gifts yet')).toBeTruthy();
  });
});

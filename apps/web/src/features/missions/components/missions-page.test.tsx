import type { MissionCard, MissionLeaderboard } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { MissionsPage } from './missions-page';

freshBrowserEachTest({ token: 'token-1' });

const daily: MissionCard = {
  id: '7b0c1a52-8f1e-4b1c-9d3e-000000000001',
  title: 'Daily bets',
  kind: 'daily',
  metric: 'valid_bet',
  categories: [],
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  period: '2026-11-27',
  periodStart: '2026-11-26T17:00:00.000Z',
  periodEnd: '2026-11-27T17:00:00.000Z',
  value: '150.00',
  completed: 1,
  milestones: [
    { ordinal: 1, target: '100.00', reward: '5.00', state: 'claimable' },
    { ordinal: 2, target: '1000.00', reward: '30.00', state: 'incomplete' },
  ],
  leaderboard: false,
  checkIns: [],
  checkedInToday: false,
  days: [],
  rewardIsCash: true,
};
const event: MissionCard = {
  ...daily,
  id: '7b0c1a52-8f1e-4b1c-9d3e-000000000002',
  title: 'Slot race',
  kind: 'event',
  period: 'event',
  milestones: [{ ordinal: 1, target: '1000.00', reward: '50.00', state: 'incomplete' }],
  leaderboard: true,
};
const board: MissionLeaderboard = {
  missionId: event.id,
  title: 'Slot race',
  metric: 'valid_bet',
  endsAt: '2099-01-01T00:00:00.000Z',
  finalAt: '2026-11-27T05:00:00.000Z',
  rows: [
    { rank: 1, name: 'ab***9', value: '500.00', reachedAt: '2026-11-27T01:00:00.000Z', prize: '100.00', self: false },
    { rank: 2, name: 'me***e', value: '150.00', reachedAt: '2026-11-27T02:00:00.000Z', prize: '40.00', self: true },
  ],
  own: { rank: 2, value: '150.00', prize: '40.00' },
  minQualify: '10.00',
  prizes: [],
};

describe('MissionsPage', () => {
  it('shows progress against the milestones and claims a reached one once, with an Idempotency-Key', async () => {
    let claimed = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/relay/MCSFE_getMissionList') {
        const milestones = daily.milestones.map((item) =>
          claimed && item.ordinal === 1 ? { ...item, state: 'claimed' as const } : item,
        );
        return ok({ missions: [{ ...daily, milestones }, event], claimable: claimed ? 0 : 1 });
      }
      if (url.pathname === '/wps/relay/MCSFE_claimMissionRewards' && method === 'POST') {
        claimed = true;
        return ok({
          missionId: daily.id,
          period: daily.period,
          milestone: 1,
          amount: '5.00',
          cash: true,
          claimedAt: '2026-11-27T05:00:00.000Z',
        });
      }
      return undefined;
    });
    renderWithProviders(<MissionsPage currency="THB" timeZone="Asia/Bangkok" />);
    const card = await screen.findByTestId('mission-daily');
    expect(within(card).getByTestId('mission-value').textContent).toBe('฿150.00');
    expect(within(card).getByText('This period: 2026/11/27 – 2026/11/27')).toBeTruthy();
    expect(screen.getByTestId('missions-tab-daily').textContent).toBe('Daily (1)');
    fireEvent.click(within(card).getByTestId('milestone-claim'));
    await waitFor(() => expect(within(card).getByTestId('milestone-1').dataset.state).toBe('claimed'));
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ missionId: daily.id, period: '2026-11-27', milestone: 1 });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the final leaderboard with the member’s own row highlighted', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/MCSFE_getMissionList') return ok({ missions: [daily, event], claimable: 1 });
      if (url.pathname === '/wps/relay/MCSFE_getMissionLeaderboard') return ok(board);
      return undefined;
    });
    renderWithProviders(<MissionsPage currency="THB" timeZone="Asia/Bangkok" />);
    fireEvent.click(await screen.findByTestId('missions-tab-event'));
    fireEvent.click(await screen.findByTestId('mission-leaderboard-toggle'));
    const self = await screen.findByTestId('leaderboard-self');
    expect(self.textContent).toBe('2me***e (you)฿150.00฿40.00');
    expect(screen.getByTestId('leaderboard-status').textContent).toBe('Final results (frozen 2026/11/27 12:00:00)');
    expect(screen.getByTestId('leaderboard-own').textContent).toBe('Your rank: 2 with ฿150.00');
  });

  it('checks in from the calendar', async () => {
    const checkIn: MissionCard = {
      ...daily,
      id: '7b0c1a52-8f1e-4b1c-9d3e-000000000003',
      kind: 'check_in',
      metric: 'check_in_days',
      period: 'event',
      value: '1',
      milestones: [{ ordinal: 1, target: '3', reward: '5.00', state: 'incomplete' }],
      checkIns: ['2026-11-23'],
      days: ['2026-11-23', '2026-11-24', '2026-11-25'],
    };
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/relay/MCSFE_getMissionList') return ok({ missions: [checkIn], claimable: 0 });
      if (url.pathname === '/wps/relay/MCSFE_missionCheckIn' && method === 'POST')
        return ok({ day: '2026-11-24', days: 2 });
      return undefined;
    });
    renderWithProviders(<MissionsPage currency="THB" timeZone="Asia/Bangkok" />);
    fireEvent.click(await screen.findByTestId('missions-tab-check_in'));
    const calendar = await screen.findByTestId('check-in-calendar');
    expect(calendar.querySelectorAll('[data-checked="true"]')).toHaveLength(1);
    expect(screen.getByText('Milestone 1: Day 3')).toBeTruthy();
    fireEvent.click(screen.getByTestId('check-in'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}')).toEqual({ missionId: checkIn.id });
  });
});

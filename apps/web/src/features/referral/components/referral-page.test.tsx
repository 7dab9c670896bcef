import type { ReferralOverview } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { ReferralPage, referralLinkOf } from './referral-page';

freshBrowserEachTest({ token: 'token-1' });

const overview: ReferralOverview = {
  code: 'K7M2QX9A',
  counters: {
    todayIncome: '60.00',
    yesterdayIncome: '0.00',
    totalIncome: '60.00',
    registers: 2,
    depositors: 1,
    validReferrals: 1,
  },
  referred: false,
  phoneVerified: false,
  hasMobile: true,
  rules: {
    invitationReward: '50.00',
    achievementPeriod: 'monthly',
    achievementTiers: [{ count: 5, reward: '200.00' }],
    depositRate: '5.00',
    depositScope: 'first',
    bettingRate: '0.10',
    minFirstDeposit: '100.00',
    qualifyDays: 30,
    turnoverMultiplier: 0,
    text: 'Invite friends with your link or code.',
  },
};

const invitees = {
  content: [
    {
      name: 'so***i',
      registeredAt: '2026-11-27T03:00:00.000Z',
      status: 'qualified',
      reason: null,
      phoneVerified: true,
      deposited: true,
      earned: '60.00',
    },
    {
      name: 'ma***e',
      registeredAt: '2026-11-26T03:00:00.000Z',
      status: 'failed',
      reason: 'shared_device',
      phoneVerified: false,
      deposited: false,
      earned: '0.00',
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
};

describe('ReferralPage', () => {
  it('shows the code, the link to register with it, the counters and the invitees with their statuses', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/referral/overview') return ok(overview);
      if (url.pathname === '/wps/relay/referral/invitees') return ok(invitees);
      return undefined;
    });
    renderWithProviders(<ReferralPage currency="THB" timeZone="Asia/Bangkok" />);
    expect((await screen.findByTestId('referral-code')).textContent).toContain('K7M2QX9A');
    expect(screen.getByTestId<HTMLInputElement>('referral-link').value).toBe(
      referralLinkOf(window.location.origin, 'K7M2QX9A'),
    );
    expect(screen.getByTestId('referral-qr').querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('referral-registers').textContent).toContain('2');
    expect(screen.getByTestId('referral-todayIncome').textContent).toContain('60.00');
    const rows = await screen.findAllByTestId('referral-invitee');
    expect(within(rows[0] as HTMLElement).getByTestId('referral-invitee-status').textContent).toBe('Qualified');
    expect(rows[1]?.textContent).toContain('2026/11/26');
    expect(screen.queryByTestId('referral-phone-check')).toBeNull();
  });

  it('offers a referred member the phone check and verifies the code', async () => {
    let verified = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/relay/referral/overview')
        return ok({ ...overview, referred: true, phoneVerified: verified });
      if (url.pathname === '/wps/relay/referral/invitees') return ok({ ...invitees, content: [], total: 0 });
      if (url.pathname === '/wps/relay/referral/phone/code' && method === 'POST') return ok({ expiredMinutes: 5 });
      if (url.pathname === '/wps/relay/referral/phone/verify' && method === 'POST') {
        verified = true;
        return ok({ phoneVerified: true });
      }
      return undefined;
    });
    renderWithProviders(<ReferralPage currency="THB" timeZone="Asia/Bangkok" />);
    fireEvent.click(await screen.findByTestId('referral-phone-send'));
    fireEvent.change(screen.getByTestId('referral-phone-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('referral-phone-verify'));
    await waitFor(() => expect(screen.queryByTestId('referral-phone-check')).toBeNull());
    const verify = calls.find((call) => call.url.pathname === '/wps/relay/referral/phone/verify');
    expect(JSON.parse(verify?.body ?? '{}')).toEqual({ verificationCode: '123456' });
  });
});

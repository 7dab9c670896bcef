// @vitest-environment jsdom
import type { ReferralReport } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import ReferralRefereesScreen from './referral-referees-screen';
import { bodyOf } from './referral-rules-screen';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report: ReferralReport = {
  content: [
    {
      refereeId: '0b8a6c1e-8d44-4c49-9a1e-6a0f3e1d2c11',
      referee: 'friend01',
      referrer: 'somchai',
      codeUsed: 'K7M2QX9A',
      registeredAt: '2026-11-27T03:00:00.000Z',
      status: 'failed',
      reason: 'shared_device',
      phoneVerified: true,
      firstDeposit: '200.00',
      qualifiedAt: null,
      reviewedBy: null,
      paid: '0.00',
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 1,
  funnel: { registered: 3, depositors: 2, qualified: 1, voided: 1, paid: '60.00' },
};

describe('referral console', () => {
  it('shows the funnel and why a referee was voided, and restores it with a reason', async () => {
    const calls = stubApi((call) => (call.method === 'POST' ? { from: 'failed', to: 'not_qualified' } : report));
    renderInConsole(<ReferralRefereesScreen />, '/referral/referees?merchant=demo');
    expect(await screen.findByText("Shares the referrer's device")).toBeTruthy();
    expect(screen.getByTestId('referral-funnel').textContent).toContain('60.00');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    fireEvent.change(await screen.findByTestId('referral-review-reason'), {
      target: { value: 'same household, checked by phone' },
    });
    fireEvent.submit(screen.getByTestId('referral-review-reason').closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const review = calls.find((call) => call.method === 'POST');
    expect(review?.path).toBe('/bo/referral/demo/referees/0b8a6c1e-8d44-4c49-9a1e-6a0f3e1d2c11/review');
    expect(review?.body).toEqual({ decision: 'restore', reason: 'same household, checked by phone' });
  });

  it('turns the rules draft into the call body only when every field is valid', () => {
    const draft = {
      enabled: true,
      invitationReward: '50.00',
      achievementPeriod: 'monthly' as const,
      achievementTiers: [{ count: '5', reward: '200.00' }],
      depositRate: '5.00',
      depositScope: 'first' as const,
      bettingRate: '0.10',
      minFirstDeposit: '100.00',
      qualifyDays: '30',
      ipWindowDays: '30',
      refereeCap: '',
      dailyCap: '5000.00',
      turnoverMultiplier: '0',
      rulesText: { en: 'Invite friends' },
    };
    expect(bodyOf(draft)).toMatchObject({ qualifyDays: 30, achievementTiers: [{ count: 5, reward: '200.00' }] });
    expect(bodyOf({ ...draft, bettingRate: '9' })).toBeNull();
    expect(bodyOf({ ...draft, qualifyDays: 'x' })).toBeNull();
  });
});

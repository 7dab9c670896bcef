import type { BankAccount, LoginResult, MemberInfo, WithdrawalSettings } from '@croupier/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';

/** The member `/wps/member/info` answers in the account tests: a real player, English, baht. */
export const memberInfo: MemberInfo = {
  id: 'member-1',
  memberNumber: 100231,
  account: 'lucky1',
  nickname: 'lucky1',
  type: 0,
  isAgent: false,
  isTrial: false,
  language: 'en',
  currency: 'THB',
  mobileNum: null,
  email: null,
  mustChangePassword: false,
  passwordExpired: false,
  unreadMessage: 0,
  availablePromoCount: 0,
  hasVip: false,
  vipLabelName: '',
  vipRankLevel: 0,
};

/** A login that signed in with nothing more to do. */
export const signedIn = (token: string): LoginResult => ({
  token,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  type: 0,
  isAgent: false,
  twoFactorRequired: false,
  twoFactorSetupRequired: false,
});

/** A brand's withdrawal rules for a member who has a payment password and no withdrawal today. */
export const withdrawalSettings: WithdrawalSettings = {
  currency: 'THB',
  minAmount: '100.00',
  maxAmount: '50000.00',
  dailyRequestLimit: 5,
  requestsToday: 0,
  confirmTimeoutMinutes: 1440,
  payeeNameMustMatch: true,
  payeeName: null,
  paymentPasswordSet: true,
  lockedUntil: null,
  bankCodes: ['KBANK', 'SCB'],
  maxBankAccounts: 3,
  debtOutstanding: '0.00',
};

export const bankAccount: BankAccount = {
  id: '7d6f1c1e-8f51-4a8e-9a57-0a4f7a0c2b11',
  bankCode: 'KBANK',
  maskedAccountNumber: '******7890',
  accountName: 'Somchai Jaidee',
  createdAt: '2026-11-21T07:00:00.000Z',
};

export const noWithdrawals = { content: [], pageNum: 1, totalPages: 1, total: 0 };

/**
 * Each test of the file starts in an empty browser in English, signed in with `token` when given, and ends with
 * its render unmounted and `fetch` restored.
 */
export function freshBrowserEachTest(options: { token?: string } = {}) {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    resetMemberSessionForTests();
    if (options.token) startMemberSession({ token: options.token });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** Types `value` into the field with that test id, as a person would. */
export function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

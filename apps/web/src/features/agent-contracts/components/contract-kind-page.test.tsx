import type { AgentContract, MyContracts } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { DividendContractsPage } from './contract-kind-page';

const terms = {
  kind: 'dividend' as const,
  period: 'semimonthly' as const,
  carryMode: 'loss_carried' as const,
  activeMemberMinValidBet: '0.00',
  tiers: [
    {
      minValidBet: '0.00',
      minNetLoss: '5000.00',
      minActiveMembers: 3,
      minPeriodicValidBet: '0.00',
      pay: { type: 'percent' as const, rate: '20' },
    },
  ],
};
const version = {
  id: '0196a7d2-0000-7000-8000-000000000101',
  versionNumber: 1,
  terms,
  createdAt: '2026-11-20T03:00:00.000Z',
  acceptedAt: '2026-11-20T04:00:00.000Z',
  effectiveFrom: '2026-11-30T17:00:00.000Z',
  effectiveTo: null,
};
const base: AgentContract = {
  id: '0196a7d2-0000-7000-8000-000000000001',
  kind: 'dividend',
  product: 'all',
  status: 'A',
  issuerUsername: null,
  receiverId: '0196a7d2-0000-7000-8000-0000000000ff',
  receiverUsername: 'me',
  current: version,
  pending: null,
  endsAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
};
const offered: AgentContract = {
  ...base,
  id: '0196a7d2-0000-7000-8000-000000000002',
  status: 'P',
  issuerUsername: 'me',
  receiverUsername: 'friend',
  current: null,
  pending: { ...version, acceptedAt: null, effectiveFrom: null },
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1', isAgent: true });
  await i18n.loadNamespaces('contracts');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DividendContractsPage', () => {
  it('shows the contract I hold with its rules and tiers, and withdraws an offer I made', async () => {
    const mine: MyContracts = { received: [base], issued: [offered], offersLimit: 5, offersUsed: 1 };
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/relay/MCS2_processDividendReq' && method === 'GET') return ok(mine);
      if (url.pathname === `/wps/v2/agent/contracts/${offered.id}/withdrawal`) return ok({ ...offered, status: 'C' });
      return undefined;
    });
    renderWithProviders(<DividendContractsPage timeZone="Asia/Bangkok" />);
    const held = await screen.findByTestId('contract-held');
    expect(within(held).getByTestId('contract-status').textContent).toBe('Signed');
    expect(held.textContent).toContain('Platform');
    expect(held.textContent).toContain('Settlement period: Half-monthly');
    expect(held.textContent).toContain('Carry-over: Losses carried forward');
    expect(held.textContent).toContain('5,000.00');
    expect(held.textContent).toContain('20%');
    expect(screen.getByText('1 of 5 contracts offered')).toBeTruthy();

    const row = screen.getByTestId('contract-issued');
    expect(row.textContent).toContain('friend');
    expect(within(row).getByTestId('contract-status').textContent).toBe('Waiting for an answer');
    fireEvent.click(within(row).getByText('Withdraw'));
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/withdrawal'))).toBe(true));
    expect(calls.find((call) => call.url.pathname.endsWith('/withdrawal'))?.method).toBe('POST');
  });
});

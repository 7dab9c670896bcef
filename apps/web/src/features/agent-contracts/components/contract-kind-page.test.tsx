import type { AgentContract, MyContracts } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
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

  it('modifies a signed contract I gave: my terms in force are the draft, a dominance refusal names the level', async () => {
    const signed: AgentContract = {
      ...base,
      id: '0196a7d2-0000-7000-8000-000000000003',
      issuerUsername: 'me',
      receiverId: '0196a7d2-0000-7000-8000-0000000000d1',
      receiverUsername: 'friend',
      current: {
        ...version,
        terms: {
          ...terms,
          tiers: terms.tiers.map((tier) => ({ ...tier, pay: { type: 'percent' as const, rate: '10' } })),
        },
      },
    };
    const mine: MyContracts = { received: [base], issued: [signed], offersLimit: null, offersUsed: 1 };
    let refuse = true;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/relay/MCS2_processDividendReq' && method === 'GET') return ok(mine);
      if (url.pathname === `/wps/v2/agent/contracts/${signed.id}/modification`) {
        if (refuse) {
          refuse = false;
          return failure(400, 'CONTRACT_NOT_DOMINATED', 'A level pays more than your own contract does.', {
            problems: [{ code: 'TIER_NOT_DOMINATED', tier: 0 }],
          });
        }
        return ok({ ...signed, status: 'E' });
      }
      return undefined;
    });
    renderWithProviders(<DividendContractsPage timeZone="Asia/Bangkok" />);
    const row = await screen.findByTestId('contract-issued');
    fireEvent.click(within(row).getByTestId('contract-modify'));
    const dialog = await screen.findByTestId('offer-contract-dialog');
    expect(within(dialog).getByText("Modify friend's contract")).toBeTruthy();
    expect(within(dialog).getByTestId('modify-contract-effective').textContent).toBe(
      'The new terms take effect at the start of the next period after friend accepts them. Until then the current terms stay in force.',
    );
    const rate = await within(dialog).findByTestId<HTMLInputElement>('offer-tier-0-pay');
    expect(rate.value).toBe('10');
    fireEvent.change(rate, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    const problem = await within(dialog).findByTestId('offer-contract-problem');
    expect(problem.textContent).toContain('A level pays more than your own contract does.');
    expect(problem.textContent).toContain('Level 1 pays more than your own contract.');

    fireEvent.change(rate, { target: { value: '15' } });
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    await waitFor(() => expect(screen.queryByTestId('offer-contract-dialog')).toBeNull());
    const sent = calls.filter((call) => call.url.pathname.endsWith('/modification')).at(-1);
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      terms: { ...terms, tiers: [{ ...terms.tiers[0], pay: { type: 'percent', rate: '15' } }] },
    });
  });
});

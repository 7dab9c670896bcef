import type { AgentContract, MyContracts } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { ContractOfferPopup } from './contract-offer-popup';

const dailyCall = '/wps/relay/MCS2_processDailySalContract';

const flags = (awaitingDaily: number) => ({
  total: '0.00',
  main: '0.00',
  vendors: '0.00',
  currency: 'THB',
  dailysalreqtype: awaitingDaily,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailysalinfotype: 0,
  divtypeinfo: 0,
  contracthoursalinfo: 0,
  realtimesalinfotype: 0,
});

const version = (number: number, rates: string[]) => ({
  id: `0196a7d2-0000-7000-8000-00000000010${number}`,
  versionNumber: number,
  terms: {
    kind: 'daily_salary' as const,
    activeMemberMinValidBet: '100.00',
    manualReceive: null,
    tiers: rates.map((rate, index) => ({
      minValidBet: `${(index + 1) * 1000}.00`,
      minActiveMembers: index + 1,
      pay: { type: 'percent' as const, rate },
    })),
  },
  createdAt: '2026-11-27T03:00:00.000Z',
  acceptedAt: null,
  effectiveFrom: null,
  effectiveTo: null,
});

const contract = (status: AgentContract['status'], overrides: Partial<AgentContract> = {}): AgentContract => ({
  id: '0196a7d2-0000-7000-8000-000000000001',
  kind: 'daily_salary',
  product: 'all',
  status,
  issuerUsername: 'bigboss',
  receiverId: '0196a7d2-0000-7000-8000-0000000000ff',
  receiverUsername: 'me',
  current: null,
  pending: version(1, ['0.5', '1.2']),
  endsAt: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  updatedAt: '2026-11-27T03:00:00.000Z',
  ...overrides,
});

const mine = (received: AgentContract[], issued: AgentContract[] = []): MyContracts => ({
  received,
  issued,
  offersLimit: null,
  offersUsed: issued.length,
});

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

describe('ContractOfferPopup', () => {
  it('shows an offer waiting for me with its tiers, and accepts it by the spec’s call', async () => {
    let answered = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/info/funds/consolidated') return ok(flags(answered ? 0 : 1));
      if (url.pathname === dailyCall && method === 'POST') {
        answered = true;
        return ok(mine([contract('A', { pending: null, current: version(1, ['0.5', '1.2']) })]));
      }
      if (url.pathname === dailyCall) {
        return ok(mine(answered ? [contract('A', { pending: null })] : [contract('P')], [contract('A')]));
      }
      return undefined;
    });
    renderWithProviders(<ContractOfferPopup />);
    const popup = await screen.findByTestId('contract-offer-popup');
    expect(within(popup).getByText('Contract · Daily salary')).toBeTruthy();
    expect(within(popup).getByTestId('contract-popup-heading').textContent).toBe('New contract offer');
    expect(within(popup).getByTestId('contract-popup-from').textContent).toBe('From your upline bigboss');
    const rows = within(within(popup).getByTestId('contract-popup-terms')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LevelTeam valid bet ≥Active members ≥Rate or amount',
      '11,000.0010.5%',
      '22,000.0021.2%',
    ]);
    expect(within(popup).getByText('A member counts as active with a valid bet of at least 100.00.')).toBeTruthy();
    // I gave a downline a contract: accepting lower terms may end it, and the popup says so.
    expect(within(popup).getByTestId('contract-popup-warning')).toBeTruthy();

    fireEvent.click(within(popup).getByTestId('contract-popup-answer-A'));
    await waitFor(() => expect(screen.queryByTestId('contract-offer-popup')).toBeNull());
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ contractId: contract('P').id, status: 'A' });
    expect(await screen.findByText('Your answer was sent.')).toBeTruthy();
  });

  it('asks to confirm or refuse a termination, and shows a refusal in the server’s words', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/info/funds/consolidated') return ok(flags(1));
      if (url.pathname === dailyCall && method === 'POST') {
        return failure(409, 'INVALID_STATE', 'This cannot be done in the current state.');
      }
      if (url.pathname === dailyCall) {
        return ok(mine([contract('V', { pending: null, current: version(1, ['0.8']) })]));
      }
      return undefined;
    });
    renderWithProviders(<ContractOfferPopup />);
    const popup = await screen.findByTestId('contract-offer-popup');
    expect(within(popup).getByTestId('contract-popup-heading').textContent).toContain('asks to end this contract');
    expect(within(popup).queryByTestId('contract-popup-answer-R')).toBeNull();
    expect(within(popup).queryByTestId('contract-popup-warning')).toBeNull();
    fireEvent.click(within(popup).getByTestId('contract-popup-answer-C'));
    expect(await screen.findByText('This cannot be done in the current state.')).toBeTruthy();
    expect(JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}')).toMatchObject({ status: 'C' });
    // "Later" hides it for now.
    fireEvent.click(within(popup).getByTestId('contract-popup-later'));
    await waitFor(() => expect(screen.queryByTestId('contract-offer-popup')).toBeNull());
  });

  it('stays away when nothing waits for me', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/wps/member/info/funds/consolidated' ? ok(flags(0)) : undefined,
    );
    renderWithProviders(<ContractOfferPopup />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('contract-offer-popup')).toBeNull();
    expect(calls.some((call) => call.url.pathname === dailyCall)).toBe(false);
  });
});

import type { AgentContract, MyContracts } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { OfferContractDialog } from './offer-contract-dialog';

const downlineId = '0196a7d2-0000-7000-8000-0000000000d1';

const flags = (heldDaily: number) => ({
  total: '0.00',
  main: '0.00',
  vendors: '0.00',
  currency: 'THB',
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailysalinfotype: heldDaily,
  divtypeinfo: 0,
  contracthoursalinfo: 0,
  realtimesalinfotype: 0,
});

const myTerms = {
  kind: 'daily_salary' as const,
  activeMemberMinValidBet: '0.00',
  manualReceive: null,
  tiers: [{ minValidBet: '1000.00', minActiveMembers: 0, pay: { type: 'percent' as const, rate: '1' } }],
};

const held: AgentContract = {
  id: '0196a7d2-0000-7000-8000-000000000001',
  kind: 'daily_salary',
  product: 'all',
  status: 'A',
  issuerUsername: null,
  receiverId: '0196a7d2-0000-7000-8000-0000000000ff',
  receiverUsername: 'me',
  current: {
    id: '0196a7d2-0000-7000-8000-000000000101',
    versionNumber: 1,
    terms: myTerms,
    createdAt: '2026-11-20T03:00:00.000Z',
    acceptedAt: '2026-11-20T04:00:00.000Z',
    effectiveFrom: '2026-11-20T17:00:00.000Z',
    effectiveTo: null,
  },
  pending: null,
  endsAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
};

const mine: MyContracts = { received: [held], issued: [], offersLimit: null, offersUsed: 0 };

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

describe('OfferContractDialog', () => {
  it('starts from my own terms, simulates the edited draft, shows a refusal, then sends it', async () => {
    let refuse = true;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/info/funds/consolidated') return ok(flags(1));
      if (url.pathname === '/wps/relay/MCS2_processDailySalContract' && method === 'GET') return ok(mine);
      if (url.pathname === '/wps/v2/agent/contracts/simulations') {
        return ok({
          periodKey: 'daily:2026-11-26',
          periodStart: '2026-11-25T17:00:00.000Z',
          periodEnd: '2026-11-26T17:00:00.000Z',
          receiverValidBet: '100000.00',
          receiverNetLoss: '10000.00',
          receiverActiveMembers: 1,
          draftTier: 0,
          draftAmount: '500.00',
          issuerGross: '1000.00',
          issuerNetBefore: '1000.00',
          issuerNetAfter: '500.00',
          problems: [],
        });
      }
      if (url.pathname === '/wps/v2/agent/contracts/offers') {
        if (refuse) {
          refuse = false;
          return failure(400, 'CONTRACT_NOT_DOMINATED', 'A level pays more than your own contract does.');
        }
        return ok({ ...held, status: 'P', issuerUsername: 'me', receiverUsername: 'friend' });
      }
      return undefined;
    });
    const onClose = vi.fn();
    renderWithProviders(
      <OfferContractDialog downlineId={downlineId} downlineName="friend" timeZone="Asia/Bangkok" onClose={onClose} />,
    );
    const dialog = await screen.findByTestId('offer-contract-dialog');
    expect(within(dialog).getByText('Offer a contract to friend')).toBeTruthy();
    const rate = await within(dialog).findByTestId<HTMLInputElement>('offer-tier-0-pay');
    expect(rate.value).toBe('1');
    fireEvent.change(rate, { target: { value: '0.5' } });

    fireEvent.click(within(dialog).getByTestId('offer-simulate'));
    // The period in the brand's zone, its exclusive end not counted: the one day 2026/11/26.
    expect((await within(dialog).findByTestId('offer-simulation')).textContent).toContain(
      'From 2026/11/26 to 2026/11/26',
    );
    expect(within(dialog).getByTestId('offer-simulation').textContent).toContain(
      "the downline's team bet 100,000.00. This offer would have paid it 500.00, and your own net would have gone from 1,000.00 to 500.00.",
    );

    fireEvent.click(within(dialog).getByTestId('offer-send'));
    expect((await within(dialog).findByTestId('offer-contract-problem')).textContent).toBe(
      'A level pays more than your own contract does.',
    );
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('offer-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((call) => call.url.pathname === '/wps/v2/agent/contracts/offers').at(-1);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      downlineId,
      product: 'all',
      terms: { ...myTerms, tiers: [{ ...myTerms.tiers[0], pay: { type: 'percent', rate: '0.5' } }] },
    });
  });

  it('says so when I hold no contract to offer from', async () => {
    stubApi(({ url }) => (url.pathname === '/wps/member/info/funds/consolidated' ? ok(flags(0)) : undefined));
    renderWithProviders(
      <OfferContractDialog
        downlineId={downlineId}
        downlineName="friend"
        timeZone="Asia/Bangkok"
        onClose={() => undefined}
      />,
    );
    expect((await screen.findByTestId('offer-contract-none-held')).textContent).toBe(
      'You can offer a contract only while you hold one of the same kind.',
    );
  });

  it('modifies instead of offering when the downline already holds a signed contract of the kind from me', async () => {
    const given: AgentContract = {
      ...held,
      id: '0196a7d2-0000-7000-8000-000000000002',
      issuerUsername: 'me',
      receiverId: downlineId,
      receiverUsername: 'friend',
      current: held.current && {
        ...held.current,
        terms: {
          ...myTerms,
          tiers: myTerms.tiers.map((tier) => ({ ...tier, pay: { type: 'percent' as const, rate: '0.5' } })),
        },
      },
    };
    // Once modified, the lists answer the contract waiting for the downline: the dialog still closes.
    let modified = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/info/funds/consolidated') return ok(flags(1));
      if (url.pathname === '/wps/relay/MCS2_processDailySalContract' && method === 'GET') {
        return ok({ ...mine, issued: [modified ? { ...given, status: 'E' } : given], offersUsed: 1 });
      }
      if (url.pathname === `/wps/v2/agent/contracts/${given.id}/modification`) {
        modified = true;
        return ok({ ...given, status: 'E' });
      }
      return undefined;
    });
    const onClose = vi.fn();
    renderWithProviders(
      <OfferContractDialog downlineId={downlineId} downlineName="friend" timeZone="Asia/Bangkok" onClose={onClose} />,
    );
    const dialog = await screen.findByTestId('offer-contract-dialog');
    expect(await within(dialog).findByText("Modify friend's contract")).toBeTruthy();
    const rate = await within(dialog).findByTestId<HTMLInputElement>('offer-tier-0-pay');
    expect(rate.value).toBe('0.5');
    fireEvent.change(rate, { target: { value: '0.8' } });
    fireEvent.click(within(dialog).getByText('Send the new terms'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.some((call) => call.url.pathname === '/wps/v2/agent/contracts/offers')).toBe(false);
    const sent = calls.find((call) => call.url.pathname.endsWith('/modification'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      terms: { ...myTerms, tiers: [{ ...myTerms.tiers[0], pay: { type: 'percent', rate: '0.8' } }] },
    });
  });

  it('says the downline has not answered yet when a contract of the kind waits for it', async () => {
    const waiting: AgentContract = { ...held, status: 'P', receiverId: downlineId, current: null };
    stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/info/funds/consolidated') return ok(flags(1));
      if (url.pathname === '/wps/relay/MCS2_processDailySalContract' && method === 'GET') {
        return ok({ ...mine, issued: [waiting] });
      }
      return undefined;
    });
    renderWithProviders(
      <OfferContractDialog downlineId={downlineId} downlineName="friend" timeZone="Asia/Bangkok" onClose={() => {}} />,
    );
    expect((await screen.findByTestId('offer-contract-waiting')).textContent).toBe(
      'friend has not answered this contract yet (Waiting for an answer). Wait for the answer, or withdraw it on the contract page first.',
    );
  });
});

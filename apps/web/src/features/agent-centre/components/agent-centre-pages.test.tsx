import type { Downline, InviteLink, TeamOverview } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { DownlineManagementPage } from './downline-management-page';
import { RegisterCenterPage } from './register-center-page';
import { TeamOverviewPage } from './team-overview-page';

const overview = (period: TeamOverview['period'], stake: string): TeamOverview => ({
  period,
  startDate: '2026-11-22',
  endDate: '2026-11-27',
  currency: 'THB',
  balance: '1200.00',
  directMembers: 2,
  teamMembers: 5,
  teamAgents: 1,
  newMembers: 3,
  activeMembers: 2,
  depositors: 1,
  deposits: '500.00',
  withdrawers: 0,
  withdrawals: '0.00',
  stake,
  validBet: '80.00',
  payout: '40.00',
  profitLoss: '-60.00',
});

const downline: Downline = {
  id: '0196a7d2-0000-7000-8000-000000000001',
  memberNumber: 100123,
  username: 'friend01',
  kind: 'member',
  level: 2,
  upline: 'subagent',
  status: 'active',
  balance: '250.00',
  teamMembers: 0,
  registeredAt: '2026-11-26T18:30:00.000Z',
  lastLoginAt: null,
  note: '',
};

const link: InviteLink = {
  id: '0196a7d2-0000-7000-8000-0000000000aa',
  code: 'K7M2P9QX',
  kind: 'member',
  status: 'active',
  registrations: 4,
  createdAt: '2026-11-20T03:00:00.000Z',
  expiresAt: null,
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.loadNamespaces('agent');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamOverviewPage', () => {
  it("shows the period's figures and asks again for another period", async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname !== '/wps/agent/team/overview') return undefined;
      const period = (url.searchParams.get('period') ?? 'today') as TeamOverview['period'];
      return ok(overview(period, period === 'thisWeek' ? '700.00' : '100.00'));
    });
    renderWithProviders(<TeamOverviewPage currency="THB" />);
    expect((await screen.findByTestId('agent-overview-members')).textContent).toContain('5');
    expect(screen.getByTestId('agent-overview-members').textContent).toContain('2 direct · 1 agents');
    expect(screen.getByTestId('agent-overview-deposits').textContent).toContain('฿500.00');
    expect(screen.getByTestId('agent-overview-profit-loss').textContent).toContain('-฿60.00');
    expect(screen.getByTestId('agent-overview-range').textContent).toBe('2026/11/22 – 2026/11/27');

    fireEvent.click(screen.getByTestId('agent-period-thisWeek'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('period')).toBe('thisWeek'));
    await waitFor(() => expect(screen.getByTestId('agent-overview').textContent).toContain('฿700.00'));
  });
});

describe('RegisterCenterPage', () => {
  it('checks the form, creates an agent and shows its invitation code', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/agent/invite-links' && method === 'GET') return ok([link]);
      if (url.pathname === '/wps/agent/invitation-code') return ok({ code: 'OWN23456' });
      if (url.pathname === '/wps/agent/downlines' && method === 'POST') {
        return ok({ username: 'newagent', kind: 'agent', affiliateCode: 'AB12CD34' });
      }
      return undefined;
    });
    renderWithProviders(<RegisterCenterPage timeZone="Asia/Bangkok" origin="https://example.test" />);
    const panel = await screen.findByTestId('agent-register-panel');
    const own = await screen.findByTestId('agent-invitation-code');
    expect(within(own).getByTestId('agent-own-code').textContent).toBe('OWN23456');
    expect(own.textContent).toContain('https://example.test/register?referralCode=OWN23456');
    expect(own.textContent).toContain('join your team as members');

    fireEvent.click(within(panel).getByTestId('agent-register-submit'));
    expect(await within(panel).findAllByText('Please fill this in')).toHaveLength(3);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('agent-register-kind-agent'));
    fireEvent.change(screen.getByTestId('agent-register-username'), { target: { value: 'newagent' } });
    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'weak' } });
    fireEvent.change(screen.getByTestId('agent-register-confirm'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect(await screen.findByText(/8 to 20 characters/)).toBeTruthy();

    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'Secret#2026' } });
    fireEvent.change(screen.getByTestId('agent-register-confirm'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-done')).textContent).toContain('AB12CD34');
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      kind: 'agent',
      username: 'newagent',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
    });
  });

  it('shows a refusal in the language of the server and the links with their registrations', async () => {
    stubApi(({ url, method }) => {
      if (url.pathname === '/wps/agent/invite-links' && method === 'GET') return ok([link]);
      if (url.pathname === '/wps/agent/invitation-code') return ok({ code: null });
      if (url.pathname === '/wps/agent/downlines') {
        return failure(409, 'AGENT_QUOTA_REACHED', 'Your registration quota is used up.');
      }
      return undefined;
    });
    renderWithProviders(<RegisterCenterPage timeZone="Asia/Bangkok" origin="https://example.test" />);
    const row = await screen.findByTestId('agent-link-row');
    expect(row.textContent).toContain('K7M2P9QX');
    expect(row.textContent).toContain('https://example.test/register?referralCode=K7M2P9QX');
    expect(row.textContent).toContain('Registrations: 4');
    expect(row.textContent).toContain('2026/11/20');
    expect(row.textContent).not.toContain(link.id);
    // An agent without an own code (made before approvals gave one) sees no empty panel for it.
    expect(screen.queryByTestId('agent-invitation-code')).toBeNull();

    fireEvent.change(screen.getByTestId('agent-register-username'), { target: { value: 'another1' } });
    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'Secret#2026' } });
    fireEvent.change(screen.getByTestId('agent-register-confirm'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-error')).textContent).toBeTruthy();
  });
});

describe('DownlineManagementPage', () => {
  it('lists downlines without their keys, searches by username and saves a note', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/agent/downlines' && method === 'GET') {
        const content = url.searchParams.get('username') === 'nobody' ? [] : [downline];
        return ok({ content, pageNum: 1, totalPages: 1, total: content.length });
      }
      if (url.pathname.endsWith('/note') && method === 'PUT') return ok(true);
      return undefined;
    });
    renderWithProviders(<DownlineManagementPage currency="THB" timeZone="Asia/Bangkok" />);
    const row = await screen.findByTestId('agent-downline-row');
    expect(row.textContent).toContain('friend01');
    expect(row.textContent).toContain('Level 2');
    expect(row.textContent).toContain('฿250.00');
    // Registered at 01:30 on the 27th in Bangkok, still the 26th in UTC.
    expect(row.textContent).toContain('2026/11/27');
    expect(row.textContent).toContain('ID 100123');
    expect(row.textContent).not.toContain(downline.id);

    fireEvent.click(within(row).getByTestId('agent-downline-note-edit'));
    fireEvent.change(await screen.findByTestId('agent-note-text'), { target: { value: 'VIP friend' } });
    fireEvent.click(screen.getByTestId('agent-note-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/wps/agent/downlines/${downline.id}/note`);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ note: 'VIP friend' });

    fireEvent.change(screen.getByTestId('agent-downline-search'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByTestId('agent-downline-search-submit'));
    expect(await screen.findByTestId('no-data')).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('username')).toBe('nobody');
  });
});

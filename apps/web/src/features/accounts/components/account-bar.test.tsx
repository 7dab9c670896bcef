import type { MemberInfo } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getMemberSession, resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { AccountBar } from './account-bar';

const memberInfo: MemberInfo = {
  id: '5f0c7a52-9b1e-4f0e-a7d2-3c1b8e4d6a90',
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
};

beforeEach(async () => {
  sessionStorage.clear();
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account menu', () => {
  it('shows and copies the member’s readable ID, never the technical id', async () => {
    startMemberSession({ token: 'token-1' });
    stubApi(({ url }) => (url.pathname === '/wps/member/info' ? ok(memberInfo) : undefined));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const session = getMemberSession();
    if (!session) throw new Error('no session');
    renderWithProviders(
      <AccountBar
        session={session}
        balance={null}
        balanceRefreshing={false}
        onRefreshBalance={() => undefined}
        onNeedRealAccount={() => undefined}
        onChangePassword={() => undefined}
        onLogOut={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByTestId('header-menu', {}, { timeout: 5_000 }));
    const copy = await screen.findByTestId('header-copy-id');
    expect(copy.textContent).toContain('100231');
    expect(copy.getAttribute('aria-label')).toContain('100231');
    expect(document.body.textContent).not.toContain('5f0c7a');
    fireEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('100231'));
  });

  it('calls a trial player a guest, not by the user name the server made up', async () => {
    startMemberSession({ token: 'token-2' });
    const trial = { ...memberInfo, account: 'trial7ee7165a81', nickname: 'trial7ee7165a81', type: 4, isTrial: true };
    stubApi(({ url }) => (url.pathname === '/wps/member/info' ? ok(trial) : undefined));
    const session = getMemberSession();
    if (!session) throw new Error('no session');
    renderWithProviders(
      <AccountBar
        session={session}
        balance={null}
        balanceRefreshing={false}
        onRefreshBalance={() => undefined}
        onNeedRealAccount={() => undefined}
        onChangePassword={() => undefined}
        onLogOut={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByTestId('header-menu', {}, { timeout: 5_000 }));
    await screen.findByTestId('header-copy-id');
    expect(screen.getByTestId('header-account').textContent).toContain('Guest');
    expect(document.body.textContent).not.toContain('trial7ee');
  });
});

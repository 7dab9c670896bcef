import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMemberSession, startMemberSession } from '@/lib/member-session';
import { freshBrowserEachTest, memberInfo } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { AccountBar } from './account-bar';

// A real member's technical id, so the menu can be shown never to print it.
const member = { ...memberInfo, id: '5f0c7a52-9b1e-4f0e-a7d2-3c1b8e4d6a90' };

freshBrowserEachTest();

/** The account bar of the session just started, with its menu opened. */
async function openAccountMenu() {
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
}

describe('the account menu', () => {
  it('shows and copies the member’s readable ID, never the technical id', async () => {
    startMemberSession({ token: 'token-1' });
    stubApi(({ url }) => (url.pathname === '/wps/member/info' ? ok(member) : undefined));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openAccountMenu();
    const copy = await screen.findByTestId('header-copy-id');
    expect(copy.textContent).toContain('100231');
    expect(copy.getAttribute('aria-label')).toContain('100231');
    expect(document.body.textContent).not.toContain('5f0c7a');
    fireEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('100231'));
  });

  it('calls a trial player a guest, not by the user name the server made up', async () => {
    startMemberSession({ token: 'token-2' });
    const trial = { ...member, account: 'trial7ee7165a81', nickname: 'trial7ee7165a81', type: 4, isTrial: true };
    stubApi(({ url }) => (url.pathname === '/wps/member/info' ? ok(trial) : undefined));
    await openAccountMenu();
    await screen.findByTestId('header-copy-id');
    expect(screen.getByTestId('header-account').textContent).toContain('Guest');
    expect(document.body.textContent).not.toContain('trial7ee');
  });
});

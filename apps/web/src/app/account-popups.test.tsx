import { siteConfigSchema } from '@croupier/contracts';
import type { SiteConfig } from '@croupier/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { useSetAppState } from '@/lib/app-store';
import { i18n } from '@/lib/i18n';
import { getMemberSession, startMemberSession } from '@/lib/member-session';
import { freshBrowserEachTest, memberInfo } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { AccountPopups, routePopupOf } from './account-popups';
import { SiteConfigContext } from './site-config-context';

// Parsed, so fields the contract gives defaults to are filled in as the API client would.
const siteConfig: SiteConfig = siteConfigSchema.parse({
  merchantCode: 'DEMO',
  merchantName: 'Demo Casino',
  currency: 'THB',
  timeZone: 'Asia/Bangkok',
  defaultLanguage: 'en',
  languages: ['th', 'en'],
  customerService: [],
  contactChannels: [],
  currencySymbol: '฿',
  resources: [],
  domainRoute: [],
  whitelabel: [
    { modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }] },
  ],
  registerValidation: [],
  mainDomain: '',
  analytics: { gtagId: '' },
  imageCDNs: [],
  launchGameCDNs: [],
  location: { ip: '203.0.113.7', countryCode: 'PH' },
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function OpenLogOut() {
  const setAppState = useSetAppState();
  return (
    <button type="button" onClick={() => setAppState({ accountDialog: 'logout' })}>
      open logout
    </button>
  );
}

function renderPopups(route: string) {
  return renderWithProviders(
    <SiteConfigContext value={siteConfig}>
      <OpenLogOut />
      <Where />
      <AccountPopups />
    </SiteConfigContext>,
    { route },
  );
}

freshBrowserEachTest();

describe('AccountPopups', () => {
  it('knows the popups that have routes of their own', () => {
    expect(routePopupOf('/login')).toBe('login');
    expect(routePopupOf('/Register/')).toBe('register');
    expect(routePopupOf('/forget')).toBe('forget');
    expect(routePopupOf('/member')).toBeNull();
  });

  it('logs out after the question: revokes the token, clears session storage and the flags, goes home', async () => {
    startMemberSession({ token: 'token-1', isAgent: true, remember: true });
    sessionStorage.setItem('HOT_GAMES', '[]');
    const calls = stubApi(({ url, method }) =>
      url.pathname === '/wps/session/logout' && method === 'DELETE' ? ok(true) : undefined,
    );
    renderPopups('/member');

    fireEvent.click(screen.getByText('open logout'));
    expect(screen.getByTestId('logout-dialog').textContent).toContain('Are you sure you want to log out?');
    fireEvent.click(screen.getByTestId('logout-cancel'));
    expect(screen.queryByTestId('logout-dialog')).toBeNull();
    expect(getMemberSession()?.token).toBe('token-1');

    fireEvent.click(screen.getByText('open logout'));
    fireEvent.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    const logout = calls.find((call) => call.url.pathname === '/wps/session/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(getMemberSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('still ends the session on this device when the server cannot be reached', async () => {
    startMemberSession({ token: 'token-1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPopups('/');
    fireEvent.click(screen.getByText('open logout'));
    fireEvent.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(getMemberSession()).toBeNull());
  });

  it('opens the login popup on /login with the free demo the brand offers, and signs a trial player in', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/session/login/freeplay') {
        return ok({
          token: 'trial-token',
          firstTimeLogin: true,
          passwordExpired: false,
          mustChangePassword: false,
          type: 4,
          isAgent: false,
        });
      }
      if (url.pathname === '/wps/member/info') return ok({ ...memberInfo, account: 'trial1', type: 4, isTrial: true });
      return undefined;
    });
    renderPopups('/login');
    expect(screen.getByTestId('login-modal')).toBeTruthy();
    expect(screen.queryByTestId('login-tab-sms')).toBeNull();
    fireEvent.click(screen.getByTestId('login-free-demo'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(getMemberSession()).toMatchObject({ token: 'trial-token', isTrial: true, account: 'trial1' });
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it('runs the first-login action after a first login and welcomes the member once', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/session/login/freeplay') {
        return ok({
          token: 't',
          firstTimeLogin: true,
          passwordExpired: false,
          mustChangePassword: false,
          type: 4,
          isAgent: false,
        });
      }
      if (url.pathname === '/wps/member/firstLogin') return ok({ firstLogin: true });
      if (url.pathname === '/wps/member/info') return ok({ ...memberInfo, type: 4, isTrial: true });
      return undefined;
    });
    renderPopups('/login');
    fireEvent.click(screen.getByTestId('login-free-demo'));
    const welcome = await screen.findByTestId('welcome-dialog');
    expect(welcome.textContent).toContain('Welcome to Demo Casino');
    // A trial account plays with play money: it is never told to deposit.
    await waitFor(() => expect(welcome.textContent).toContain(i18n.t('accounts:welcome.trialMessage')));
    expect(welcome.textContent).not.toMatch(/deposit/i);
    fireEvent.click(screen.getByTestId('welcome-dialog-confirm'));
    expect(screen.queryByTestId('welcome-dialog')).toBeNull();
  });

  it('welcomes a new real member with the way to deposit', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/session/login') {
        return ok({
          token: 't',
          firstTimeLogin: true,
          passwordExpired: false,
          mustChangePassword: false,
          type: 1,
          isAgent: false,
        });
      }
      if (url.pathname === '/wps/member/firstLogin') return ok({ firstLogin: true });
      if (url.pathname === '/wps/member/info') return ok(memberInfo);
      return undefined;
    });
    renderPopups('/login');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'player1' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const welcome = await screen.findByTestId('welcome-dialog');
    expect(welcome.textContent).toContain(i18n.t('accounts:welcome.message'));
  });

  it('opens the forced change-password dialog, which cannot be closed, without asking a known password', async () => {
    startMemberSession({ token: 'token-1', mustChangePassword: true });
    const calls = stubApi(({ url }) => (url.pathname === '/wps/member/password' ? ok(true) : ok(memberInfo)));
    renderPopups('/');
    const dialog = screen.getByTestId('change-password-modal');
    expect(dialog.querySelector('[data-testid="modal-close"]')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
    expect(screen.getByTestId('change-old-password')).toBeTruthy();

    fireEvent.change(screen.getByTestId('change-old-password'), { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('change-new-password'), { target: { value: 'Secret#2026' } });
    fireEvent.change(screen.getByTestId('change-confirm-password'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByTestId('change-submit'));
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
    expect(JSON.parse(calls.find((call) => call.url.pathname === '/wps/member/password')?.body ?? '{}')).toEqual({
      oldPassword: '123456',
      newPassword: 'Secret#2026',
      confirmNewPassword: 'Secret#2026',
    });
    expect(getMemberSession()?.mustChangePassword).toBe(false);
  });
});

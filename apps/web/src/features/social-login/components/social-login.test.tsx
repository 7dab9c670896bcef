import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { takeBrowserBinding } from '../api/start-social-login';
import { LinkedProvidersPanel } from './linked-providers-panel';
import { SocialLinkForm } from './social-link-form';
import { SocialLoginButtons } from './social-login-buttons';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SocialLoginButtons', () => {
  it('shows nothing when the brand has no provider on', () => {
    renderWithProviders(<SocialLoginButtons providers={[]} />);
    expect(screen.queryByTestId('social-login-buttons')).toBeNull();
  });

  it('offers the providers on, by name, and sends the browser to the page the server answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi(({ url }) =>
      url.pathname === '/wps/social-login/google/start'
        ? ok({ authorizationUrl: 'https://accounts.example/authorize?state=x', browserBinding: 'binding-of-this-tab' })
        : undefined,
    );
    renderWithProviders(<SocialLoginButtons providers={['line', 'google']} />);
    expect(screen.getByTestId('social-login-line').textContent).toBe('Continue with LINE');
    expect(screen.queryByTestId('social-login-facebook')).toBeNull();
    fireEvent.click(screen.getByTestId('social-login-google'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?state=x'));
    expect(calls[0]?.method).toBe('POST');
    // Kept by this tab for the callback page, and taken only once.
    expect(takeBrowserBinding()).toBe('binding-of-this-tab');
    expect(takeBrowserBinding()).toBe('');
  });

  it('says why when the provider is off', async () => {
    stubApi(() => failure(403, 'SOCIAL_LOGIN_DISABLED', 'off'));
    renderWithProviders(<SocialLoginButtons providers={['line']} />);
    fireEvent.click(screen.getByTestId('social-login-line'));
    // The server's own (translated) text is what the player reads.
    expect((await screen.findByTestId('social-login-error')).textContent).toBe('off');
  });
});

describe('SocialLinkForm', () => {
  it('sends the ticket with the username and password, and shows a refusal with the password cleared', async () => {
    let attempts = 0;
    const calls = stubApi(({ url }) => {
      if (url.pathname !== '/wps/social-login/link') return undefined;
      attempts += 1;
      if (attempts === 1) return failure(401, 'INVALID_CREDENTIALS', 'wrong', { remainingAttempts: 4 });
      return ok({
        provider: 'line',
        login: {
          token: 'token-9',
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
          type: 1,
          isAgent: false,
          twoFactorRequired: false,
          twoFactorSetupRequired: false,
        },
      });
    });
    const onLinked = vi.fn();
    renderWithProviders(
      <SocialLinkForm
        ticket="ticket-0123456789abcdef"
        provider="line"
        smsLogin={false}
        defaultDialCode="66"
        onLinked={onLinked}
      />,
    );
    fireEvent.click(screen.getByTestId('social-link-submit'));
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByTestId('social-link-username'), { target: { value: 'lucky1' } });
    fireEvent.change(screen.getByTestId('social-link-password'), { target: { value: 'Wrong#1' } });
    fireEvent.click(screen.getByTestId('social-link-submit'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('social-link-password').value).toBe(''));
    expect(screen.getByTestId('social-link-error').textContent).toBe('wrong');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      ticket: 'ticket-0123456789abcdef',
      method: 'password',
      username: 'lucky1',
      password: 'Wrong#1',
    });

    fireEvent.change(screen.getByTestId('social-link-password'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByTestId('social-link-submit'));
    await waitFor(() => expect(onLinked).toHaveBeenCalledWith(expect.objectContaining({ token: 'token-9' }), 'lucky1'));
  });
});

describe('SocialLinkForm by SMS', () => {
  it('sends a login code to the number, then links with the number and the code', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/verification/sms/login') return ok({ expiredMinutes: 5 });
      if (url.pathname === '/wps/social-login/link') return failure(400, 'VERIFICATION_CODE_INVALID', 'bad code');
      return undefined;
    });
    renderWithProviders(
      <SocialLinkForm
        ticket="ticket-0123456789abcdef"
        provider="google"
        smsLogin
        defaultDialCode="66"
        onLinked={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId('social-link-by-sms'));
    fireEvent.change(screen.getByTestId('social-link-mobile'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('social-link-send-code'));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/wps/verification/sms/login')).toBe(true));
    fireEvent.change(screen.getByTestId('social-link-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('social-link-submit'));
    expect((await screen.findByTestId('social-link-error')).textContent).toBe('bad code');
    const linkCall = calls.find((call) => call.url.pathname === '/wps/social-login/link');
    expect(JSON.parse(String(linkCall?.body))).toEqual({
      ticket: 'ticket-0123456789abcdef',
      method: 'sms',
      countryDialingCode: '66',
      mobileNum: '0812345678',
      code: '123456',
    });
  });
});

describe('LinkedProvidersPanel', () => {
  it('lists linked and linkable providers and unlinks with the password', async () => {
    startMemberSession({ token: 'token-1' });
    let identities = [{ provider: 'line', linkedAt: '2026-11-25T17:30:00Z' }];
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/social-login/identities' && method === 'GET') {
        return ok({ identities, enabledProviders: ['line', 'google'] });
      }
      if (url.pathname === '/wps/social-login/identities/line/unlink') {
        identities = [];
        return ok(true);
      }
      return undefined;
    });
    renderWithProviders(<LinkedProvidersPanel timeZone="Asia/Bangkok" />);
    expect((await screen.findByTestId('linked-provider-line')).textContent).toContain('Linked 2026/11/26');
    expect(screen.getByTestId('linked-provider-google').textContent).toContain('Not linked');
    expect(screen.getByTestId('link-google')).toBeTruthy();

    fireEvent.click(screen.getByTestId('unlink-line'));
    fireEvent.change(screen.getByTestId('unlink-password'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByTestId('unlink-confirm'));
    await waitFor(() => expect(screen.getByTestId('linked-provider-line').textContent).toContain('Not linked'));
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')?.body))).toEqual({ password: 'Secret#2026' });
  });
});

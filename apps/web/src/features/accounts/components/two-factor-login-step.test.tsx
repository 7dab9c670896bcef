import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMemberSession } from '@/lib/member-session';
import { fill, freshBrowserEachTest, memberInfo, signedIn } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { LoginForm } from './login-form';
import { LoginModal } from './login-modal';

freshBrowserEachTest();

const session = signedIn('token-2fa');

describe('login with a second factor', () => {
  it('asks for the code after the password and signs in only once the code is right', async () => {
    let codeTries = 0;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/session/login' && method === 'POST') {
        return ok({ twoFactorRequired: true, challengeToken: 'challenge-1', expiresInSeconds: 300 });
      }
      if (url.pathname === '/wps/session/login/two-factor') {
        codeTries += 1;
        return codeTries === 1
          ? failure(401, 'TWO_FACTOR_CODE_INVALID', 'The two-factor code is wrong or already used.', {
              remainingAttempts: 4,
            })
          : ok(session);
      }
      if (url.pathname === '/wps/member/info') return ok(memberInfo);
      return undefined;
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm portal="member" smsLogin={false} defaultDialCode="66" onSignedIn={onSignedIn} />);

    fill('login-username', 'lucky1');
    fill('login-password', 'Secret#2026');
    fireEvent.click(screen.getByTestId('login-submit'));

    await screen.findByTestId('login-two-factor');
    // The password step gave no session.
    expect(getMemberSession()).toBeNull();
    expect(screen.getByText('Two-factor authentication')).toBeTruthy();

    // A malformed code is refused before anything is sent.
    fill('login-two-factor-code', '12');
    fireEvent.click(screen.getByTestId('login-two-factor-submit'));
    expect((await screen.findByTestId('field-error-two-factor-code')).textContent).toBe(
      'Enter 6 digits or a recovery code',
    );
    expect(calls.filter((call) => call.url.pathname === '/wps/session/login/two-factor')).toHaveLength(0);

    fill('login-two-factor-code', '000000');
    fireEvent.click(screen.getByTestId('login-two-factor-submit'));
    expect((await screen.findByTestId('field-error-two-factor-code')).textContent).toBe(
      'The two-factor code is wrong or already used.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();

    fill('login-two-factor-code', '123 456');
    fireEvent.click(screen.getByTestId('login-two-factor-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(getMemberSession()?.token).toBe('token-2fa');
    const sent = calls.filter((call) => call.url.pathname === '/wps/session/login/two-factor');
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({ challengeToken: 'challenge-1', code: '123 456' });
  });

  it('goes back to the password step', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/session/login'
        ? ok({ twoFactorRequired: true, challengeToken: 'challenge-2', expiresInSeconds: 300 })
        : undefined,
    );
    renderWithProviders(<LoginForm portal="member" smsLogin={false} defaultDialCode="66" onSignedIn={vi.fn()} />);
    fill('login-username', 'lucky1');
    fill('login-password', 'Secret#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(await screen.findByTestId('login-two-factor-back'));
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('login-password').value).toBe('');
  });

  it('in the login popup, hides the free demo and the register link during the second step and brings them back', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/session/login'
        ? ok({ twoFactorRequired: true, challengeToken: 'challenge-3', expiresInSeconds: 300 })
        : undefined,
    );
    renderWithProviders(
      <LoginModal open onClose={vi.fn()} onSignedIn={vi.fn()} smsLogin={false} freePlay defaultDialCode="66" />,
    );
    expect(screen.getByTestId('login-free-demo')).toBeTruthy();
    expect(screen.getByTestId('login-register-link')).toBeTruthy();
    fill('login-username', 'lucky1');
    fill('login-password', 'Secret#2026');
    fireEvent.click(screen.getByTestId('login-submit'));

    await screen.findByTestId('login-two-factor');
    // The popup hears of the second step from the form after it renders: wait for it rather than race it.
    await waitFor(() => expect(screen.queryByTestId('login-free-demo')).toBeNull());
    expect(screen.queryByTestId('login-register-link')).toBeNull();
    expect(screen.queryByText('Play the free demo')).toBeNull();

    fireEvent.click(screen.getByTestId('login-two-factor-back'));
    expect(await screen.findByTestId('login-free-demo')).toBeTruthy();
    expect(screen.getByTestId('login-register-link')).toBeTruthy();
  });
});

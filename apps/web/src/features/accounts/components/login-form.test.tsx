import type { LoginBody } from '@croupier/contracts';
import type { VerifySolutionOptions } from 'altcha-lib';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getKnownPassword, getMemberSession } from '@/lib/member-session';
import { fill, freshBrowserEachTest, memberInfo, signedIn } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { LoginForm } from './login-form';

const captchaImage = 'data:image/png;base64,iVBORw0KGgo=';
const proofKey = 'k'.repeat(64);
let captchaChallenge: { captchaId: string; image: string; expiresInSeconds: number; proofOfWork: unknown };
beforeAll(async () => {
  // A real ALTCHA challenge, made easy (the answer is the 30th counter) so the test solves it at once.
  const proofOfWork = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 30,
    data: { captchaId: 'c-1' },
    deriveKey,
    hmacSignatureSecret: proofKey,
  });
  captchaChallenge = { captchaId: 'c-1', image: captchaImage, expiresInSeconds: 120, proofOfWork };
});

freshBrowserEachTest();

const loginResult = signedIn('token-1');

describe('LoginForm', () => {
  it('shows the captcha after a failed login and sends its answer with the next try', async () => {
    let attempts = 0;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/captcha') return ok(captchaChallenge);
      if (url.pathname === '/wps/session/login' && method === 'POST') {
        attempts += 1;
        return attempts === 1
          ? failure(401, 'INVALID_CREDENTIALS', 'Wrong user name or password.', { captcha: true })
          : ok(loginResult);
      }
      if (url.pathname === '/wps/member/info') return ok(memberInfo);
      return undefined;
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm portal="member" smsLogin={false} defaultDialCode="66" onSignedIn={onSignedIn} />);
    expect(screen.queryByTestId('login-captcha-image')).toBeNull();

    fill('login-username', 'lucky1');
    fill('login-password', 'Wrong#2026');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('form-error')).toHaveProperty('textContent', 'Wrong user name or password.');
    const image = await screen.findByTestId('login-captcha-image');
    expect(image.getAttribute('src')).toBe(captchaImage);

    // The captcha is now required: an empty answer is refused before anything is sent.
    fill('login-password', 'Secret#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('field-error-captcha')).toHaveProperty('textContent', 'Input cannot be empty');
    expect(attempts).toBe(1);

    fill('login-captcha', 'AB12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginResult));
    const second = calls.filter((call) => call.url.pathname === '/wps/session/login')[1];
    expect(JSON.parse(second?.body ?? '{}')).toMatchObject({
      username: 'lucky1',
      password: 'Secret#2026',
      type: 'username',
      portal: 'member',
      captchaId: 'c-1',
      captcha: 'AB12',
    });
    expect(getMemberSession()).toMatchObject({ token: 'token-1', account: 'lucky1', customerId: 'member-1' });
  });

  it('answers the captcha without the image: the browser proves it and the code need not be typed', async () => {
    let attempts = 0;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/captcha') return ok(captchaChallenge);
      if (url.pathname === '/wps/session/login' && method === 'POST') {
        attempts += 1;
        return attempts === 1
          ? failure(401, 'INVALID_CREDENTIALS', 'Wrong user name or password.', { captcha: true })
          : ok(loginResult);
      }
      if (url.pathname === '/wps/member/info') return ok(memberInfo);
      return undefined;
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm portal="member" smsLogin={false} defaultDialCode="66" onSignedIn={onSignedIn} />);
    fill('login-username', 'lucky1');
    fill('login-password', 'Wrong#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-captcha-image');

    const input = screen.getByLabelText('Code from the image');
    expect(input.getAttribute('aria-describedby')).toContain('-alternative');
    const prove = await screen.findByRole('button', { name: "Can't read the image? Verify without it" });
    await waitFor(() => expect(prove).toHaveProperty('disabled', false));
    fireEvent.click(prove);
    expect(await screen.findByTestId('login-captcha-prove-done')).toHaveProperty(
      'textContent',
      'Verified: you can continue without typing the code',
    );
    expect(input).toHaveProperty('disabled', true);

    fill('login-password', 'Secret#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginResult));
    const second = JSON.parse(
      calls.filter((call) => call.url.pathname === '/wps/session/login')[1]?.body ?? '{}',
    ) as LoginBody;
    expect(second).toMatchObject({ captchaId: 'c-1' });
    expect(second.captcha).toBeUndefined();
    const payload = JSON.parse(atob(String(second.captchaProof))) as Pick<
      VerifySolutionOptions,
      'challenge' | 'solution'
    >;
    expect(payload.solution.counter).toBe(30);
    const checked = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: proofKey });
    expect(checked.verified).toBe(true);
  });

  it('with remember me keeps the username (never the password) and a one-day session in localStorage', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/wps/session/login') return ok({ ...loginResult, mustChangePassword: true });
      if (url.pathname === '/wps/member/info') return ok({ ...memberInfo, mustChangePassword: true });
      return undefined;
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm portal="member" smsLogin={false} defaultDialCode="66" onSignedIn={onSignedIn} />);
    fill('login-username', 'lucky1');
    fill('login-password', 'Secret#2026');
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());

    expect(localStorage.getItem('rememberedUsername')).toBe('lucky1');
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(Number(localStorage.getItem('sessionExpiresAt'))).toBeGreaterThan(Date.now());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Secret#2026');
    // A forced change right after a password login does not ask for the password again.
    expect(getKnownPassword()).toBe('Secret#2026');
  });

  it('prefills a remembered username, and unticking forgets it at once', () => {
    localStorage.setItem('rememberedUsername', 'lucky1');
    stubApi(() => undefined);
    renderWithProviders(<LoginForm portal="member" smsLogin={false} defaultDialCode="66" onSignedIn={vi.fn()} />);
    expect(screen.getByTestId<HTMLInputElement>('login-username').value).toBe('lucky1');
    const remember = screen.getByTestId<HTMLInputElement>('login-remember');
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    expect(localStorage.getItem('rememberedUsername')).toBeNull();
  });

  it('logs in by SMS with the mobile number and the code', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/verification/sms/login') return ok({ expiredMinutes: 1 });
      if (url.pathname === '/wps/session/login') return ok(loginResult);
      if (url.pathname === '/wps/member/info') return ok(memberInfo);
      return undefined;
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm portal="member" smsLogin defaultDialCode="63" onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    fireEvent.click(screen.getByTestId('login-sms-send'));
    expect(await screen.findByTestId('field-error-mobileNum')).toHaveProperty('textContent', 'Input cannot be empty');

    fill('login-mobile', '09171234567');
    fireEvent.click(screen.getByTestId('login-sms-send'));
    await waitFor(() => expect(screen.getByTestId('login-sms-send').textContent).toBe('60 s'));
    expect(JSON.parse(calls.at(-1)?.body ?? '{}')).toEqual({ mobileNum: '09171234567', countryDialingCode: '63' });

    fill('login-sms-code', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const login = calls.find((call) => call.url.pathname === '/wps/session/login');
    expect(JSON.parse(login?.body ?? '{}')).toMatchObject({
      username: '09171234567',
      password: '123456',
      type: 'sms',
      countryDialingCode: '63',
    });
  });

  it('shows the warning popup with the server message when the code cannot be sent', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/verification/sms/login'
        ? failure(429, 'SMS_TOO_MANY_REQUESTS', 'Too many requests, try again after 5 minutes.')
        : undefined,
    );
    renderWithProviders(<LoginForm portal="member" smsLogin defaultDialCode="66" onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    fill('login-mobile', '0812345678');
    fireEvent.click(screen.getByTestId('login-sms-send'));
    const warning = await screen.findByTestId('sms-warning');
    expect(warning.textContent).toContain('Too many requests, try again after 5 minutes.');
    fireEvent.click(screen.getByTestId('sms-warning-confirm'));
    await waitFor(() => expect(screen.queryByTestId('sms-warning')).toBeNull());
    expect(screen.getByTestId('login-sms-send').hasAttribute('disabled')).toBe(false);
  });
});

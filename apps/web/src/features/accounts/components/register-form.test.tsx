import type { LoginResult, RegistrationFieldRule } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import type { BrandRegistrationSettings } from '../api/get-registration-settings';
import { RegisterForm } from './register-form';

const rule = (
  field: RegistrationFieldRule['field'],
  change: Partial<RegistrationFieldRule> = {},
): RegistrationFieldRule => ({
  field,
  show: true,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 64,
  ...change,
});

const settings: BrandRegistrationSettings = {
  fields: [
    rule('mobileNum', { acceptedPattern: 'DIGITS', minLength: 9, maxLength: 10 }),
    rule('line', { acceptedPattern: 'NO_SPACES', minLength: 3, maxLength: 30, required: true }),
    rule('qqNum', { show: false }),
    rule('captcha', { show: false }),
  ],
  minimumAge: 20,
  birthdayRequired: false,
  mobileRegistration: false,
  smsVerification: false,
  usernameRule: { minLength: 4, maxLength: 16, acceptedPattern: 'LETTER_FIRST_ALPHANUMERIC' },
  passwordRule: { minLength: 8, maxLength: 20 },
};

const loginResult: LoginResult = {
  token: 'token-1',
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  type: 0,
  isAgent: false,
  twoFactorRequired: false,
  twoFactorSetupRequired: false,
};

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

function fill(testId: string, value: string) {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillValidForm() {
  fill('register-username', 'lucky2026');
  fill('register-password', 'Secret#2026');
  fill('register-confirm-password', 'Secret#2026');
  fill('register-field-line', 'lucky_line');
  fireEvent.click(screen.getByTestId('register-terms'));
  fireEvent.click(screen.getByTestId('register-age'));
}

describe('RegisterForm', () => {
  it("renders the brand's fields only, with their own requirement and the age from the rules", () => {
    stubApi(() => undefined);
    renderWithProviders(
      <RegisterForm settings={settings} referralCode={null} defaultDialCode="66" onSignedIn={vi.fn()} />,
    );
    expect(screen.getByTestId('register-field-mobileNum')).toBeTruthy();
    expect(screen.getByTestId('register-country-code')).toHaveProperty('value', '66');
    expect(screen.getByTestId('register-field-line').getAttribute('aria-required')).toBe('true');
    expect(screen.queryByTestId('register-field-qqNum')).toBeNull();
    expect(screen.queryByTestId('register-field-email')).toBeNull();
    expect(screen.queryByTestId('register-verification-code')).toBeNull();
    expect(screen.getByTestId('register-age').closest('label')?.textContent).toBe(
      'I confirm I am at least 20 years old',
    );
  });

  it('checks each field as the player leaves it, with the lengths of its rule', async () => {
    stubApi(() => undefined);
    renderWithProviders(
      <RegisterForm settings={settings} referralCode={null} defaultDialCode="66" onSignedIn={vi.fn()} />,
    );
    fill('register-field-mobileNum', '0812');
    expect((await screen.findByTestId('field-error-mobileNum')).textContent).toBe(
      'Content length must be between 9 and 10',
    );
    fill('register-field-mobileNum', '08123456ab');
    await waitFor(() =>
      expect(screen.getByTestId('field-error-mobileNum').textContent).toBe('Please enter 9-10 digits'),
    );
    fill('register-field-mobileNum', '0812345678');
    await waitFor(() => expect(screen.queryByTestId('field-error-mobileNum')).toBeNull());

    fill('register-password', 'password');
    expect((await screen.findByTestId('field-error-password')).textContent).toBe(
      'Please fill in your password with 8 - 20 characters, including upper and lower case letters, a digit and a symbol',
    );
  });

  it('refuses to send until the terms and the age are confirmed', async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(
      <RegisterForm settings={settings} referralCode={null} defaultDialCode="66" onSignedIn={vi.fn()} />,
    );
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-terms')).textContent).toBe('Please agree to the terms of use');
    expect(screen.getByTestId('field-error-ageConfirmed').textContent).toBe(
      'Please confirm you are 20 years old or older',
    );
    expect(screen.getByTestId('field-error-line').textContent).toBe('Input cannot be empty');
    expect(calls).toHaveLength(0);
  });

  it('checks the invitation code first, and shows the spec warning for an unknown one', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/wps/agent/affiliate'
        ? failure(400, 'INVALID_INVITATION_CODE', 'Invalid invitation code.')
        : undefined,
    );
    renderWithProviders(
      <RegisterForm settings={settings} referralCode="NOPE" defaultDialCode="66" onSignedIn={vi.fn()} />,
    );
    expect(screen.getByTestId<HTMLInputElement>('register-invitation-code').value).toBe('NOPE');
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    const warning = await screen.findByTestId('invitation-warning');
    expect(warning.textContent).toContain('Invalid invitation code. Please check the code, or leave the field empty.');
    expect(calls.map((call) => call.url.pathname)).toEqual(['/wps/agent/affiliate']);
  });

  it("registers, places the server's field problems under their fields, then signs the player in", async () => {
    let attempts = 0;
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/agent/affiliate') return ok({ valid: true, agent: 'agent' });
      if (url.pathname === '/wps/member/register') {
        attempts += 1;
        return attempts === 1
          ? failure(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
              fields: [{ path: 'line', message: 'PATTERN' }],
            })
          : ok(loginResult);
      }
      if (url.pathname === '/wps/member/info') return failure(503, 'INTERNAL_ERROR', 'later');
      return undefined;
    });
    const onSignedIn = vi.fn();
    renderWithProviders(
      <RegisterForm settings={settings} referralCode="AGENT01" defaultDialCode="66" onSignedIn={onSignedIn} />,
    );
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-line')).textContent).toBe(
      'Please enter 3-30 characters without spaces',
    );
    const body: unknown = JSON.parse(calls.find((call) => call.url.pathname === '/wps/member/register')?.body ?? '{}');
    expect(body).toMatchObject({
      username: 'lucky2026',
      line: 'lucky_line',
      terms: true,
      ageConfirmed: true,
      referralCode: 'AGENT01',
      language: 'en',
    });
    expect(body).not.toHaveProperty('mobileNum');

    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginResult));
    expect(sessionStorage.getItem('token')).toBe('token-1');
  });

  it('uses the mobile registration call and asks for the SMS code where the brand wants them', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/wps/verification/sms/register' ? ok({ expiredMinutes: 2 }) : undefined,
    );
    renderWithProviders(
      <RegisterForm
        settings={{ ...settings, mobileRegistration: true, smsVerification: true }}
        referralCode={null}
        defaultDialCode="66"
        onSignedIn={vi.fn()}
      />,
    );
    expect(screen.getByTestId('register-tab-mobile').getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByTestId('register-country-code'), { target: { value: '63' } });
    fill('register-field-mobileNum', '0917123456');
    fireEvent.click(screen.getByTestId('register-sms-send'));
    await waitFor(() => expect(screen.getByTestId('register-sms-send').textContent).toBe('120 s'));
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ mobileNum: '0917123456', countryDialingCode: '63' });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-verificationCode')).textContent).toBe('Input cannot be empty');
  });

  it('asks the birthday only where the brand requires it, and places an under-age refusal under it', async () => {
    stubApi(() => undefined);
    renderWithProviders(
      <RegisterForm settings={settings} referralCode={null} defaultDialCode="66" onSignedIn={vi.fn()} />,
    );
    expect(screen.queryByTestId('register-birthday')).toBeNull();
    cleanup();

    const calls = stubApi(({ url }) =>
      url.pathname === '/wps/member/register'
        ? failure(400, 'UNDER_AGE', 'You must be old enough to play under the rules of this site to open an account.')
        : undefined,
    );
    renderWithProviders(
      <RegisterForm
        settings={{ ...settings, birthdayRequired: true }}
        referralCode={null}
        defaultDialCode="66"
        onSignedIn={vi.fn()}
      />,
    );
    expect(screen.getByText('You must be 20 or older to open an account')).toBeTruthy();
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-birthday')).textContent).toBe('Input cannot be empty');
    expect(calls).toHaveLength(0);

    fill('register-birthday', '2010-04-01');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-error-birthday').textContent).toBe(
        'You must be old enough to play under the rules of this site to open an account.',
      ),
    );
    const body: unknown = JSON.parse(calls.find((call) => call.url.pathname === '/wps/member/register')?.body ?? '{}');
    expect(body).toMatchObject({ birthday: '2010-04-01' });
  });
});

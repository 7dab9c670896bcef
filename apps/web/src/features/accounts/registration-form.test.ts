import type { RegistrationFieldRule } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import type { BrandRegistrationSettings } from './api/get-registration-settings';
import {
  buildRegisterBody,
  emptyRegisterForm,
  registerFieldOfPath,
  shownTextFields,
  validateRegistration,
} from './registration-form';
import type { RegisterFormValues } from './registration-form';

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

function settingsWith(change: Partial<BrandRegistrationSettings> = {}): BrandRegistrationSettings {
  return {
    fields: [
      rule('payeeName', { acceptedPattern: 'THAI_ENGLISH_SPACES', minLength: 2, maxLength: 50 }),
      rule('mobileNum', { acceptedPattern: 'DIGITS', minLength: 9, maxLength: 10 }),
      rule('email', { acceptedPattern: 'EMAIL', minLength: 6, maxLength: 64, required: true }),
      rule('qqNum', { show: false, acceptedPattern: 'DIGITS' }),
      rule('captcha', { show: false }),
    ],
    minimumAge: 20,
    birthdayRequired: false,
    mobileRegistration: false,
    smsVerification: false,
    usernameRule: { minLength: 4, maxLength: 16, acceptedPattern: 'LETTER_FIRST_ALPHANUMERIC' },
    passwordRule: { minLength: 8, maxLength: 20 },
    ...change,
  };
}

function validForm(change: Partial<RegisterFormValues> = {}): RegisterFormValues {
  return {
    ...emptyRegisterForm('66', ''),
    username: 'lucky2026',
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    email: 'lucky@example.com',
    terms: true,
    ageConfirmed: true,
    ...change,
  };
}

describe('registration rules', () => {
  it('shows the fields the brand switches on, in its order, and never the captcha as a text field', () => {
    expect(shownTextFields(settingsWith(), 'register').map((shown) => shown.field)).toEqual([
      'payeeName',
      'mobileNum',
      'email',
    ]);
  });

  it('makes the mobile number required in mobile registration and with SMS verification', () => {
    const settings = settingsWith({ fields: [rule('mobileNum', { show: false, acceptedPattern: 'DIGITS' })] });
    expect(shownTextFields(settings, 'register')).toEqual([]);
    expect(shownTextFields(settings, 'registerMobile')[0]).toMatchObject({ field: 'mobileNum', required: true });
    expect(shownTextFields({ ...settings, smsVerification: true }, 'register')[0]).toMatchObject({ required: true });
  });

  it('accepts a complete form', () => {
    expect(validateRegistration(validForm(), settingsWith(), 'register')).toEqual({});
  });

  it('names the problem of each fixed field with the codes the server uses', () => {
    const problems = validateRegistration(
      validForm({ username: '1abc', password: 'short', confirmPassword: 'other', terms: false, ageConfirmed: false }),
      settingsWith(),
      'register',
    );
    expect(problems).toMatchObject({
      username: 'USERNAME_FORMAT',
      password: 'PASSWORD_FORMAT',
      confirmPassword: 'PASSWORD_CONFIRM_MISMATCH',
      terms: 'TERMS_REQUIRED',
      ageConfirmed: 'AGE_REQUIRED',
    });
  });

  it('reports empty required fields as required, not as badly formatted', () => {
    const problems = validateRegistration(
      validForm({ username: '', password: '', confirmPassword: '', email: '' }),
      settingsWith(),
      'register',
    );
    expect(problems).toMatchObject({
      username: 'REQUIRED',
      password: 'REQUIRED',
      confirmPassword: 'REQUIRED',
      email: 'REQUIRED',
    });
  });

  it("checks each configured field against the brand's pattern and lengths", () => {
    const problems = validateRegistration(
      validForm({ mobileNum: '08123', payeeName: 'Lucky 7', email: 'not-an-email' }),
      settingsWith(),
      'register',
    );
    expect(problems).toMatchObject({ mobileNum: 'LENGTH', payeeName: 'PATTERN', email: 'PATTERN' });
    expect(validateRegistration(validForm({ mobileNum: '' }), settingsWith(), 'register').mobileNum).toBeUndefined();
    expect(validateRegistration(validForm({ mobileNum: '' }), settingsWith(), 'registerMobile').mobileNum).toBe(
      'REQUIRED',
    );
  });

  it('asks for the 6-digit SMS code when the brand verifies numbers', () => {
    const settings = settingsWith({ smsVerification: true });
    expect(validateRegistration(validForm({ mobileNum: '0812345678' }), settings, 'register')).toMatchObject({
      verificationCode: 'REQUIRED',
    });
    expect(
      validateRegistration(validForm({ mobileNum: '0812345678', verificationCode: '12ab' }), settings, 'register'),
    ).toMatchObject({ verificationCode: 'VERIFICATION_CODE_FORMAT' });
  });

  it('builds the body with the shown fields that have a value, the dial code and the invitation code', () => {
    const body = buildRegisterBody(
      validForm({ mobileNum: ' 0812345678 ', qqNum: '12345', invitationCode: 'AGENT01' }),
      settingsWith(),
      'register',
      { language: 'en', fromReferralLink: true },
    );
    expect(body).toEqual({
      username: 'lucky2026',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      terms: true,
      ageConfirmed: true,
      language: 'en',
      mobileNum: '0812345678',
      countryDialingCode: '66',
      email: 'lucky@example.com',
      referralCode: 'AGENT01',
    });
    expect(
      buildRegisterBody(validForm({ invitationCode: 'AGENT01' }), settingsWith(), 'register', {
        language: 'en',
        fromReferralLink: false,
      }).affiliateCode,
    ).toBe('AGENT01');
  });

  it("places the server's field paths on the form's fields", () => {
    expect(registerFieldOfPath('mobileNum')).toBe('mobileNum');
    expect(registerFieldOfPath('affiliateCode')).toBe('invitationCode');
    expect(registerFieldOfPath('referralCode')).toBe('invitationCode');
    expect(registerFieldOfPath('domain')).toBeUndefined();
  });
});

import { checkRegistrationField, registerBodySchema, verificationCodeSchema } from '@croupier/contracts';
import type { Language, RegisterBody, RegistrationField, RegistrationFieldRule } from '@croupier/contracts';
import type { BrandRegistrationSettings } from './api/get-registration-settings';
import type { RegistrationType } from './api/register-member';
import { problemFor } from './field-problems';

/** The optional fields a brand can switch on, as text inputs (the captcha has its own box). */
export type ConfiguredTextField = Exclude<RegistrationField, 'captcha'>;

export type RegisterFormValues = Record<ConfiguredTextField, string> & {
  username: string;
  password: string;
  confirmPassword: string;
  countryDialingCode: string;
  verificationCode: string;
  invitationCode: string;
  captcha: string;
  terms: boolean;
  ageConfirmed: boolean;
  /** `YYYY-MM-DD`, asked only where the brand's `birthdayRequired` says so. */
  birthday: string;
};
export type RegisterFieldName = keyof RegisterFormValues;

/** Field name → problem code (see field-problems.ts), or a sentence the server already translated. */
export type RegisterProblems = Partial<Record<RegisterFieldName, string>>;

export function emptyRegisterForm(countryDialingCode: string, invitationCode: string): RegisterFormValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    payeeName: '',
    mobileNum: '',
    email: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    recommenderId: '',
    paymentPassword: '',
    captcha: '',
    countryDialingCode,
    verificationCode: '',
    invitationCode,
    terms: false,
    ageConfirmed: false,
    birthday: '',
  };
}

/**
 * The rules as the server applies them: in mobile registration, and wherever the brand verifies numbers by SMS, the
 * mobile number shows and is required whatever its own rule says.
 */
export function effectiveFieldRules(settings: BrandRegistrationSettings, type: RegistrationType) {
  const mobileRequired = type === 'registerMobile' || settings.smsVerification;
  return settings.fields.map((rule): RegistrationFieldRule =>
    rule.field === 'mobileNum' && mobileRequired ? { ...rule, show: true, required: true } : rule,
  );
}

/** The configured text fields to render, in the brand's order. */
export function shownTextFields(settings: BrandRegistrationSettings, type: RegistrationType) {
  return effectiveFieldRules(settings, type).filter(
    (rule): rule is RegistrationFieldRule & { field: ConfiguredTextField } => rule.show && rule.field !== 'captcha',
  );
}

export function captchaShown(settings: BrandRegistrationSettings): boolean {
  return settings.fields.some((rule) => rule.field === 'captcha' && rule.show);
}

/** A verification code is asked for when the brand verifies by SMS and a number was given. */
export function verificationCodeNeeded(
  settings: BrandRegistrationSettings,
  values: Pick<RegisterFormValues, 'mobileNum'>,
) {
  return settings.smsVerification && values.mobileNum.trim() !== '';
}

export type RegisterBodyExtras = {
  language: Language;
  captchaId?: string;
  /** The captcha's proof of work, when the browser answered it instead of the player typing the code. */
  captchaProof?: string | undefined;
  /** The code came from a /register?referralCode= link rather than being typed in. */
  fromReferralLink: boolean;
};

/** The registration call's body: the fixed fields, the shown optional fields that have a value, and the extras. */
export function buildRegisterBody(
  values: RegisterFormValues,
  settings: BrandRegistrationSettings,
  type: RegistrationType,
  extras: RegisterBodyExtras,
): RegisterBody {
  const body: RegisterBody = {
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    // The checkboxes' state goes as it is; the schema turns an unticked box into TERMS_REQUIRED or AGE_REQUIRED.
    terms: values.terms as true,
    ageConfirmed: values.ageConfirmed as true,
    language: extras.language,
  };
  for (const rule of shownTextFields(settings, type)) {
    const text = values[rule.field].trim();
    if (text) body[rule.field] = rule.field === 'paymentPassword' ? values[rule.field] : text;
  }
  if (body.mobileNum) body.countryDialingCode = values.countryDialingCode;
  const birthday = values.birthday.trim();
  if (settings.birthdayRequired && birthday) body.birthday = birthday;
  if (verificationCodeNeeded(settings, values)) body.verificationCode = values.verificationCode.trim();
  const invitationCode = values.invitationCode.trim();
  if (invitationCode) {
    if (extras.fromReferralLink) body.referralCode = invitationCode;
    else body.affiliateCode = invitationCode;
  }
  if (captchaShown(settings)) {
    body.captchaId = extras.captchaId;
    if (extras.captchaProof) body.captchaProof = extras.captchaProof;
    else body.captcha = values.captcha.trim();
  }
  return body;
}

const bodyPathToField: Partial<Record<string, RegisterFieldName>> = {
  affiliateCode: 'invitationCode',
  referralCode: 'invitationCode',
};

/** Maps a field path of the registration call (ours or the server's) to the form's field. */
export function registerFieldOfPath(path: string): RegisterFieldName | undefined {
  const head = path.split('.')[0] ?? '';
  const mapped = bodyPathToField[head] ?? head;
  return mapped in emptyRegisterForm('', '') ? (mapped as RegisterFieldName) : undefined;
}

/**
 * Checks the form the way the server will: the contracts' registration schema for the fixed fields, and each
 * configured field against the brand's rule with the same `checkRegistrationField` the server runs.
 */
export function validateRegistration(
  values: RegisterFormValues,
  settings: BrandRegistrationSettings,
  type: RegistrationType,
  /** The captcha was answered by the browser's proof of work: the code need not be typed. */
  captchaProved = false,
): RegisterProblems {
  const problems: RegisterProblems = {};
  const report = (field: RegisterFieldName, code: string) => {
    problems[field] ??= problemFor(code, values[field]);
  };

  const body = buildRegisterBody(values, settings, type, { language: 'th', fromReferralLink: false });
  const parsed = registerBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = registerFieldOfPath(issue.path.map(String).join('.'));
      if (field) report(field, issue.message);
    }
  }
  // Zod skips an object's refinements while a field fails, so the confirmation is checked here too.
  if (values.confirmPassword === '') report('confirmPassword', 'REQUIRED');
  else if (values.confirmPassword !== values.password) report('confirmPassword', 'PASSWORD_CONFIRM_MISMATCH');

  for (const rule of shownTextFields(settings, type)) {
    const problem = checkRegistrationField(rule, values[rule.field]);
    if (problem) report(rule.field, problem);
  }
  if (settings.birthdayRequired && values.birthday.trim() === '') report('birthday', 'REQUIRED');
  if (captchaShown(settings) && !captchaProved && values.captcha.trim() === '') report('captcha', 'REQUIRED');
  if (verificationCodeNeeded(settings, values)) {
    const code = verificationCodeSchema.safeParse(values.verificationCode);
    if (!code.success) report('verificationCode', code.error.issues[0]?.message ?? 'VERIFICATION_CODE_FORMAT');
  }
  return problems;
}

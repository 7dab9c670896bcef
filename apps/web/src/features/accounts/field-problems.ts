import { passwordRule, usernameRule } from '@croupier/contracts';
import type { PatternKind, RegistrationFieldRule } from '@croupier/contracts';
import type { TFunction } from 'i18next';

/**
 * Why a field failed, as the contracts' schemas and `checkRegistrationField` name it (and as the server returns it in
 * VALIDATION_FAILED's `value.fields[].message`); the web turns each into a sentence with the lengths filled in.
 */
export const fieldProblemCodes = [
  'REQUIRED',
  'NOT_ALLOWED',
  'PATTERN',
  'LENGTH',
  'USERNAME_FORMAT',
  'PASSWORD_FORMAT',
  'PASSWORD_CONFIRM_MISMATCH',
  'MOBILE_FORMAT',
  'EMAIL_FORMAT',
  'VERIFICATION_CODE_FORMAT',
  'COUNTRY_CODE_FORMAT',
  'TERMS_REQUIRED',
  'AGE_REQUIRED',
  'BIRTHDAY_FORMAT',
] as const;
export type FieldProblemCode = (typeof fieldProblemCodes)[number];

export function isFieldProblemCode(text: string): text is FieldProblemCode {
  return (fieldProblemCodes as readonly string[]).includes(text);
}

/** Codes that describe a bad value; for an empty value the player needs "required" instead. */
const formatCodes = new Set<string>([
  'USERNAME_FORMAT',
  'PASSWORD_FORMAT',
  'MOBILE_FORMAT',
  'EMAIL_FORMAT',
  'VERIFICATION_CODE_FORMAT',
  'BIRTHDAY_FORMAT',
  'PATTERN',
  'LENGTH',
]);

/** The code to report for a failed value: a format complaint about an empty field becomes REQUIRED. */
export function problemFor(code: string, value: unknown): string {
  return formatCodes.has(code) && typeof value === 'string' && value.trim() === '' ? 'REQUIRED' : code;
}

export type FieldProblemContext = {
  /** The brand's rule of a configured registration field, for its pattern kind and lengths. */
  rule?: Pick<RegistrationFieldRule, 'field' | 'acceptedPattern' | 'minLength' | 'maxLength'>;
  minimumAge?: number;
};

type PatternMessageKey = Exclude<PatternKind, '*'> | 'ANY';

/**
 * The sentence for a field's problem. A message that is not a problem code is already a sentence (the server's own,
 * translated), and shows as it is.
 */
export function describeFieldProblem(t: TFunction<'accounts'>, message: string, context: FieldProblemContext = {}) {
  if (!isFieldProblemCode(message)) return message || t('fieldErrors.invalid');
  const { rule } = context;
  const bounds = rule ? { min: rule.minLength, max: rule.maxLength } : undefined;
  switch (message) {
    case 'REQUIRED':
      return t('fieldErrors.required');
    case 'NOT_ALLOWED':
      return t('fieldErrors.notAllowed');
    case 'LENGTH':
      return bounds ? t('fieldErrors.length', bounds) : t('fieldErrors.invalid');
    case 'PATTERN': {
      if (!rule || !bounds) return t('fieldErrors.invalid');
      if (rule.field === 'paymentPassword') return t('fieldErrors.paymentPassword');
      const kind: PatternMessageKey = rule.acceptedPattern === '*' ? 'ANY' : rule.acceptedPattern;
      return t(`patterns.${kind}`, bounds);
    }
    case 'USERNAME_FORMAT':
      return t('fieldErrors.usernameFormat', { min: usernameRule.minLength, max: usernameRule.maxLength });
    case 'PASSWORD_FORMAT':
      return t('fieldErrors.passwordFormat', { min: passwordRule.minLength, max: passwordRule.maxLength });
    case 'PASSWORD_CONFIRM_MISMATCH':
      return t('fieldErrors.passwordMismatch');
    case 'MOBILE_FORMAT':
      return t('fieldErrors.mobileFormat');
    case 'EMAIL_FORMAT':
      return t('fieldErrors.emailFormat');
    case 'VERIFICATION_CODE_FORMAT':
      return t('fieldErrors.verificationCodeFormat');
    case 'COUNTRY_CODE_FORMAT':
      return t('fieldErrors.countryCodeFormat');
    case 'TERMS_REQUIRED':
      return t('fieldErrors.termsRequired');
    case 'AGE_REQUIRED':
      return t('fieldErrors.ageRequired', { age: context.minimumAge ?? 18 });
    case 'BIRTHDAY_FORMAT':
      return t('fieldErrors.birthdayFormat');
  }
}

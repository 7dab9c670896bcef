import { loginBodySchema, mobileNumberSchema, verificationCodeSchema } from '@croupier/contracts';
import { problemFor } from './field-problems';
import type { Problems } from './form-problems';
import { schemaProblems } from './form-problems';

export type LoginTab = 'username' | 'sms';

export type LoginFormValues = {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
};

/**
 * Spec §5 "Login": username and password required, the captcha when shown; by SMS a valid mobile number and the
 * 6-digit code. The fixed fields go through the contracts' own schemas.
 */
export function validateLogin(
  values: LoginFormValues,
  tab: LoginTab,
  captchaShown: boolean,
): Problems<LoginFormValues> {
  const problems: Problems<LoginFormValues> =
    tab === 'username'
      ? schemaProblems(loginBodySchema, { username: values.username, password: values.password, type: tab })
      : {};
  if (tab === 'sms') {
    const mobile = mobileNumberSchema.safeParse(values.mobileNum);
    if (!mobile.success) problems.mobileNum = problemFor(mobile.error.issues[0]?.message ?? '', values.mobileNum);
    const code = verificationCodeSchema.safeParse(values.verificationCode);
    if (!code.success) {
      problems.verificationCode = problemFor(code.error.issues[0]?.message ?? '', values.verificationCode);
    }
  }
  if (captchaShown && values.captcha.trim() === '') problems.captcha = 'REQUIRED';
  return problems;
}

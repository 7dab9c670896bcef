import { z } from 'zod';
import { languageSchema } from './languages.js';
import { isPatternKind, matchesPattern, patternKindNames } from './patterns.js';
import type { PatternKind } from './patterns.js';

/** Account types of spec §4: agents 1, 2, 41, 42; trial 4; 0 is a plain member. */
export const accountTypes = {
  member: 0,
  agent: 1,
  agentLevelTwo: 2,
  trial: 4,
  subAgent: 41,
  subAgentLevelTwo: 42,
} as const;
export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];
export const isAgentType = (type: number) => agentAccountTypes.includes(type);
export const isTrialType = (type: number) => type === accountTypes.trial;

/** Spec §4: a password equal to this forces a change at the next login. */
export const defaultPassword = '123456';

export const passwordRule = { minLength: 8, maxLength: 20 } as const;
export const usernameRule = { minLength: 4, maxLength: 16, pattern: 'LETTER_FIRST_ALPHANUMERIC' } as const;
export const mobileRule = { minLength: 8, maxLength: 15 } as const;

/** One upper, one lower, one digit, one symbol (spec §5), within the length bounds. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= passwordRule.minLength &&
    password.length <= passwordRule.maxLength &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password) &&
    !/\s/.test(password)
  );
}

export const passwordSchema = z.string().refine(isValidPassword, { message: 'PASSWORD_FORMAT' });

export const usernameSchema = z
  .string()
  .trim()
  .min(usernameRule.minLength, { message: 'USERNAME_FORMAT' })
  .max(usernameRule.maxLength, { message: 'USERNAME_FORMAT' })
  .refine((text) => matchesPattern(usernameRule.pattern, text), { message: 'USERNAME_FORMAT' });

export const countryDialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, { message: 'COUNTRY_CODE_FORMAT' })
  .transform((text) => text.replace(/^\+/, ''));

export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${mobileRule.minLength},${mobileRule.maxLength}}$`), { message: 'MOBILE_FORMAT' });

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'VERIFICATION_CODE_FORMAT' });

/**
 * A captcha is answered by the digits of its image (`captcha`) or, for whoever cannot read it, by the solved
 * proof-of-work challenge that came with it (`captchaProof`: the ALTCHA payload, base64 JSON). Either uses it up.
 */
export const captchaAnswerSchema = z.object({
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(16).optional(),
  captchaProof: z.string().max(4096).optional(),
});

/** The optional registration fields a brand configures (spec §5). */
export const registrationFields = [
  'payeeName',
  'mobileNum',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'paymentPassword',
  'captcha',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

export const registrationFieldRuleSchema = z.object({
  field: z.enum(registrationFields),
  show: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().refine(isPatternKind, { message: 'unknown pattern kind' }),
  minLength: z.number().int().min(0).max(200),
  maxLength: z.number().int().min(1).max(200),
});
export type RegistrationFieldRule = Omit<z.infer<typeof registrationFieldRuleSchema>, 'acceptedPattern'> & {
  acceptedPattern: PatternKind;
};

export const registrationSettingsSchema = z.object({
  fields: z.array(registrationFieldRuleSchema),
  minimumAge: z.number().int().min(18).max(25),
  /** The brand asks the birthday at registration and refuses anyone younger than `minimumAge` (issue #15). */
  birthdayRequired: z.boolean(),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  usernameRule: z.object({ minLength: z.number(), maxLength: z.number(), acceptedPattern: z.string() }),
  passwordRule: z.object({ minLength: z.number(), maxLength: z.number() }),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

/** Why a single field failed; the web turns it into the translated message with the lengths filled in. */
export type FieldProblem = 'REQUIRED' | 'NOT_ALLOWED' | 'PATTERN' | 'LENGTH';

/** Checks one configured field: the same function runs on the server (authority) and in the web form. */
export function checkRegistrationField(rule: RegistrationFieldRule, value: string | undefined): FieldProblem | null {
  const text = value?.trim() ?? '';
  if (!rule.show) return text === '' ? null : 'NOT_ALLOWED';
  if (text === '') return rule.required || rule.field === 'paymentPassword' ? 'REQUIRED' : null;
  if (rule.field === 'paymentPassword') return /^\d{6}$/.test(text) ? null : 'PATTERN';
  if ([...text].length < rule.minLength || [...text].length > rule.maxLength) return 'LENGTH';
  return matchesPattern(rule.acceptedPattern, text) ? null : 'PATTERN';
}

const optionalText = z.string().max(200).optional();

export const registerBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    terms: z.literal(true, { message: 'TERMS_REQUIRED' }),
    ageConfirmed: z.literal(true, { message: 'AGE_REQUIRED' }),
    /**
     * `YYYY-MM-DD`, a real date not in the future (BIRTHDAY_FORMAT otherwise); required where the brand's
     * `birthdayRequired` says so, then checked against its minimum age (UNDER_AGE).
     */
    birthday: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'BIRTHDAY_FORMAT' })
      .optional(),
    payeeName: optionalText,
    mobileNum: optionalText,
    countryDialingCode: countryDialingCodeSchema.optional(),
    email: optionalText,
    qqNum: optionalText,
    line: optionalText,
    whatsapp: optionalText,
    facebook: optionalText,
    wechat: optionalText,
    idNumber: optionalText,
    recommenderId: optionalText,
    paymentPassword: optionalText,
    verificationCode: z.string().trim().max(6).optional(),
    affiliateCode: z.string().trim().max(32).optional(),
    referralCode: z.string().trim().max(32).optional(),
    domain: z.string().max(255).optional(),
    language: languageSchema.optional(),
  })
  .extend(captchaAnswerSchema.shape)
  .refine((body) => body.password === body.confirmPassword, {
    message: 'PASSWORD_CONFIRM_MISMATCH',
    path: ['confirmPassword'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginTypes = ['username', 'sms', ''] as const;
export const loginBodySchema = z
  .object({
    username: z.string().trim().min(1, { message: 'REQUIRED' }).max(64),
    password: z.string().min(1, { message: 'REQUIRED' }).max(128),
    type: z.enum(loginTypes).default('username'),
    countryDialingCode: countryDialingCodeSchema.optional(),
    /** `agent` when logging in from the agent landing (/agent): only agents may. */
    portal: z.enum(['member', 'agent']).default('member'),
  })
  .extend(captchaAnswerSchema.shape);
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** A session was issued: no second step is pending. */
  twoFactorRequired: z.literal(false).default(false),
  /** The brand requires a second factor and this member has none yet: no money action until they enrol. */
  twoFactorSetupRequired: z.boolean().default(false),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** An ALTCHA proof-of-work challenge (altcha-lib's `Challenge`), signed by the server. */
export const proofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

export const captchaChallengeSchema = z.object({
  captchaId: z.string(),
  /** A PNG data URL of the digits to type (spec §7). */
  image: z.string(),
  expiresInSeconds: z.number(),
  /** The accessible alternative: solved by the browser, no puzzle; answers the same captcha. */
  proofOfWork: proofOfWorkChallengeSchema,
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const smsCodeRequestSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema.default('66'),
});
export const smsCodeSentSchema = z.object({ expiredMinutes: z.number().int().positive() });

export const memberInfoSchema = z.object({
  /** The account's technical id: for API calls, never shown to the player. */
  id: z.string(),
  /** The member's ID as the player and support staff read it (header, member centre). */
  memberNumber: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  language: languageSchema.nullable(),
  currency: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  mustChangePassword: z.boolean(),
  passwordExpired: z.boolean(),
  /** Unread inbox messages (the member centre's badge); 0 for a trial account. */
  unreadMessage: z.number().int().nonnegative(),
  /** Offers the member can act on now (claim, join, apply again): the rewards badge; 0 for a trial account. */
  availablePromoCount: z.number().int().nonnegative(),
  /** Whether the brand has a VIP ladder (spec §3), the member's level and its name in the request's language. */
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int().nonnegative(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const changePasswordBodySchema = z
  .object({
    oldPassword: z.string().min(1, { message: 'REQUIRED' }).max(128),
    newPassword: passwordSchema,
    confirmNewPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmNewPassword, {
    message: 'PASSWORD_CONFIRM_MISMATCH',
    path: ['confirmNewPassword'],
  });

export const emailResetBodySchema = z.object({
  username: usernameSchema,
  email: z
    .string()
    .trim()
    .max(254)
    .refine((text) => matchesPattern('EMAIL', text), { message: 'EMAIL_FORMAT' }),
});

export const phoneResetBodySchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema.default('66'),
  verificationCode: verificationCodeSchema,
  newPassword: passwordSchema,
});

export const resetWithTokenBodySchema = z.object({
  token: z.string().min(20).max(128),
  newPassword: passwordSchema,
});

export const languageUpdateBodySchema = z.object({ language: languageSchema });

export const affiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(32),
  domain: z.string().max(255).optional(),
});

export const patternKindList = patternKindNames;

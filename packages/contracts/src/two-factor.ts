import { z } from 'zod';
import { loginResultSchema } from './accounts.js';

/**
 * A second-factor code as a player types it: the six digits of their authenticator app, or one of their recovery
 * codes (ten letters and digits, shown in two groups of five). Spaces are dropped first.
 */
export const twoFactorCodeSchema = z
  .string()
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { message: 'TWO_FACTOR_CODE_FORMAT' }));

/** Only the authenticator's six digits (a recovery code cannot confirm an enrolment or make new codes). */
export const authenticatorCodeSchema = z
  .string()
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'TWO_FACTOR_CODE_FORMAT' }));

/** The login's first step succeeded; the session comes after the second. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Opens `/wps/session/login/two-factor` once; not a session token. */
  challengeToken: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** What `/wps/session/login` (and the SMS password reset) answer: a session, or the second step. */
export const loginAnswerSchema = z.union([twoFactorChallengeSchema, loginResultSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const twoFactorLoginBodySchema = z.object({
  challengeToken: z.string().min(1, { message: 'REQUIRED' }).max(128),
  code: twoFactorCodeSchema,
});
export type TwoFactorLoginBody = z.input<typeof twoFactorLoginBodySchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The brand asks every member to turn it on before any money action. */
  requiredByBrand: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentBodySchema = z.object({
  /** The login password again: a session left open is not enough to bind a stranger's phone. */
  password: z.string().min(1, { message: 'REQUIRED' }).max(128),
});
export type TwoFactorEnrolmentBody = z.input<typeof twoFactorEnrolmentBodySchema>;

export const twoFactorEnrolmentSchema = z.object({
  otpauthUri: z.string(),
  /** The same URI as a QR code, a PNG data URL. */
  qrCode: z.string(),
  /** The secret in groups of four for typing it in by hand. */
  secretGroups: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: authenticatorCodeSchema });
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmBodySchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisableBodySchema = z.object({
  code: twoFactorCodeSchema,
  password: z.string().min(1, { message: 'REQUIRED' }).max(128),
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;

/** The code a money action asks for when the member's second factor is on. */
export const optionalTwoFactorCodeSchema = twoFactorCodeSchema.optional();

export const twoFactorPolicyBodySchema = z.object({ required: z.boolean() });

import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';

/** The console's roles; an operator holds one or more (decision 0026). */
export const operatorRoleNames = ['admin', 'finance', 'support', 'content', 'risk'] as const;
export const operatorRoleSchema = z.enum(operatorRoleNames);
export type OperatorRoleName = z.infer<typeof operatorRoleSchema>;

/** A console password: long rather than composed (NIST SP 800-63B); at most what argon2 is given to hash. */
export const operatorPasswordRule = { minLength: 12, maxLength: 128 } as const;
export const operatorPasswordSchema = z
  .string()
  .min(operatorPasswordRule.minLength, { message: 'OPERATOR_PASSWORD_TOO_SHORT' })
  .max(operatorPasswordRule.maxLength, { message: 'OPERATOR_PASSWORD_TOO_LONG' });

const merchantCodeSchema = z.string().trim().min(1).max(64);
/** The brands an operator may act on: merchant codes; null or an empty list for every brand. */
export const operatorBrandsSchema = z.array(merchantCodeSchema).max(100).nullable();
const operatorRolesSchema = z.array(operatorRoleSchema).min(1, { message: 'REQUIRED' }).max(5);

/**
 * What a console login step answers. `stage` says what the token opens: `second-factor` only the login's second
 * step (`/bo/session/login/two-factor`, for minutes), `enrolment` only the enrolment of the second factor the
 * account must have, `active` the console.
 */
export const operatorLoginAnswerSchema = z.object({
  stage: z.enum(['second-factor', 'enrolment', 'active']),
  token: z.string(),
  username: z.string(),
  roles: z.array(operatorRoleSchema),
  brands: z.array(z.string()).nullable(),
});

export const operatorAccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  roles: z.array(operatorRoleSchema),
  brands: z.array(z.string()).nullable(),
  disabled: z.boolean(),
  /** The account must enrol a second factor before its first full session. */
  twoFactorRequired: z.boolean(),
  createdAt: z.string(),
});
export type OperatorAccountView = z.infer<typeof operatorAccountSchema>;
/** An account as the list shows it: with whether its second factor is on (enrolled and confirmed). */
export const operatorAccountListItemSchema = operatorAccountSchema.extend({ twoFactorEnabled: z.boolean() });
export type OperatorAccountListItem = z.infer<typeof operatorAccountListItemSchema>;
export const operatorAccountPageSchema = pageSchema(operatorAccountListItemSchema);

export const operatorAccountStatuses = ['enabled', 'disabled'] as const;
export const operatorAccountSorts = ['username', 'createdAt'] as const;

/**
 * The accounts list's filters: part of the name, a role held, a brand the account may act on (accounts of every
 * brand included), enabled or disabled; sorted by name or creation time.
 */
export const operatorAccountFilterSchema = z.object({
  search: z.string().trim().min(1).max(64).optional(),
  role: operatorRoleSchema.optional(),
  brand: merchantCodeSchema.optional(),
  status: z.enum(operatorAccountStatuses).optional(),
  sort: z.enum(operatorAccountSorts).default('username'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type OperatorAccountFilter = z.infer<typeof operatorAccountFilterSchema>;
export const operatorAccountListQuerySchema = operatorAccountFilterSchema.extend(
  pageQueryShape({ defaultSize: 50, maxSize: 200 }),
);
export type OperatorAccountListQuery = z.infer<typeof operatorAccountListQuerySchema>;
export const operatorIdParamsSchema = z.object({ id: z.uuid({ message: 'ID_FORMAT' }) });

export const createOperatorBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, { message: 'OPERATOR_USERNAME_FORMAT' }),
  password: operatorPasswordSchema,
  roles: operatorRolesSchema,
  brands: operatorBrandsSchema.default(null),
  /** Unset: the platform's rule (OPERATOR_TWO_FACTOR_REQUIRED). */
  twoFactorRequired: z.boolean().optional(),
});

export type CreateOperatorBody = z.input<typeof createOperatorBodySchema>;

export const operatorAccessBodySchema = z.object({ roles: operatorRolesSchema, brands: operatorBrandsSchema });
export type OperatorAccessBody = z.input<typeof operatorAccessBodySchema>;
export const operatorStatusBodySchema = z.object({ disabled: z.boolean() });

export const changeOperatorPasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { message: 'REQUIRED' }).max(operatorPasswordRule.maxLength),
  newPassword: operatorPasswordSchema,
});
export type ChangeOperatorPasswordBody = z.input<typeof changeOperatorPasswordBodySchema>;

/** The operator's own second factor, as the console's security screen shows it. */
export const operatorTwoFactorStateSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type OperatorTwoFactorState = z.infer<typeof operatorTwoFactorStateSchema>;

import { z } from 'zod';
import { parseMinor } from './money.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The member referral programme (issue #20, decision 0084): a player's code, link and QR, their invitees and the
 * rewards paid daily; the console's rules per brand, report and fraud review. Amounts travel as decimal strings
 * with 2 decimals, rates as a percent ("0.10"), as the rebate's do.
 */

export const referralStatuses = ['not_qualified', 'qualified', 'failed', 'duplicate'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];
export const referralRewardKinds = ['invitation', 'achievement', 'deposit', 'betting'] as const;
export type ReferralRewardKind = (typeof referralRewardKinds)[number];
/** Why a referee was voided: the automatic checks' reasons, or an operator's decision. */
export const referralVoidReasons = [
  'duplicate_phone',
  'shared_device',
  'shared_bank_account',
  'shared_ip',
  'operator',
] as const;

/** Rates are percent × 10,000, as the rebate's ("0.10" is 1,000). */
export const referralRateScale = 4;

const moneyTextSchema = z
  .string()
  .trim()
  .refine((text) => {
    try {
      const minor = parseMinor(text);
      return minor >= 0n && minor <= 100_000_000_000n;
    } catch {
      return false;
    }
  }, 'AMOUNT_FORMAT');

const rateTextSchema = (maximumPercent: string) =>
  z
    .string()
    .trim()
    .refine((text) => {
      try {
        const units = parseMinor(text, referralRateScale);
        return units >= 0n && units <= parseMinor(maximumPercent, referralRateScale);
      } catch {
        return false;
      }
    }, 'REFERRAL_RATE_FORMAT');

export const referralAchievementTierSchema = z.object({
  count: z.number().int().min(1).max(100_000),
  reward: moneyTextSchema,
});

/** The rules a player reads on the referral page (amounts and rates as set, the brand's text in their language). */
export const referralRulesSummarySchema = z.object({
  invitationReward: z.string(),
  achievementPeriod: z.enum(['none', 'monthly']),
  achievementTiers: z.array(z.object({ count: z.number(), reward: z.string() })),
  depositRate: z.string(),
  depositScope: z.enum(['first', 'daily']),
  bettingRate: z.string(),
  minFirstDeposit: z.string(),
  qualifyDays: z.number(),
  /** 0: paid as cash; more: paid as a bonus with this turnover multiple. */
  turnoverMultiplier: z.number(),
  text: z.string(),
});

export const referralOverviewSchema = z.object({
  code: z.string(),
  counters: z.object({
    todayIncome: z.string(),
    yesterdayIncome: z.string(),
    totalIncome: z.string(),
    registers: z.number(),
    depositors: z.number(),
    validReferrals: z.number(),
  }),
  /** Whether the member was referred, and if so whether their phone is verified (the page offers the check). */
  referred: z.boolean(),
  phoneVerified: z.boolean(),
  hasMobile: z.boolean(),
  rules: referralRulesSummarySchema,
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

export const referralInviteeSchema = z.object({
  /** Masked ("so***i"): enough to recognise a friend. */
  name: z.string(),
  registeredAt: z.string(),
  status: z.enum(referralStatuses),
  reason: z.string().nullable(),
  phoneVerified: z.boolean(),
  deposited: z.boolean(),
  earned: z.string(),
});
export const referralInviteePageSchema = pageSchema(referralInviteeSchema);
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

export const referralRewardSchema = z.object({
  id: z.string(),
  kind: z.enum(referralRewardKinds),
  /** The brand-local day the reward was earned for. */
  day: z.string(),
  /** The achievement's tier, or empty. */
  tier: z.string(),
  invitee: z.string().nullable(),
  base: z.string(),
  amount: z.string(),
  capped: z.string(),
  status: z.enum(['paid', 'capped', 'refused']),
  paidAt: z.string(),
});
export const referralRewardPageSchema = pageSchema(referralRewardSchema);
export type ReferralReward = z.infer<typeof referralRewardSchema>;

export const referralPageQuerySchema = z.object(pageQueryShape({ defaultSize: 10, maxSize: 50 }));

export const referralPhoneVerifyBodySchema = z.object({
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'VERIFICATION_CODE_FORMAT'),
});

/** The console's rules of one brand. */
export const referralRulesBodySchema = z.object({
  enabled: z.boolean(),
  invitationReward: moneyTextSchema,
  achievementPeriod: z.enum(['none', 'monthly']),
  achievementTiers: z.array(referralAchievementTierSchema).max(10),
  depositRate: rateTextSchema('20'),
  depositScope: z.enum(['first', 'daily']),
  bettingRate: rateTextSchema('5'),
  minFirstDeposit: moneyTextSchema,
  qualifyDays: z.number().int().min(1).max(365),
  ipWindowDays: z.number().int().min(0).max(365),
  /** Empty: no cap. */
  refereeCap: z.union([z.literal(''), moneyTextSchema]),
  dailyCap: z.union([z.literal(''), moneyTextSchema]),
  turnoverMultiplier: z.number().int().min(0).max(100),
  rulesText: z.record(z.string(), z.string().max(4000)),
});
export type ReferralRulesBody = z.infer<typeof referralRulesBodySchema>;
export const referralRulesSchema = referralRulesBodySchema.extend({
  merchant: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const referralConsoleQuerySchema = z.object({
  status: z.enum(referralStatuses).optional(),
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
});
export const referralConsoleRowSchema = z.object({
  refereeId: z.string(),
  referee: z.string(),
  referrer: z.string(),
  codeUsed: z.string(),
  registeredAt: z.string(),
  status: z.enum(referralStatuses),
  reason: z.string().nullable(),
  phoneVerified: z.boolean(),
  firstDeposit: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  paid: z.string(),
});
export type ReferralConsoleRow = z.infer<typeof referralConsoleRowSchema>;
export const referralReportSchema = pageSchema(referralConsoleRowSchema).extend({
  funnel: z.object({
    registered: z.number(),
    depositors: z.number(),
    qualified: z.number(),
    voided: z.number(),
    paid: z.string(),
  }),
});
export type ReferralReport = z.infer<typeof referralReportSchema>;

export const referralReviewBodySchema = z.object({
  decision: z.enum(['void', 'restore']),
  reason: z.string().trim().min(1).max(500),
});
export type ReferralReviewBody = z.infer<typeof referralReviewBodySchema>;

import { z } from 'zod';
import { parseMinor } from './money.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The VIP ladder (issue #20, decision 0081, engagement reference §5): levels per brand that rise at once when their
 * rule of deposits and valid bets holds, fall at most one level a month after a protection period, and give gifts
 * paid by the bonus engine. Amounts travel as money text with 2 decimals ("58.00").
 */

export const vipMetricNames = ['deposit', 'valid_bet'] as const;
export const vipWindowNames = ['lifetime', 'calendar_month', 'rolling_days'] as const;
export const vipCombinators = ['all', 'any'] as const;
/** The longest rolling window a rule may use, in days. */
export const vipMaxRollingDays = 365;
/** Level 0 and up to this many levels above it. */
export const vipMaxLevel = 20;

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

export const vipConditionSchema = z.object({
  metric: z.enum(vipMetricNames),
  window: z.enum(vipWindowNames),
  /** The rolling window's length; null for the other windows. */
  days: z.number().int().min(1).max(vipMaxRollingDays).nullable(),
  min: moneyTextSchema,
});
export type VipConditionSettings = z.infer<typeof vipConditionSchema>;

export const vipRuleSchema = z.object({
  combinator: z.enum(vipCombinators),
  conditions: z.array(vipConditionSchema).max(4),
});
export type VipRuleSettings = z.infer<typeof vipRuleSchema>;

export const vipBenefitsSchema = z.object({
  levelUpGift: moneyTextSchema,
  monthlyGift: moneyTextSchema,
  /** The monthly gift needs the month's confirmed deposits to reach this. */
  monthlyMinDeposit: moneyTextSchema,
  /** The gifts' turnover multiple (0: paid as cash). */
  giftTurnoverMultiple: z.number().int().min(0).max(100),
  /** Shown on the ladder only (the rebate's rates are set in the rebate settings). */
  rebateText: z.string().trim().max(20),
  dailyWithdrawalCount: z.number().int().min(0).max(1000).nullable(),
  dailyWithdrawalLimit: moneyTextSchema.nullable(),
});
export type VipBenefitsSettings = z.infer<typeof vipBenefitsSchema>;

const levelNameSchema = z.object({
  th: z.string().trim().max(40),
  en: z.string().trim().max(40),
  'pt-BR': z.string().trim().max(40),
  fil: z.string().trim().max(40),
});

export const vipLevelSettingsSchema = z.object({
  level: z.number().int().min(0).max(vipMaxLevel),
  name: levelNameSchema,
  upRule: vipRuleSchema,
  keepRule: vipRuleSchema,
  benefits: vipBenefitsSchema,
});
export type VipLevelSettings = z.infer<typeof vipLevelSettingsSchema>;

export const vipPolicySchema = z.object({
  relegationEnabled: z.boolean(),
  protectionDays: z.number().int().min(0).max(3650),
  giftClaimDays: z.number().int().min(1).max(365),
});
export type VipPolicy = z.infer<typeof vipPolicySchema>;

export const vipSettingsSchema = z.object({
  merchant: z.string(),
  levels: z.array(vipLevelSettingsSchema),
  policy: vipPolicySchema,
});
export type VipSettings = z.infer<typeof vipSettingsSchema>;

export const vipLadderBodySchema = z.object({
  levels: z
    .array(vipLevelSettingsSchema)
    .min(1)
    .max(vipMaxLevel + 1),
});
export type VipLadderBody = z.infer<typeof vipLadderBodySchema>;

export const vipChangeKindNames = ['up', 'down', 'manual'] as const;

export const vipLevelChangeSchema = z.object({
  id: z.string(),
  username: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  kind: z.enum(vipChangeKindNames),
  /** The figures that justified the change, money as text. */
  metrics: z.record(z.string(), z.string()),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
  at: z.string(),
});
export type VipLevelChange = z.infer<typeof vipLevelChangeSchema>;
export const vipLevelChangePageSchema = pageSchema(vipLevelChangeSchema);

export const vipChangeQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  username: z.string().trim().max(64).optional(),
});

export const vipManualChangeBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  level: z.number().int().min(0).max(vipMaxLevel),
  reason: z.string().trim().min(1).max(200),
});
export type VipManualChangeBody = z.infer<typeof vipManualChangeBodySchema>;

export const vipGiftKindNames = ['level_up', 'monthly'] as const;
export const vipGiftStateNames = ['claimable', 'claimed', 'expired'] as const;

export const vipGiftReportRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  kind: z.enum(vipGiftKindNames),
  level: z.number().int(),
  period: z.string(),
  amount: z.string(),
  state: z.enum(vipGiftStateNames),
  createdAt: z.string(),
  claimedAt: z.string().nullable(),
});
export const vipGiftReportSchema = pageSchema(vipGiftReportRowSchema).extend({
  totals: z.array(z.object({ state: z.enum(vipGiftStateNames), count: z.number().int(), amount: z.string() })),
});
export type VipGiftReport = z.infer<typeof vipGiftReportSchema>;
export const vipGiftReportQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));

/** `MCSFE_getPlayerRankProgress` (reference §5.1): the next level's conditions and how far the member is. */
export const playerRankConditionSchema = z.object({
  metric: z.enum(vipMetricNames),
  window: z.enum(vipWindowNames),
  days: z.number().int().nullable(),
  required: z.string(),
  current: z.string(),
  met: z.boolean(),
});
export const playerRankProgressSchema = z.object({
  hasVip: z.boolean(),
  currentLevel: z.number().int(),
  currentLabelName: z.string(),
  currentProgress: z.object({
    completedConditions: z.number().int(),
    totalExpectedConditions: z.number().int(),
  }),
  playerRankProgress: z.object({
    /** The next level; null at the top level ("max level"). */
    labelId: z.number().int().nullable(),
    labelName: z.string().nullable(),
    combinator: z.enum(vipCombinators).nullable(),
    conditions: z.array(playerRankConditionSchema),
  }),
});
export type PlayerRankProgress = z.infer<typeof playerRankProgressSchema>;

export const playerRankLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  combinator: z.enum(vipCombinators),
  conditions: z.array(vipConditionSchema),
  levelUpGift: z.string(),
  monthlyGift: z.string(),
  monthlyMinDeposit: z.string(),
  giftTurnoverMultiple: z.number().int(),
  rebateText: z.string(),
  dailyWithdrawalCount: z.number().int().nullable(),
  dailyWithdrawalLimit: z.string().nullable(),
});
export const playerRankGiftSchema = z.object({
  id: z.string(),
  kind: z.enum(vipGiftKindNames),
  level: z.number().int(),
  levelName: z.string(),
  /** `YYYY-MM` for a monthly gift, empty for a level-up gift. */
  period: z.string(),
  amount: z.string(),
  turnoverMultiple: z.number().int(),
  state: z.enum(vipGiftStateNames),
  claimableUntil: z.string(),
  createdAt: z.string(),
});
export type PlayerRankGift = z.infer<typeof playerRankGiftSchema>;
export const playerRankHistorySchema = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  fromName: z.string(),
  toName: z.string(),
  kind: z.enum(vipChangeKindNames),
  at: z.string(),
});
/** The `playerRank` page: the ladder with its benefits, the member's gifts and level history. */
export const playerRankPageSchema = z.object({
  currentLevel: z.number().int(),
  levels: z.array(playerRankLevelSchema),
  gifts: z.array(playerRankGiftSchema),
  history: z.array(playerRankHistorySchema),
  relegationEnabled: z.boolean(),
  protectionDays: z.number().int(),
});
export type PlayerRankPage = z.infer<typeof playerRankPageSchema>;

export const playerRankGiftClaimBodySchema = z.object({ giftId: z.string().uuid() });
export const playerRankGiftClaimSchema = z.object({ gift: playerRankGiftSchema });
export type PlayerRankGiftClaim = z.infer<typeof playerRankGiftClaimSchema>;

import { z } from 'zod';
import { localizedTextSchema } from './content.js';
import { gameTypes } from './games.js';
import { parseMinor } from './money.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * Points and the points mall (issue #20, decision 0082). Points are whole numbers and travel as decimal strings of
 * digits ("628"); money travels as usual ("62.00"). Points are earned from valid bets at a ratio per game category,
 * expire 365 days after they were earned (oldest spent first), and buy mall items or convert to cash.
 */

const pointsTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'POINTS_INVALID')
  .refine((text) => BigInt(text) > 0n, 'POINTS_INVALID');

const moneyTextSchema = z
  .string()
  .trim()
  .refine((text) => {
    try {
      const minor = parseMinor(text);
      return minor > 0n && minor <= 100_000_000_000n;
    } catch {
      return false;
    }
  }, 'AMOUNT_INVALID');

export const mallItemTypes = ['cash', 'bonus', 'physical'] as const;
export type MallItemType = (typeof mallItemTypes)[number];
/** Spec §4's redeem states: In Process, Rejected, Approved. */
export const redemptionStatuses = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];
export const pointsMovementTypes = ['earn', 'earn_reversal', 'hold', 'burn', 'release', 'convert', 'expire'] as const;
export type PointsMovementType = (typeof pointsMovementTypes)[number];

/** GET /wps/relay/MCS2_getPointBalance. */
export const pointBalanceSchema = z.object({
  balance: z.string(),
  /** Held by redemptions in process. */
  held: z.string(),
  /** Points expiring within the next 30 days, by brand-local date (YYYY/MM/DD), soonest first. */
  expiringSoon: z.array(z.object({ date: z.string(), points: z.string() })),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointsRuleSchema = z.object({
  category: z.enum(gameTypes),
  /** Valid bet (money) that earns `points`. */
  amount: z.string(),
  points: z.string(),
});
export type PointsRule = z.infer<typeof pointsRuleSchema>;

export const pointsConversionSettingsSchema = z.object({
  enabled: z.boolean(),
  /** `pointsPerUnit` points convert to `unitAmount` of cash. */
  pointsPerUnit: z.string(),
  unitAmount: z.string(),
  minPoints: z.string(),
  stepPoints: z.string(),
});

/** GET /wps/relay/MCS2_getPointConfig. */
export const pointConfigSchema = z.object({
  expiryDays: z.number().int(),
  rules: z.array(pointsRuleSchema),
  conversion: pointsConversionSettingsSchema,
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const mallItemSchema = z.object({
  id: z.string(),
  type: z.enum(mallItemTypes),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  pointsCost: z.string(),
  /** The cash or bonus a cash or bonus item credits; empty for a physical item. */
  creditAmount: z.string(),
  turnoverMultiplier: z.number().int(),
  stockLeft: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
});
export type MallItem = z.infer<typeof mallItemSchema>;
export const mallItemPageSchema = pageSchema(mallItemSchema);
export const mallItemQuerySchema = z.object({
  type: z.enum(mallItemTypes).optional(),
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
});

/** POST /wps/relay/passwordCheck/MCS2_redeemPointReward (with an Idempotency-Key). */
export const redeemBodySchema = z.object({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(100).default(1),
  paymentPassword: z.string().min(1).max(64),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;

export const redemptionSchema = z.object({
  /** The transaction reference number the player may quote. */
  reference: z.string(),
  appliedAt: z.string(),
  type: z.enum(mallItemTypes),
  name: z.string(),
  quantity: z.number().int(),
  points: z.string(),
  creditAmount: z.string(),
  status: z.enum(redemptionStatuses),
  rejectReason: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionPageSchema = pageSchema(redemptionSchema);
export const redemptionQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));

/** POST /wps/relay/passwordCheck/MCS2_convertPoint (with an Idempotency-Key). */
export const convertBodySchema = z.object({ points: pointsTextSchema, paymentPassword: z.string().min(1).max(64) });
export type ConvertBody = z.infer<typeof convertBodySchema>;
export const conversionSchema = z.object({ points: z.string(), amount: z.string(), balance: z.string() });
export type Conversion = z.infer<typeof conversionSchema>;

/** GET /wps/relay/MCS2_getPointDetails: the member's points movements, newest first (signed: "-500"). */
export const pointsMovementSchema = z.object({
  at: z.string(),
  type: z.enum(pointsMovementTypes),
  points: z.string(),
  balanceAfter: z.string(),
});
export type PointsMovement = z.infer<typeof pointsMovementSchema>;
export const pointsMovementPageSchema = pageSchema(pointsMovementSchema);
export const pointsMovementQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));

// The console.

export const pointsSettingsSchema = z.object({
  expiryDays: z.number().int(),
  rules: z.array(pointsRuleSchema),
  conversion: pointsConversionSettingsSchema,
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;
export const pointsSettingsBodySchema = z
  .object({
    expiryDays: z.number().int().min(1).max(3650),
    rules: z
      .array(
        z.object({
          category: z.enum(gameTypes),
          amount: moneyTextSchema,
          points: z
            .string()
            .trim()
            .regex(/^\d{1,9}$/, 'POINTS_INVALID'),
        }),
      )
      .max(50),
    conversion: z.object({
      enabled: z.boolean(),
      pointsPerUnit: pointsTextSchema,
      unitAmount: moneyTextSchema,
      minPoints: pointsTextSchema,
      stepPoints: pointsTextSchema,
    }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.rules.forEach((rule, index) => {
      if (seen.has(rule.category))
        context.addIssue({ code: 'custom', path: ['rules', index, 'category'], message: 'POINTS_RULE_DUPLICATE' });
      seen.add(rule.category);
    });
  });
export type PointsSettingsBody = z.infer<typeof pointsSettingsBodySchema>;

export const consoleMallItemSchema = z.object({
  id: z.string(),
  type: z.enum(mallItemTypes),
  name: localizedTextSchema,
  description: localizedTextSchema,
  imageUrl: z.string(),
  pointsCost: z.string(),
  creditAmount: z.string(),
  turnoverMultiplier: z.number().int(),
  stockLeft: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type ConsoleMallItem = z.infer<typeof consoleMallItemSchema>;
export const consoleMallItemListSchema = z.array(consoleMallItemSchema);
export const mallItemBodySchema = z
  .object({
    type: z.enum(mallItemTypes),
    name: localizedTextSchema.refine(
      (texts) => Object.values(texts).some((text) => text.trim() !== ''),
      'NAME_REQUIRED',
    ),
    description: localizedTextSchema.default({}),
    imageUrl: z.string().trim().max(500).default(''),
    pointsCost: pointsTextSchema,
    creditAmount: z.string().trim().default(''),
    turnoverMultiplier: z.number().int().min(0).max(100).default(0),
    stockLeft: z.number().int().min(0).max(1_000_000),
    perMemberLimit: z.number().int().min(1).max(1000).nullable().default(null),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((body, context) => {
    if (body.type === 'physical') {
      if (body.creditAmount !== '')
        context.addIssue({ code: 'custom', path: ['creditAmount'], message: 'MALL_CREDIT_FOR_PHYSICAL' });
      return;
    }
    if (!moneyTextSchema.safeParse(body.creditAmount).success)
      context.addIssue({ code: 'custom', path: ['creditAmount'], message: 'AMOUNT_INVALID' });
  });
export type MallItemBody = z.infer<typeof mallItemBodySchema>;

export const consoleRedemptionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  username: z.string(),
  appliedAt: z.string(),
  type: z.enum(mallItemTypes),
  name: z.string(),
  quantity: z.number().int(),
  points: z.string(),
  creditAmount: z.string(),
  status: z.enum(redemptionStatuses),
  rejectReason: z.string(),
  reviewedBy: z.string(),
});
export type ConsoleRedemption = z.infer<typeof consoleRedemptionSchema>;
export const consoleRedemptionPageSchema = pageSchema(consoleRedemptionSchema);
export const consoleRedemptionQuerySchema = z.object({
  status: z.enum(redemptionStatuses).optional(),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});
export const rejectRedemptionBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** The brand's points book: what was issued, spent, released, converted and expired, and what players hold. */
export const pointsReportSchema = z.object({
  totals: z.array(z.object({ type: z.enum(pointsMovementTypes), points: z.string(), count: z.number().int() })),
  /** Points players hold (spendable + held): the brand's points liability. */
  outstanding: z.string(),
  held: z.string(),
  /** Cash paid for converted points. */
  conversionCost: z.string(),
});
export type PointsReport = z.infer<typeof pointsReportSchema>;

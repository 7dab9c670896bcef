import { z } from 'zod';
import { gameTypes } from './games.js';
import { parseMinor } from './money.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The manual rebate (issue #19, decision 0079): a share of each valid bet accrues per category at the rate of the
 * member's VIP level; the player claims it when they want (a minimum, a daily cap per level in the brand's zone).
 * Accrued amounts travel at 4 decimals ("12.3456"), paid amounts at 2, rates as a percent of the valid bet ("0.80").
 */

/** The categories the player's page shows, in its order; LOTT is folded into ELOTT for display (reference §4.1). */
export const rebateDisplayCategories = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
] as const;
export type RebateDisplayCategory = (typeof rebateDisplayCategories)[number];
/** The categories a rate can be set for: every category of the catalogue. */
export const rebateRateCategories = gameTypes;

/** The display category of a bet's category. */
export function rebateDisplayCategoryOf(category: string): RebateDisplayCategory | null {
  if (category === 'LOTT') return 'ELOTT';
  return (rebateDisplayCategories as readonly string[]).includes(category) ? (category as RebateDisplayCategory) : null;
}

/** Rates are kept as percent × 10,000 (4 decimals of a percent): "0.80" is 8,000. */
export const rebateRateScale = 4;
/** The largest rate an operator may set: 5 % of the valid bet is already far beyond any margin. */
export const maximumRebateRatePercent = '5';

/** "0.8000" to "0.80": a rate written with at least two decimals and no trailing zeros beyond them. */
export function formatRebateRate(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(rebateRateScale + 1, '0');
  const whole = digits.slice(0, digits.length - rebateRateScale);
  const fraction = digits
    .slice(digits.length - rebateRateScale)
    .replace(/0{1,2}$/, '')
    .replace(/0$/, '');
  return `${negative ? '-' : ''}${whole}.${fraction.padEnd(2, '0')}`;
}

const rateTextSchema = z
  .string()
  .trim()
  .refine((text) => {
    try {
      const units = parseMinor(text, rebateRateScale);
      return units >= 0n && units <= parseMinor(maximumRebateRatePercent, rebateRateScale);
    } catch {
      return false;
    }
  }, 'REBATE_RATE_FORMAT');

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

export const memberRebateCategorySchema = z.object({
  category: z.enum(rebateDisplayCategories),
  /** Accrued and not yet claimed, 4 decimals. */
  unclaimed: z.string(),
  /** The member's rate now, percent of the valid bet. */
  rate: z.string(),
});

/** GET /wps/member/rebate. */
export const memberRebateSchema = z.object({
  /** The brand-local day the figures are for (YYYY-MM-DD). */
  balanceDate: z.string(),
  level: z.number().int(),
  categories: z.array(memberRebateCategorySchema),
  /** Every open accrual, 4 decimals. */
  unclaimedTotal: z.string(),
  /** What a claim now would pay (after the daily caps), 2 decimals: the amount the confirm dialog shows. */
  claimable: z.string(),
  minimum: z.string(),
  dailyCap: z.string(),
  /** What today's cap still allows. */
  capLeftToday: z.string(),
});
export type MemberRebate = z.infer<typeof memberRebateSchema>;

/**
 * POST /wps/member/rebate/claim. The server computes the payout; `expectedAmount` is only the amount the player saw
 * (the page's `claimable`): a different amount is refused with REBATE_CHANGED. Any per-category amounts a client
 * sends are ignored.
 */
export const rebateClaimBodySchema = z.object({
  expectedAmount: moneyTextSchema,
});
export type RebateClaimBody = z.infer<typeof rebateClaimBodySchema>;

export const rebateClaimLineSchema = z.object({ category: z.enum(rebateDisplayCategories), amount: z.string() });
export const rebateClaimSchema = z.object({
  id: z.string(),
  amount: z.string(),
  /** Accrued but beyond a daily cap: not paid. */
  capped: z.string(),
  lines: z.array(rebateClaimLineSchema),
  claimedAt: z.string(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;
export const rebateClaimPageSchema = pageSchema(rebateClaimSchema);
export const rebateClaimQuerySchema = z.object(pageQueryShape({ defaultSize: 20, maxSize: 100 }));

/** The console's settings of one brand: a rate per VIP level and category, a daily cap per level, the minimum. */
export const rebateRateCellSchema = z.object({
  level: z.number().int().min(0).max(99),
  category: z.enum(rebateRateCategories),
  rate: rateTextSchema,
});
export const rebateLevelCapSchema = z.object({ level: z.number().int().min(0).max(99), cap: moneyTextSchema });
export const rebateSettingsBodySchema = z
  .object({
    rates: z.array(rebateRateCellSchema).max(2_000),
    dailyCaps: z.array(rebateLevelCapSchema).min(1).max(100),
    minimum: moneyTextSchema,
  })
  .superRefine((body, context) => {
    const cells = new Set<string>();
    body.rates.forEach((cell, index) => {
      const key = `${cell.level}:${cell.category}`;
      if (cells.has(key))
        context.addIssue({ code: 'custom', path: ['rates', index], message: 'REBATE_RATE_DUPLICATE' });
      cells.add(key);
    });
    const levels = new Set<number>();
    body.dailyCaps.forEach((cap, index) => {
      if (levels.has(cap.level))
        context.addIssue({ code: 'custom', path: ['dailyCaps', index], message: 'REBATE_CAP_DUPLICATE' });
      levels.add(cap.level);
    });
  });
export type RebateSettingsBody = z.input<typeof rebateSettingsBodySchema>;
export const rebateSettingsSchema = z.object({
  merchant: z.string(),
  /** VIP levels do not exist yet: every member is at level 0 until they do. */
  levels: z.array(z.number().int()),
  categories: z.array(z.string()),
  rates: z.array(z.object({ level: z.number().int(), category: z.string(), rate: z.string(), since: z.string() })),
  dailyCaps: z.array(z.object({ level: z.number().int(), cap: z.string() })),
  minimum: z.string(),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** GET /bo/rebate/:merchant/claims?from&to: claims of brand-local days, newest first, with their total. */
export const rebateReportQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
});
export const rebateReportRowSchema = rebateClaimSchema.extend({ username: z.string() });
export const rebateReportSchema = pageSchema(rebateReportRowSchema).extend({
  totalAmount: z.string(),
  byCategory: z.array(rebateClaimLineSchema),
});
export type RebateReport = z.infer<typeof rebateReportSchema>;

import { z } from 'zod';
import { depositListQuerySchema, depositSchema } from './deposit.js';
import { timeRangeShape } from './operator-console.js';
import { pageQueryShape, pageSchema } from './paging.js';
import { amountSchema } from './wallet.js';

/** The money actions under the two-person rule. */
export const moneyApprovalKinds = ['withdrawal', 'deposit', 'adjustment'] as const;
export type MoneyApprovalKind = (typeof moneyApprovalKinds)[number];
export const moneyApprovalStatuses = ['pending', 'confirmed', 'rejected'] as const;
export type MoneyApprovalStatus = (typeof moneyApprovalStatuses)[number];
export const adjustmentStatuses = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

/** The first operator's approval of an action above the brand's threshold, waiting for (or decided by) a second. */
export const pendingApprovalSchema = z.object({
  id: z.string(),
  status: z.enum(moneyApprovalStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/** An approval as the console's "awaiting confirmation" list shows it. */
export const moneyApprovalSchema = pendingApprovalSchema.extend({
  kind: z.enum(moneyApprovalKinds),
  merchantCode: z.string(),
  subjectId: z.string(),
  amount: z.string(),
  currency: z.string(),
  username: z.string(),
  /** The caller made the first approval: someone else must confirm it. */
  requestedByMe: z.boolean(),
});
export type MoneyApproval = z.infer<typeof moneyApprovalSchema>;
export const moneyApprovalPageSchema = pageSchema(moneyApprovalSchema);

export const moneyApprovalQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
  merchant: z.string().trim().min(1).max(64).optional(),
  status: z.enum(moneyApprovalStatuses).default('pending'),
  kind: z.enum(moneyApprovalKinds).optional(),
  /** `others`: only approvals another operator made, which the caller may confirm. */
  requestedBy: z.enum(['others', 'me']).optional(),
});
export type MoneyApprovalQuery = z.infer<typeof moneyApprovalQuerySchema>;

export const moneyApprovalIdParamsSchema = z.object({ id: z.uuid({ message: 'ID_FORMAT' }) });

/** What an operator may add for the other when approving above the threshold; the body may be left out. */
export const approvalNoteBodySchema = z
  .object({ note: z.string().trim().max(200, { message: 'REASON_TOO_LONG' }).optional() })
  .nullish();
export const approvalRejectBodySchema = z.object({
  reason: z.string().trim().min(1, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});

/** A brand's two-person thresholds as decimal amounts; null: that action never needs a second operator. */
export const twoPersonThresholdsSchema = z.object({
  merchant: z.string(),
  currency: z.string(),
  withdrawal: z.string().nullable(),
  deposit: z.string().nullable(),
  adjustment: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TwoPersonThresholds = z.infer<typeof twoPersonThresholdsSchema>;

/** A threshold amount in the body: a positive amount, or null for none (0 is allowed: every action needs two). */
const thresholdAmountSchema = z
  .union([z.literal('0'), z.literal('0.00'), amountSchema])
  .transform((value) => (typeof value === 'bigint' ? value : 0n))
  .nullable();
export const twoPersonThresholdsBodySchema = z.object({
  withdrawal: thresholdAmountSchema,
  deposit: thresholdAmountSchema,
  adjustment: thresholdAmountSchema,
});
export const thresholdParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** The outcome of an adjustment request: posted now, or pending a second operator above the threshold. */
export const adjustmentResultSchema = z.object({
  id: z.string(),
  status: z.enum(adjustmentStatuses),
  transferId: z.string().nullable(),
  replayed: z.boolean(),
  /** The member's main balance after the posting; null while pending. */
  balance: z.string().nullable(),
  approval: pendingApprovalSchema.nullable(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

export const adjustmentSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  approval: pendingApprovalSchema.nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentPageSchema = pageSchema(adjustmentSchema);

/** The adjustments list's filters: brand (required), member, status, operator, time range. */
export const adjustmentFilterSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64).optional(),
  status: z.enum(adjustmentStatuses).optional(),
  operator: z.string().trim().min(1).max(64).optional(),
  ...timeRangeShape,
});
export type AdjustmentFilter = z.infer<typeof adjustmentFilterSchema>;
export const adjustmentQuerySchema = adjustmentFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
export type AdjustmentQuery = z.infer<typeof adjustmentQuerySchema>;

/** A brand's deposits in the console's review queue: the deposit and whose it is. */
export const depositReviewQuerySchema = depositListQuerySchema.extend({ merchant: z.string().min(1).max(64) });
export type DepositReviewQuery = z.output<typeof depositReviewQuerySchema>;
export const depositReviewSchema = depositSchema.extend({ member: z.string() });
export type DepositReview = z.infer<typeof depositReviewSchema>;
export const depositReviewPageSchema = pageSchema(depositReviewSchema);
/** A deposit after an operator's confirmation: credited, or waiting for a second operator's (`approval`). */
export const reviewedDepositSchema = depositSchema.extend({ approval: pendingApprovalSchema.nullable() });
export type ReviewedDeposit = z.infer<typeof reviewedDepositSchema>;

import { z } from 'zod';
import { depositListQuerySchema, depositSchema } from './deposit.js';
import { sortOrders, timeRangeShape } from './operator-console.js';
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

/** What a money queue (withdrawals, deposits) may be sorted by on the server. */
export const moneyQueueSorts = ['createdAt', 'amount'] as const;
export type MoneyQueueSort = (typeof moneyQueueSorts)[number];

/**
 * The filters the withdrawal and deposit queues share (decision 0036): one brand or, left out, every brand the
 * operator may see; the player's username or the order number (a prefix of either); the time range the console
 * turns from brand-time days into instants; an amount range; the sort. `order` left out: a pending queue is
 * oldest first (who waited longest), any other status newest first.
 */
export const moneyQueueFilterShape = {
  merchant: z.string().trim().min(1).max(64).optional(),
  search: z.string().trim().min(1).max(64).optional(),
  from: timeRangeShape.from,
  to: timeRangeShape.to,
  minAmount: amountSchema.optional(),
  maxAmount: amountSchema.optional(),
  sort: z.enum(moneyQueueSorts).default('createdAt'),
  order: z.enum(sortOrders).optional(),
};

/** The console's deposit queue: a status (or all), the shared filters, a page. */
export const depositReviewFilterSchema = depositListQuerySchema
  .omit({ pageNo: true, pageSize: true })
  .extend(moneyQueueFilterShape);
export type DepositReviewFilter = z.output<typeof depositReviewFilterSchema>;
export const depositReviewQuerySchema = depositReviewFilterSchema.extend(
  pageQueryShape({ defaultSize: 50, maxSize: 200 }),
);
export type DepositReviewQuery = z.input<typeof depositReviewQuerySchema>;
/** A deposit in the queue: whose it is (username, member id) and the brand it was paid to. */
export const depositReviewSchema = depositSchema.extend({
  member: z.string(),
  memberId: z.string(),
  merchantCode: z.string(),
  currency: z.string(),
  decidedBy: z.string().nullable(),
  /** The newest two-person approval of this deposit; null when none was needed. */
  approval: pendingApprovalSchema.nullable(),
});
export type DepositReview = z.infer<typeof depositReviewSchema>;
export const depositReviewPageSchema = pageSchema(depositReviewSchema);
/** A deposit after an operator's confirmation: credited, or waiting for a second operator's (`approval`). */
export const reviewedDepositSchema = depositSchema.extend({ approval: pendingApprovalSchema.nullable() });
export type ReviewedDeposit = z.infer<typeof reviewedDepositSchema>;

/** One bulk decision over queue rows; each row is decided (and audited) on its own, in its own transaction. */
export const bulkDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    ids: z
      .array(z.uuid({ message: 'ID_FORMAT' }))
      .min(1)
      .max(100),
  }),
  z.object({
    decision: z.literal('reject'),
    ids: z
      .array(z.uuid({ message: 'ID_FORMAT' }))
      .min(1)
      .max(100),
    reason: z.string().trim().min(3, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
  }),
]);
export type BulkDecisionBody = z.input<typeof bulkDecisionBodySchema>;

/**
 * What happened to one row of a bulk decision: `done` (paid, credited or rejected now), `awaiting_second` (above
 * the threshold: recorded as the first approval), `unchanged` (already so: a retry moves nothing), or `failed`
 * with the error code; one row's failure never undoes another's.
 */
export const bulkRowOutcomeSchema = z.object({
  id: z.string(),
  outcome: z.enum(['done', 'awaiting_second', 'unchanged', 'failed']),
  code: z.string().nullable(),
});
export type BulkRowOutcome = z.infer<typeof bulkRowOutcomeSchema>;
export const bulkDecisionResultSchema = z.object({ rows: z.array(bulkRowOutcomeSchema) });
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;

export const moneyContextParamsSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
});

/**
 * A player's money context beside a queue row (one call): balance per wallet, what they staked since their last
 * credited deposit, their latest wins, and other players of the brand with the same bank account number.
 */
export const moneyContextSchema = z.object({
  merchantCode: z.string(),
  username: z.string(),
  currency: z.string(),
  wallets: z.array(
    z.object({ kind: z.enum(['main', 'vendor']), vendorCode: z.string().nullable(), balance: z.string() }),
  ),
  lastDeposit: z.object({ amount: z.string(), at: z.string() }).nullable(),
  /** Stakes since the last credited deposit (since registration when there is none). */
  turnoverSinceDeposit: z.string(),
  betCount: z.number().int(),
  recentWins: z.array(z.object({ at: z.string(), amount: z.string(), vendorCode: z.string(), gameCode: z.string() })),
  sharedBankAccounts: z.array(
    z.object({ username: z.string(), bankCode: z.string(), accountNumber: z.string(), accountName: z.string() }),
  ),
});
export type MoneyContext = z.infer<typeof moneyContextSchema>;

import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';

/** Why a debt exists: the vendor adjustment's reason (decision 0056). */
export const debtReasons = ['resettle', 'void', 'correction'] as const;
export const debtStatuses = ['open', 'repaid', 'written_off'] as const;
export type DebtStatus = (typeof debtStatuses)[number];

/**
 * A player's debt as the console shows it: what a vendor adjustment took back beyond the balance, what later credits
 * repaid, what an operator wrote off, and a write-off waiting for a second operator.
 */
export const debtSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  memberId: z.string(),
  username: z.string(),
  currency: z.string(),
  vendorCode: z.string(),
  transactionId: z.string(),
  referenceTransactionId: z.string(),
  roundId: z.string(),
  reason: z.enum(debtReasons),
  amount: z.string(),
  repaid: z.string(),
  writtenOff: z.string(),
  /** What is still owed. */
  outstanding: z.string(),
  status: z.enum(debtStatuses),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  writeOffRequestedBy: z.string().nullable(),
  writeOffRequestedAt: z.string().nullable(),
  writeOffReason: z.string().nullable(),
  writtenOffBy: z.string().nullable(),
});
export type Debt = z.infer<typeof debtSchema>;
export const debtPageSchema = pageSchema(debtSchema);

export const debtQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
  merchant: z.string().trim().min(1).max(64).optional(),
  /** `open` (the default), `closed` (repaid or written off: the history) or one status. */
  status: z.enum(['open', 'closed', ...debtStatuses]).default('open'),
  username: z.string().trim().min(1).max(64).optional(),
});
export type DebtQuery = z.infer<typeof debtQuerySchema>;

export const debtIdParamsSchema = z.object({ id: z.uuid({ message: 'ID_FORMAT' }) });

export const debtWriteOffBodySchema = z.object({
  reason: z.string().trim().min(1, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});

/** A write-off's outcome: done, or waiting for a second operator (the amount is above the brand's threshold). */
export const debtWriteOffResultSchema = z.object({
  outcome: z.enum(['written_off', 'pending']),
  debt: debtSchema,
});
export type DebtWriteOffResult = z.infer<typeof debtWriteOffResultSchema>;

/** A player's open debt in one line (the console's player detail, the player's withdrawal page). */
export const debtSummarySchema = z.object({
  outstanding: z.string(),
  openDebts: z.number().int(),
});
export type DebtSummary = z.infer<typeof debtSummarySchema>;

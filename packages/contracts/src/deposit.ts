import { z } from 'zod';
import { pageQueryShape } from './paging.js';
import { amountSchema } from './wallet.js';

export const depositStatuses = ['awaiting_payment', 'pending_review', 'confirmed', 'rejected', 'failed'] as const;

export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(['promptpay', 'sandbox']),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** A slip image as a data URL (png or jpg, 5 MB at most; checked on the server from its bytes). */
export const slipImageSchema = z.string().startsWith('data:image/').max(7_500_000);

export const createDepositBodySchema = z.object({
  channelCode: z.string().trim().min(1).max(32),
  amount: amountSchema,
  slip: slipImageSchema.optional(),
});

export const promptPayQuoteBodySchema = z.object({
  channelCode: z.string().trim().min(1).max(32),
  amount: amountSchema,
});

export const promptPayQuoteSchema = z.object({ payload: z.string(), qrImage: z.string(), amount: z.string() });

export const depositSchema = z.object({
  id: z.string(),
  channelCode: z.string(),
  kind: z.enum(['promptpay', 'sandbox']),
  amount: z.string(),
  status: z.enum(depositStatuses),
  createdAt: z.string(),
  /** Where the player completes a provider payment (sandbox provider page). */
  redirectUrl: z.string().nullable(),
  hasSlip: z.boolean(),
  reason: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositListQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  status: z.enum(depositStatuses).optional(),
});

export const reviewReasonBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });

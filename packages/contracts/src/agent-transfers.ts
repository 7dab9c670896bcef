import { z } from 'zod';
import { formatMinor } from './money.js';
import { amountSchema } from './wallet.js';

/**
 * Limits of member-to-member moves (transfer to the upline, red envelope), in minor units. No brand setting covers
 * them yet, so they are the platform's: one amount at least 1.00 and at most 1,000,000.00; an envelope reaches at
 * most 100 downlines.
 */
export const agentTransferLimits = {
  minAmountMinor: 100n,
  maxAmountMinor: 100_000_000n,
  maxRecipients: 100,
} as const;

/** Account type 2 may not send to its upline (the original's `AGETRANSFERUP3` rule, reference §1.1). */
export const mayTransferToUpline = (type: number) => type !== 2;

const paymentPasswordField = z.string().trim().min(1, { message: 'REQUIRED' }).max(32);

export const transferUplineBodySchema = z.object({
  amount: amountSchema,
  paymentPassword: paymentPasswordField,
});

/** What the transferUpline page shows before sending: whether the member may, to whom, and the limits. */
export const transferUplineInfoSchema = z.object({
  /** Null when the member may send; otherwise the error code that a send would answer. */
  refusal: z.enum(['TRANSFER_UPLINE_NOT_ALLOWED', 'NO_UPLINE']).nullable(),
  uplineUsername: z.string().nullable(),
  /** False until the member sets a payment password (the page then sends it to set one first). */
  paymentPasswordSet: z.boolean(),
  balance: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export type TransferUplineInfo = z.infer<typeof transferUplineInfoSchema>;

export const transferUplineResultSchema = z.object({
  /** The ledger transfer: a key, never shown. */
  transferId: z.string(),
  amount: z.string(),
  uplineUsername: z.string(),
  /** The sender's main wallet right after this transfer (the same on a replay). */
  balanceAfter: z.string(),
  createdAt: z.string(),
});
export type TransferUplineResult = z.infer<typeof transferUplineResultSchema>;

const recipientUsername = z.string().trim().min(1, { message: 'REQUIRED' }).max(64);

/**
 * A red envelope (`AGENTRANSMULTDOWN3`): the same amount to each of several direct downlines, or an amount per
 * downline. Each downline at most once.
 */
export const redEnvelopeBodySchema = z
  .union([
    z.object({
      usernames: z.array(recipientUsername).min(1).max(agentTransferLimits.maxRecipients),
      amountEach: amountSchema,
      paymentPassword: paymentPasswordField,
    }),
    z.object({
      recipients: z
        .array(z.object({ username: recipientUsername, amount: amountSchema }))
        .min(1)
        .max(agentTransferLimits.maxRecipients),
      paymentPassword: paymentPasswordField,
    }),
  ])
  .transform((body) => ({
    paymentPassword: body.paymentPassword,
    recipients:
      'usernames' in body
        ? body.usernames.map((username) => ({ username, amountMinor: body.amountEach }))
        : body.recipients.map((recipient) => ({ username: recipient.username, amountMinor: recipient.amount })),
  }))
  .superRefine((body, context) => {
    const seen = new Set<string>();
    for (const recipient of body.recipients) {
      const key = recipient.username.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['recipients'], message: 'DUPLICATE_RECIPIENT' });
      seen.add(key);
    }
  });

export const redEnvelopeResultSchema = z.object({
  total: z.string(),
  recipients: z.array(z.object({ username: z.string(), amount: z.string() })),
  /** The agent's main wallet right after the envelope (the same on a replay). */
  balanceAfter: z.string(),
});
export type RedEnvelopeResult = z.infer<typeof redEnvelopeResultSchema>;

/** The direct downlines an envelope may reach, with the limits the dialog checks before sending. */
export const redEnvelopeRecipientsSchema = z.object({
  downlines: z.array(z.object({ username: z.string(), isAgent: z.boolean() })),
  balance: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  maxRecipients: z.number(),
});
export type RedEnvelopeRecipients = z.infer<typeof redEnvelopeRecipientsSchema>;

export const agentTransferLimitTexts = {
  minAmount: formatMinor(agentTransferLimits.minAmountMinor),
  maxAmount: formatMinor(agentTransferLimits.maxAmountMinor),
};

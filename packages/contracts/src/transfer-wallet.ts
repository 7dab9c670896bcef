import { z } from 'zod';

/**
 * The transfer wallet API: the platform's calls to a transfer-model vendor, which holds the player's game money
 * itself. It is the seamless wallet API the other way round: the platform signs, the vendor verifies. Every call
 * is a JSON POST to `<vendor api url><path>` with `X-Vendor-Code` (the vendor's code), `X-Timestamp` (milliseconds
 * since the epoch; refused more than 30 s away from the vendor's clock) and `X-Signature` = hex HMAC-SHA256 of
 * `<X-Timestamp>.<raw body>` with the vendor's secret. Answers are `{ success, message, value, code? }`.
 *
 * - A 2xx answer means done; a 4xx answer means refused, and nothing moved; anything else (no answer, a 5xx) means
 *   the outcome is unknown, and the platform asks `status`.
 * - `reference` is unique per move and idempotent: a repeat answers the first result, and the same reference with
 *   other content is refused with `DUPLICATE_TRANSACTION`.
 * - Asking the status of a reference the vendor never saw closes it (`unknown`): a late delivery of that move is
 *   refused, so a platform that reverses an unknown move never pays twice.
 * - `rounds` is the vendor's round feed: the platform's betting record and profit and loss show each round played on
 *   the vendor's wallet, which the platform never sees move otherwise (see `transferRoundsAnswerSchema`).
 */
export const transferWalletPaths = {
  deposit: '/transfer/deposit',
  withdraw: '/transfer/withdraw',
  status: '/transfer/status',
  balance: '/transfer/balance',
  rounds: '/transfer/rounds',
} as const;
export type TransferWalletOperation = keyof typeof transferWalletPaths;

const reference = z.string().trim().min(1).max(256);
const playerId = z.string().trim().min(1).max(128);
const currency = z.string().regex(/^[A-Z]{3}$/);
/** A non-negative amount with at most two decimals, as text ("0", "12.5", "12.50"). */
const amount = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/);
const positiveAmount = amount.refine((text) => /[1-9]/.test(text), 'AMOUNT_POSITIVE');

export const transferMoveRequestSchema = z.object({ reference, playerId, currency, amount: positiveAmount });
export const transferStatusRequestSchema = z.object({ reference });
export const transferBalanceRequestSchema = z.object({ playerId, currency });
export type TransferMoveRequest = z.infer<typeof transferMoveRequestSchema>;
export type TransferStatusRequest = z.infer<typeof transferStatusRequestSchema>;
export type TransferBalanceRequest = z.infer<typeof transferBalanceRequestSchema>;

export const transferStatuses = ['done', 'failed', 'unknown'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** A deposit or withdrawal that was done; a refusal carries the same shape with `failed` in a failure envelope. */
export const transferMoveAnswerSchema = z.object({
  reference,
  status: z.enum(['done', 'failed']),
  /** The player's balance at the vendor after the move (or at the refusal). */
  balance: amount,
  currency,
});
export type TransferMoveAnswer = z.infer<typeof transferMoveAnswerSchema>;

export const transferStatusAnswerSchema = z.object({
  reference,
  status: z.enum(transferStatuses),
  /** The player's current balance at the vendor, when the reference names a player. */
  balance: amount.optional(),
});
export type TransferStatusAnswer = z.infer<typeof transferStatusAnswerSchema>;

export const transferBalanceAnswerSchema = z.object({ balance: amount, currency });
export type TransferBalanceAnswer = z.infer<typeof transferBalanceAnswerSchema>;

/** Rounds changed after `after` (a position the vendor gave; 0 for the start), at most `limit` of them. */
export const transferRoundsRequestSchema = z.object({
  after: z.number().int().min(0),
  limit: z.number().int().min(1).max(500),
});
export type TransferRoundsRequest = z.infer<typeof transferRoundsRequestSchema>;

export const transferRoundStatuses = ['open', 'settled', 'cancelled'] as const;

/**
 * A round as it stands now: its whole stake and win so far (not the change), so reading a round twice, or an older
 * state after a newer one is never possible: the feed is ordered by `position`, the round's last change.
 */
export const transferRoundSchema = z.object({
  position: z.number().int().min(1),
  roundId: z.string().trim().min(1).max(256),
  playerId,
  currency,
  /** The game's code as the platform's launch named it (`gameCode` of the launch's session). */
  gameCode: z.string().max(128),
  stake: amount,
  win: amount,
  /** `open` until it is paid (a win, even of 0); `cancelled` when every move of it was rolled back. */
  status: z.enum(transferRoundStatuses),
  startedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type TransferRound = z.infer<typeof transferRoundSchema>;

/**
 * Every round changed after the request's `after`, by position, at most `limit`; `next` is the `after` of the next
 * request (the last round's position, or the request's `after` when nothing changed).
 */
export const transferRoundsAnswerSchema = z.object({
  rounds: z.array(transferRoundSchema),
  next: z.number().int().min(0),
});
export type TransferRoundsAnswer = z.infer<typeof transferRoundsAnswerSchema>;

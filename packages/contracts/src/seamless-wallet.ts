import { z } from 'zod';

/**
 * The seamless wallet API that game vendors call (the shape Hub88, Evolution One Wallet and PG use): the
 * vendor runs the game, the platform holds the money. Every request is a JSON POST signed with the vendor's
 * secret: `X-Signature` = hex HMAC-SHA256 over `<X-Timestamp>.<raw body>`, `X-Timestamp` in milliseconds since
 * the epoch (refused when more than 30 s away from the platform's clock), `X-Vendor-Code` names the vendor.
 * Answers are `{ success, message, value, code? }`; amounts are decimal strings in the currency's scale.
 */
export const seamlessWalletPaths = {
  authenticate: '/wallet-api/v1/authenticate',
  balance: '/wallet-api/v1/balance',
  bet: '/wallet-api/v1/bet',
  win: '/wallet-api/v1/win',
  betWin: '/wallet-api/v1/bet-win',
  rollback: '/wallet-api/v1/rollback',
  closeRound: '/wallet-api/v1/close-round',
} as const;

export const seamlessHeaders = {
  vendor: 'x-vendor-code',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

export const signatureMaxAgeMs = 30_000;

const token = z.string().min(16).max(256);
const identifier = z.string().trim().min(1).max(128);
/** A non-negative amount with at most two decimals, as text ("0", "12.5", "12.50"). */
const amount = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/);
const currency = z.string().regex(/^[A-Z]{3}$/);

export const authenticateRequestSchema = z.object({ token });
export const balanceRequestSchema = z.object({ token, playerId: identifier });
export const betRequestSchema = z.object({
  token,
  playerId: identifier,
  transactionId: identifier,
  roundId: identifier,
  amount,
  currency,
});
export const winRequestSchema = betRequestSchema.extend({
  /** The bet this win pays, when the vendor knows it; informative. */
  betTransactionId: identifier.optional(),
  /** False keeps the round open for more bets or wins (a live table's side bets); true by default. */
  closeRound: z.boolean().default(true),
});
export const betWinRequestSchema = betRequestSchema.omit({ amount: true }).extend({ bet: amount, win: amount });
export const rollbackRequestSchema = z.object({
  token,
  playerId: identifier,
  transactionId: identifier,
  referenceTransactionId: identifier,
  roundId: identifier,
});
export const closeRoundRequestSchema = z.object({ token, playerId: identifier, roundId: identifier });

export type BetRequest = z.input<typeof betRequestSchema>;
export type WinRequest = z.input<typeof winRequestSchema>;
export type BetWinRequest = z.input<typeof betWinRequestSchema>;
export type RollbackRequest = z.input<typeof rollbackRequestSchema>;

/** What the vendor learns from a launch token. Demo sessions have no player and no balance. */
export const vendorSessionSchema = z.object({
  playerId: z.string().nullable(),
  mode: z.enum(['real', 'demo']),
  nickname: z.string().nullable(),
  currency: z.string(),
  balance: z.string().nullable(),
  language: z.string(),
  brand: z.string(),
  gameCode: z.string(),
  vendorGameId: z.string(),
  gameName: z.string(),
  expiresAt: z.string(),
  /**
   * Where the player's money is for this launch: `seamless`, the platform's wallet (settle through this API);
   * `transfer`, the vendor's own wallet (money moved in and out by the transfer wallet API; `balance` is null).
   * Absent from platforms that predate the transfer model, which means `seamless`.
   */
  walletModel: z.enum(['seamless', 'transfer']).optional(),
});
export type VendorSession = z.infer<typeof vendorSessionSchema>;

export const walletAnswerSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

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
  voidRound: '/wallet-api/v1/void-round',
  adjust: '/wallet-api/v1/adjust',
  jackpotWin: '/wallet-api/v1/jackpot-win',
} as const;

export const seamlessHeaders = {
  vendor: 'x-vendor-code',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

export const signatureMaxAgeMs = 30_000;

const token = z.string().min(16).max(256).describe('The launch token the platform put in the launch URL.');
const identifier = z.string().trim().min(1).max(128);
const playerId = identifier.describe('The player id that authenticate answered.');
const transactionId = identifier.describe(
  "The vendor's id of this request, unique per vendor: a retry sends the same id and body and gets the first answer.",
);
const roundId = identifier.describe("The vendor's round id; one round per player (a live table round is shared).");
const amountText = /^\d{1,15}(\.\d{1,2})?$/;
/** A non-negative amount with at most two decimals, as text ("0", "12.5", "12.50"). */
const amount = z
  .string()
  .regex(amountText)
  .describe('A non-negative decimal amount as text, at most 2 decimals ("0", "12.5", "12.50").');
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe("ISO 4217 code; must be the launch session's currency.");

export const authenticateRequestSchema = z.object({ token });
export const balanceRequestSchema = z.object({ token, playerId });
/**
 * The part of a stake covered by the player's opposite bets in the same round (banker against player, red against
 * black; issue #19): it moves money like any stake but is no valid bet (rebates, bonus wagering and the settled-bet
 * stream's valid bet leave it out). At most the stake; absent means 0.
 */
const hedged = amount
  .optional()
  .describe(
    "The part of this stake covered by the player's opposite bets in the same round (banker against player, red " +
      'against black): no valid bet for rebates and bonus wagering. At most the stake; absent means 0.',
  );
/** A hedged part larger than the stake is refused as malformed (VALIDATION_FAILED, field `hedged`). */
export const hedgedExceedsStake = 'HEDGED_EXCEEDS_STAKE';
/** Compares two wire amounts exactly (at most two decimals), without floating point. */
const centsOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};
/**
 * Object refinements run even when a field failed (zod 4): a malformed amount is left to its field's own issue, never
 * compared (and never thrown on).
 */
const hedgedWithinStake = (stake: unknown, part: unknown) =>
  typeof part !== 'string' ||
  typeof stake !== 'string' ||
  !amountText.test(part) ||
  !amountText.test(stake) ||
  centsOf(part) <= centsOf(stake);

const betRequestFields = z.object({ token, playerId, transactionId, roundId, amount, currency });
export const betRequestSchema = betRequestFields
  .extend({ hedged })
  .refine((request) => hedgedWithinStake(request.amount, request.hedged), {
    path: ['hedged'],
    message: hedgedExceedsStake,
  });
export const winRequestSchema = betRequestFields.extend({
  /** The bet this win pays, when the vendor knows it; informative. */
  betTransactionId: identifier.optional().describe('The bet this win pays, when known; informative only.'),
  /** False keeps the round open for more bets or wins (a live table's side bets); true by default. */
  closeRound: z
    .boolean()
    .default(true)
    .describe('True (the default) closes the round; false keeps it open for more bets and wins.'),
});
export const betWinRequestSchema = betRequestFields
  .omit({ amount: true })
  .extend({ bet: amount, win: amount, hedged })
  .refine((request) => hedgedWithinStake(request.bet, request.hedged), {
    path: ['hedged'],
    message: hedgedExceedsStake,
  });
export const rollbackRequestSchema = z
  .object({
    token,
    playerId,
    transactionId,
    referenceTransactionId: identifier.describe('The transaction id of the move to undo (a bet, win or bet-and-win).'),
    roundId: roundId.describe('The round of the move to undo; another round is refused with ROUND_MISMATCH.'),
  })
  // A rollback of itself can never be applied: refused as malformed rather than stored.
  .refine((request) => request.referenceTransactionId !== request.transactionId, {
    path: ['referenceTransactionId'],
    message: 'SELF_REFERENCE',
  });
export const closeRoundRequestSchema = z.object({ token, playerId, roundId });
/** Undoes every move of a round, open or closed, for good; the reason is kept for audit and disputes. */
export const voidRoundRequestSchema = z.object({
  token,
  playerId,
  transactionId,
  roundId,
  reason: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('Why the round is void, for audit and disputes (1-500 characters).'),
});

/** Why a vendor adjusts money it already moved (decision 0056). */
export const adjustmentReasons = ['resettle', 'void', 'correction'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

/**
 * A vendor's correction of money it already moved on a round (decision 0056): a resettlement, a void after
 * settlement, a correction. A positive amount pays the player (repaying any open debt first); a negative one takes
 * back what the balance holds and records the rest as a debt the player's next credits repay. Exactly once per
 * transaction id; the session may have ended.
 */
export const adjustRequestSchema = z
  .object({
    token,
    playerId,
    transactionId,
    roundId: roundId.describe('The round the adjustment corrects; its win never goes below 0.'),
    currency,
    amount: z
      .string()
      .regex(/^-?\d{1,15}(\.\d{1,2})?$/)
      .refine((text) => !/^-?0+(\.0+)?$/.test(text), 'ZERO_AMOUNT')
      .describe(
        'A signed, non-zero decimal amount as text: positive pays the player, negative takes back ("-150.00").',
      ),
    reason: z.enum(adjustmentReasons).describe('resettle, void (after settlement) or correction.'),
    referenceTransactionId: identifier.describe('The move of the same round this adjustment corrects.'),
  })
  .refine((request) => request.referenceTransactionId !== request.transactionId, {
    path: ['referenceTransactionId'],
    message: 'SELF_REFERENCE',
  });
export type AdjustRequest = z.input<typeof adjustRequestSchema>;

export type BetRequest = z.input<typeof betRequestSchema>;
export type WinRequest = z.input<typeof winRequestSchema>;
export type BetWinRequest = z.input<typeof betWinRequestSchema>;
export type RollbackRequest = z.input<typeof rollbackRequestSchema>;
export type VoidRoundRequest = z.input<typeof voidRoundRequestSchema>;

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
  /** The brand's IANA time zone, for the times the vendor's pages show; absent from older platforms (then UTC). */
  timeZone: z.string().optional(),
  /**
   * Where the player's money is for this launch: `seamless`, the platform's wallet (settle through this API);
   * `transfer`, the vendor's own wallet (money moved in and out by the transfer wallet API; `balance` is null).
   * Absent from platforms that predate the transfer model, which means `seamless`.
   */
  walletModel: z.enum(['seamless', 'transfer']).optional(),
  /**
   * The brand offers buying a slot's feature (its FEATUREBUY3 switch, off by default): only then may the vendor
   * offer a buy. Absent (older platforms) means no.
   */
  featureBuy: z.boolean().optional(),
  /**
   * How the brand's Pok Deng tables choose a player banker (its POKDENGBID3 switch): `fixed`, the willing players in
   * seat order, a fixed term each; `bidding`, the longest term bid wins. Absent (older platforms) means `fixed`.
   */
  pokDengBanker: z.enum(['fixed', 'bidding']).optional(),
  /**
   * The brand's progressive jackpot for this launch (decision 0087): each paid spin of a house slot triggers it with
   * probability 1 in `oneIn`, and a trigger asks `jackpot-win` to pay the pool. Absent or null: no jackpot.
   */
  jackpot: z.object({ oneIn: z.number().int().positive() }).nullable().optional(),
});
export type VendorSession = z.infer<typeof vendorSessionSchema>;

/**
 * A jackpot trigger (decision 0087): the platform pays the brand's whole pool to the player of the round, exactly once
 * per transaction id, and answers the amount it paid; the vendor names no amount, because only the platform knows the
 * pool at the moment it pays.
 */
export const jackpotWinRequestSchema = z.object({ token, playerId, transactionId, roundId, currency });
export type JackpotWinRequest = z.infer<typeof jackpotWinRequestSchema>;

/** The value of a money answer (bet, win, bet-and-win, rollback, void), and of a refusal that read the balance. */
export const walletAnswerSchema = z.object({
  balance: z.string().describe("The player's balance after the request, in the currency's scale."),
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

/** The value of an adjustment's answer: the wallet answer and what it did to the player's debt. */
export const adjustAnswerSchema = walletAnswerSchema.extend({
  debtRecorded: z.string().describe('The part of a take-back the balance could not cover, now owed ("0.00" if none).'),
  debtOutstanding: z.string().describe("The player's open debt after the request, over every vendor."),
});
export type AdjustAnswer = z.infer<typeof adjustAnswerSchema>;

export const jackpotWinAnswerSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string(),
  amount: z.string().describe('What the pool paid the player.'),
});
export type JackpotWinAnswer = z.infer<typeof jackpotWinAnswerSchema>;

export const balanceAnswerSchema = z.object({ balance: z.string(), currency: z.string() });
export type BalanceAnswer = z.infer<typeof balanceAnswerSchema>;

export const closeRoundAnswerSchema = z.object({
  roundId: z.string(),
  /** False when the round was not open (never seen, already closed, or voided). */
  settled: z.boolean(),
});
export type CloseRoundAnswer = z.infer<typeof closeRoundAnswerSchema>;

/** Every answer of the wallet API: `value` is the call's answer, or on a refusal the balance when it was read. */
export const seamlessAnswerSchema = <Value extends z.ZodType>(value: Value) =>
  z.object({
    success: z.boolean(),
    message: z.string().describe("English, for the vendor's logs; never shown to players."),
    value: value.nullable(),
    code: z.string().optional().describe('A stable UPPER_SNAKE code on every refusal.'),
  });

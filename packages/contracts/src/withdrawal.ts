import { z } from 'zod';
import { optionalTwoFactorCodeSchema } from './two-factor.js';
import { pageQueryShape, pageSchema } from './paging.js';
import { moneyQueueFilterShape, pendingApprovalSchema } from './money-review.js';
import { amountSchema } from './wallet.js';

/** Banks a Thai brand pays out to; PROMPTPAY takes a phone (10 digits) or national id (13 digits). */
export const bankCodes = ['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'TTB', 'GSB', 'PROMPTPAY'] as const;
export type BankCode = (typeof bankCodes)[number];

/** A member keeps at most this many bank accounts bound at once. */
export const maxBankAccounts = 3;

/** Spec §5 uploads: png or jpg only, 5 MB at most each, at most 3 images. */
export const proofImageRules = {
  maxBytes: 5 * 1024 * 1024,
  maxImages: 3,
  contentTypes: ['image/png', 'image/jpeg'],
} as const;

/** Remarks follow the spec's other free texts (feedback, activity apply): 140 characters at most. */
export const withdrawalRemarkMaxLength = 140;

/**
 * Whether an account name is the member's real name: trimmed, ignoring case and spaces. The server
 * enforces it where the brand asks; the web uses the same function for a quick answer.
 */
export function samePayeeName(first: string, second: string): boolean {
  const normalize = (text: string) => text.normalize('NFC').replace(/\s+/gu, '').toLowerCase();
  return normalize(first) !== '' && normalize(first) === normalize(second);
}

const paymentPasswordSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'PAYMENT_PASSWORD_FORMAT' });

export const bankAccountBodySchema = z.object({
  bankCode: z.enum(bankCodes, { message: 'BANK_CODE_UNKNOWN' }),
  /** Digits only; spaces and dashes as printed on a bank book are dropped first. */
  accountNumber: z
    .string()
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,15}$/, { message: 'ACCOUNT_NUMBER_FORMAT' })),
  accountName: z
    .string()
    .trim()
    .min(2, { message: 'ACCOUNT_NAME_FORMAT' })
    .max(100, { message: 'ACCOUNT_NAME_FORMAT' })
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, { message: 'ACCOUNT_NAME_FORMAT' }),
  /** Asked when the member's second factor is on. */
  twoFactorCode: optionalTwoFactorCodeSchema,
});
export type BankAccountBody = z.input<typeof bankAccountBodySchema>;

export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.enum(bankCodes),
  /** Only the last four digits are shown back to the player. */
  maskedAccountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Setting the first payment password needs no old one; changing it does. */
export const paymentPasswordBodySchema = z
  .object({
    oldPassword: paymentPasswordSchema.optional(),
    newPassword: paymentPasswordSchema,
    confirmNewPassword: z.string().trim(),
  })
  .refine((body) => body.newPassword === body.confirmNewPassword, {
    message: 'PASSWORD_CONFIRM_MISMATCH',
    path: ['confirmNewPassword'],
  });
export type PaymentPasswordBody = z.input<typeof paymentPasswordBodySchema>;

/** The optional `Idempotency-Key` header of every money call: a retry with the same key moves nothing twice. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,128}$/, { message: 'IDEMPOTENCY_KEY_FORMAT' });

export const withdrawalRequestBodySchema = z.object({
  amount: amountSchema,
  bankAccountId: z.uuid({ message: 'BANK_ACCOUNT_ID_FORMAT' }),
  paymentPassword: z.string().trim().min(1, { message: 'REQUIRED' }).max(32),
  /** Asked when the member's second factor is on. */
  twoFactorCode: optionalTwoFactorCodeSchema,
  /**
   * The player confirmed that withdrawing forfeits their live bonuses (issue #19); without it a member holding one is
   * answered BONUS_FORFEIT_REQUIRED with what would be lost.
   */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawalRequestBody = z.input<typeof withdrawalRequestBodySchema>;

export const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const confirmationStatuses = ['received', 'partly_received', 'not_received'] as const;
export type ConfirmationStatus = (typeof confirmationStatuses)[number];

/**
 * An uploaded image: base64 (optionally a data URL). Its real type and size are read from its bytes on the
 * server (UPLOAD_INVALID); the route's body limit bounds what is read at all.
 */
export const proofImageSchema = z.object({
  fileName: z.string().trim().max(200).optional(),
  data: z.string().regex(/^(?:data:[\w/+.-]+;base64,)?[A-Za-z0-9+/\s]+={0,2}$/, { message: 'UPLOAD_NOT_BASE64' }),
});
export type ProofImage = z.infer<typeof proofImageSchema>;

export const proofImagesSchema = z
  .array(proofImageSchema)
  .max(proofImageRules.maxImages, { message: 'UPLOAD_TOO_MANY' });
const remarkSchema = z.string().trim().max(withdrawalRemarkMaxLength, { message: 'REMARK_TOO_LONG' }).optional();

/** The player's answer to a paid withdrawal (spec §4): received, partly received (how much), or not received. */
export const withdrawalConfirmationBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('received') }),
  z.object({
    status: z.literal('partly_received'),
    receivedAmount: amountSchema,
    images: proofImagesSchema.optional(),
    remark: remarkSchema,
  }),
  z.object({
    status: z.literal('not_received'),
    images: proofImagesSchema.min(1, { message: 'UPLOAD_REQUIRED' }),
    remark: remarkSchema,
  }),
]);
export type WithdrawalConfirmationBody = z.input<typeof withdrawalConfirmationBodySchema>;

export const withdrawalListQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  status: z.enum(withdrawalStatuses).optional(),
});

/** The console's withdrawal queue: a status, the queues' shared filters (decision 0036) and the player's answer. */
export const withdrawalReviewFilterSchema = z.object({
  status: z.enum(withdrawalStatuses).default('pending'),
  /** Paid withdrawals by the player's answer; `unconfirmed` for those not answered yet. */
  confirmation: z.enum([...confirmationStatuses, 'unconfirmed']).optional(),
  ...moneyQueueFilterShape,
});
export type WithdrawalReviewFilter = z.output<typeof withdrawalReviewFilterSchema>;
export const withdrawalReviewQuerySchema = withdrawalReviewFilterSchema.extend(
  pageQueryShape({ defaultSize: 50, maxSize: 200 }),
);
export type WithdrawalReviewQuery = z.input<typeof withdrawalReviewQuerySchema>;

export const withdrawalIdParamsSchema = z.object({ id: z.uuid({ message: 'ID_FORMAT' }) });
export const withdrawalProofParamsSchema = z.object({
  id: z.uuid({ message: 'ID_FORMAT' }),
  proofId: z.uuid({ message: 'ID_FORMAT' }),
});

export const rejectWithdrawalBodySchema = z.object({
  reason: z.string().trim().min(1, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});

export const withdrawalConfirmationSchema = z.object({
  status: z.enum(confirmationStatuses),
  receivedAmount: z.string(),
  remainingAmount: z.string(),
  remark: z.string().nullable(),
  /** True when the brand's time-out confirmed it, not the player. */
  automatic: z.boolean(),
  proofCount: z.number().int(),
  confirmedAt: z.string(),
});
export type WithdrawalConfirmation = z.infer<typeof withdrawalConfirmationSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(withdrawalStatuses),
  bankCode: z.enum(bankCodes),
  maskedAccountNumber: z.string(),
  accountName: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** A paid withdrawal the player has not answered by then is treated as received. */
  confirmDeadline: z.string().nullable(),
  confirmation: withdrawalConfirmationSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = pageSchema(withdrawalSchema);
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

/** What the operator sees: the full account number to pay, who asked, who decided, and the proofs. */
export const withdrawalReviewSchema = withdrawalSchema.extend({
  merchantId: z.string(),
  merchantCode: z.string(),
  memberId: z.string(),
  username: z.string(),
  accountNumber: z.string(),
  reviewedBy: z.string().nullable(),
  proofs: z.array(z.object({ id: z.string(), contentType: z.string(), sizeBytes: z.number().int() })),
  /** The newest two-person approval of this withdrawal (pending, confirmed or rejected); null when none was needed. */
  approval: pendingApprovalSchema.nullable(),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;
export const withdrawalReviewPageSchema = pageSchema(withdrawalReviewSchema);
export type WithdrawalReviewPage = z.infer<typeof withdrawalReviewPageSchema>;

/** The brand's withdrawal rules and the member's standing, so the form can show what the server enforces. */
export const withdrawalSettingsSchema = z.object({
  currency: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyRequestLimit: z.number().int(),
  requestsToday: z.number().int(),
  confirmTimeoutMinutes: z.number().int(),
  payeeNameMustMatch: z.boolean(),
  payeeName: z.string().nullable(),
  paymentPasswordSet: z.boolean(),
  /** Set while wrong payment passwords have locked withdrawals. */
  lockedUntil: z.string().nullable(),
  bankCodes: z.array(z.enum(bankCodes)),
  maxBankAccounts: z.number().int(),
  /**
   * What the player owes after a corrected bet took back money already spent (decision 0056), "0.00" when nothing:
   * withdrawals wait (DEBT_OUTSTANDING) until wins or deposits repay it.
   */
  debtOutstanding: z.string(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

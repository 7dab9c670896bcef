import { z } from 'zod';
import { parseMinor } from './money.js';

/** Symbols of the currencies brands use; the code is shown where a symbol is unknown. */
export const currencySymbols: Record<string, string> = { THB: '฿', PHP: '₱', BRL: 'R$', USD: '$', VND: '₫' };

export const balanceSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** True for a trial account: play money that is not part of the ledger. */
  playMoney: z.boolean(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const transactionTypes = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_settle',
  'withdrawal_release',
  'bet',
  'win',
  'rollback',
  'transfer_in',
  'transfer_out',
  'bonus',
  'adjustment',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

const dateText = z.iso.date();

export const transactionHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** One type or a comma-separated list. */
  type: z
    .string()
    .optional()
    .transform((text) => (text ? text.split(',').map((item) => item.trim()) : []))
    .pipe(z.array(z.enum(transactionTypes))),
  /** Brand-local dates (YYYY-MM-DD), inclusive. */
  startDate: dateText.optional(),
  endDate: dateText.optional(),
});

export const transactionEntrySchema = z.object({
  id: z.string(),
  transferId: z.string(),
  type: z.string(),
  reference: z.string(),
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  currency: z.string(),
  wallet: z.string(),
  createdAt: z.string(),
});
export type TransactionEntry = z.infer<typeof transactionEntrySchema>;

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ content: z.array(item), pageNum: z.number(), totalPages: z.number(), total: z.number() });
}

/**
 * An amount typed by a person: a positive decimal with at most two decimals, within bounds. Text,
 * negatives, zero, three decimals and absurd sizes are refused with a field code, never rounded.
 */
export const amountSchema = z.union([z.string(), z.number()]).transform((value, context) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  try {
    const minor = parseMinor(text);
    if (minor <= 0n) {
      context.addIssue({ code: 'custom', message: 'AMOUNT_POSITIVE' });
      return z.NEVER;
    }
    if (minor > 100_000_000_000n) {
      context.addIssue({ code: 'custom', message: 'AMOUNT_TOO_LARGE' });
      return z.NEVER;
    }
    return minor;
  } catch {
    context.addIssue({ code: 'custom', message: 'AMOUNT_FORMAT' });
    return z.NEVER;
  }
});

export const vendorWalletTransferBodySchema = z.union([
  z.object({
    vendorCode: z.string().trim().min(1).max(32),
    direction: z.enum(['in', 'out']),
    amount: amountSchema,
  }),
  z.object({ recoverAll: z.literal(true) }),
]);

export const vendorWalletSchema = z.object({ vendorCode: z.string(), balance: z.string() });
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const merchantWalletSchema = z.object({
  main: z.string(),
  currency: z.string(),
  vendors: z.array(vendorWalletSchema),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export const consolidatedFundsSchema = z.object({
  total: z.string(),
  main: z.string(),
  vendors: z.string(),
  currency: z.string(),
  /** Contract flags of spec §3 ("consolidated contract"); 0 until the agent contracts issue. */
  dailysalreqtype: z.number(),
  divtypereq: z.number(),
  contracthoursalreq: z.number(),
  realtimesalreqtype: z.number(),
});

export const adjustmentBodySchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
  direction: z.enum(['credit', 'debit']),
  amount: amountSchema,
  reason: z.string().trim().min(3).max(500),
});

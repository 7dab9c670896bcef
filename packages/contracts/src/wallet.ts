import { z } from 'zod';
import { parseMinor } from './money.js';
import { pageQueryShape } from './paging.js';

/** Symbols of the currencies brands use; the code is shown where a symbol is unknown. */
export const currencySymbols: Record<string, string> = { THB: '฿', PHP: '₱', BRL: 'R$', USD: '$', VND: '₫' };

/** The symbol a brand shows before amounts: its own when the operator set one, else the currency's usual one. */
export function brandCurrencySymbol(currency: string, settings: { currencySymbol?: string | undefined }): string {
  return settings.currencySymbol ?? currencySymbols[currency] ?? currency;
}

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
  'agent_transfer_upline',
  'agent_red_envelope',
  'affiliate_wallet_move',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

const dateText = z.iso.date();

export const transactionHistoryQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
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
  /** Keys of the entry and its transfer: never shown to a player. */
  id: z.string(),
  transferId: z.string(),
  type: z.string(),
  /** What a player may quote to support (an order number, a short form of a long id; see `readableReference`). */
  reference: z.string(),
  /** The game, lottery or game provider the entry is about, by its display name in the request's language. */
  description: z.string(),
  /** The vendor wallet's display name; null for the main wallet. */
  walletName: z.string().nullable(),
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  currency: z.string(),
  wallet: z.string(),
  createdAt: z.string(),
});
export type TransactionEntry = z.infer<typeof transactionEntrySchema>;

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

export const vendorWalletSchema = z.object({
  vendorCode: z.string(),
  balance: z.string(),
  /** The display name of the games played on this wallet (the wallet list carries it; move answers may not). */
  name: z.string().optional(),
});
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
  /** Contract flags of spec §3 ("consolidated contract"): how many contracts of each kind wait for my answer. */
  dailysalreqtype: z.number(),
  divtypereq: z.number(),
  contracthoursalreq: z.number(),
  realtimesalreqtype: z.number(),
  /** How many contracts of each kind I hold in force (A, E, V): the agent menu shows a contract page only then. */
  dailysalinfotype: z.number(),
  divtypeinfo: z.number(),
  contracthoursalinfo: z.number(),
  realtimesalinfotype: z.number(),
});

export const adjustmentBodySchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
  direction: z.enum(['credit', 'debit']),
  amount: amountSchema,
  reason: z.string().trim().min(3).max(500),
});

/**
 * How a player's wallet at a transfer-model vendor compares with the vendor's own figure: `matched`; `unbooked_play`
 * (they differ by what the player won or lost there since the last transfer out, booked at the next one);
 * `pending` (a transfer is being resolved: the figures are not comparable until it is); `flagged` (a transfer the
 * vendor has left without a definite answer for too long: an operator must look at it); `vendor_silent` (no figure).
 */
export const vendorWalletCheckStates = ['matched', 'unbooked_play', 'pending', 'flagged', 'vendor_silent'] as const;
export type VendorWalletCheckState = (typeof vendorWalletCheckStates)[number];

export const vendorWalletCheckSchema = z.object({
  /** The ledger account of the vendor wallet, for the moves behind it. */
  accountId: z.string(),
  merchantId: z.string(),
  memberId: z.string(),
  vendorCode: z.string(),
  currency: z.string(),
  /** The ledger's vendor wallet (a pending transfer in's hold included). */
  ledgerBalance: z.string(),
  /** The vendor's figure; null when it did not answer. */
  vendorBalance: z.string().nullable(),
  /** The vendor's figure minus the ledger's. */
  difference: z.string().nullable(),
  pendingTransfers: z.number().int(),
  flaggedTransfers: z.number().int(),
  state: z.enum(vendorWalletCheckStates),
});
export type VendorWalletCheck = z.infer<typeof vendorWalletCheckSchema>;

/** The operators' reconciliation: the ledger's own proof, and each transfer-model vendor wallet beside its vendor. */
export const reconciliationSchema = z.object({
  balanced: z.boolean(),
  currencies: z.array(z.object({ currency: z.string(), totalMinor: z.string(), entries: z.number() })),
  mismatchedAccounts: z.array(z.object({ accountId: z.string(), balanceMinor: z.string(), entriesMinor: z.string() })),
  vendorWallets: z.array(vendorWalletCheckSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationSchema>;

const uuidInText = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-([0-9a-f]{12})/i;

/**
 * A reference as a player can read it out to support: an id of ours (a UUID, alone or in a phrase) by its last 8
 * characters in capitals, a long technical id of a vendor the same way; an order number or a short id as it is.
 * Free text (an operator's reason, a seed's note) is no reference and stays with the staff: ''.
 */
export function readableReference(reference: string): string {
  const uuid = uuidInText.exec(reference);
  if (uuid) return (uuid[1] ?? '').slice(-8).toUpperCase();
  if (/\s/.test(reference.trim())) return '';
  if (reference.length > 20)
    return reference
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-8)
      .toUpperCase();
  return reference;
}

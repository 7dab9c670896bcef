import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The reconciliation screen's drill-down (`GET /bo/reconciliation/moves`): every ledger move of one account (a
 * wallet whose balance differs from its entries, or a vendor wallet the vendor disagrees with), newest first.
 */
export const accountMovesFilterSchema = z.object({ account: z.uuid() });
export const accountMovesQuerySchema = accountMovesFilterSchema.extend(
  pageQueryShape({ defaultSize: 50, maxSize: 200 }),
);
export type AccountMovesQuery = z.output<typeof accountMovesQuerySchema>;

export const accountMoveSchema = z.object({
  transferId: z.string(),
  createdAt: z.string(),
  type: z.string(),
  reference: z.string(),
  /** Signed for this account: positive when it was credited. */
  amount: z.string(),
  /** This account's balance right after the move; null for a system account. */
  balanceAfter: z.string().nullable(),
  /** The other side: its kind (cash_in, game_vendor, player_main…) and vendor code. */
  counterpartKind: z.string(),
  counterpartVendor: z.string(),
});
export type AccountMove = z.infer<typeof accountMoveSchema>;
export const accountMovesPageSchema = pageSchema(accountMoveSchema).extend({
  account: z.object({
    id: z.string(),
    merchant: z.string(),
    kind: z.string(),
    vendorCode: z.string(),
    currency: z.string(),
    /** The balance kept on the row (null for a system account) and the sum of its entries. */
    balance: z.string().nullable(),
    entriesTotal: z.string(),
  }),
});
export type AccountMovesPage = z.infer<typeof accountMovesPageSchema>;

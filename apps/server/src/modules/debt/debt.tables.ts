import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { ledgerAccount } from '../wallet/wallet.tables.js';

export const debtReasons = ['resettle', 'void', 'correction'] as const;
export type DebtReason = (typeof debtReasons)[number];
export type DebtStatus = 'open' | 'repaid' | 'written_off';

/**
 * What a player owes after a vendor adjustment took back more than the balance held (decision 0056). The ledger
 * holds the money side (the shortfall moved from the player's `player_debt` account to the vendor's, and every
 * repayment and write-off back into it); this row says why, for whom and how much is left, and the wallet row's
 * `debt_minor` is the sum of what is left over the player's open debts. Written and changed only under the wallet
 * row's lock, in the transaction of the move that caused the change.
 */
export const playerDebt = pgTable(
  'player_debt',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    currency: text('currency').notNull(),
    walletAccountId: uuid('wallet_account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's adjustment that created the debt. */
    transactionId: text('transaction_id').notNull(),
    referenceTransactionId: text('reference_transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    reason: text('reason').$type<DebtReason>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    repaidMinor: bigint('repaid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    writtenOffMinor: bigint('written_off_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<DebtStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * A write-off above the brand's adjustment threshold waits for a second operator (decision 0030's rule, kept on
     * the debt): who asked, when and why. The second operator's confirmation writes the debt off.
     */
    writeOffRequestedById: uuid('write_off_requested_by_id'),
    writeOffRequestedBy: text('write_off_requested_by'),
    writeOffRequestedAt: timestamp('write_off_requested_at', { withTimezone: true }),
    writeOffReason: text('write_off_reason'),
    writtenOffBy: text('written_off_by'),
  },
  (table) => [
    check('player_debt_reason_check', sql`${table.reason} in ('resettle', 'void', 'correction')`),
    check('player_debt_status_check', sql`${table.status} in ('open', 'repaid', 'written_off')`),
    check(
      'player_debt_amounts_check',
      sql`${table.amountMinor} > 0 and ${table.repaidMinor} >= 0 and ${table.writtenOffMinor} >= 0
        and ${table.repaidMinor} + ${table.writtenOffMinor} <= ${table.amountMinor}`,
    ),
    check(
      'player_debt_closed_check',
      sql`(${table.status} = 'open') = (${table.repaidMinor} + ${table.writtenOffMinor} < ${table.amountMinor})`,
    ),
    // Repayment walks a wallet's open debts oldest first; the console lists a brand's debts newest first.
    index('player_debt_open_index')
      .on(table.walletAccountId, table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('player_debt_merchant_index').on(table.merchantId, table.createdAt),
    index('player_debt_member_index').on(table.memberId, table.createdAt),
  ],
);

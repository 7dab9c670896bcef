import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

/** `in`: main wallet → the vendor; `out`: the vendor → main wallet (the player's words, spec GCS_walletTransfer). */
export type VendorTransferDirection = 'in' | 'out';

/**
 * `pending`: written before the vendor is called, so a crash can never leave a move nobody knows about; `completed`:
 * the vendor took it and the ledger followed; `failed`: the vendor did not take it (a transfer in's hold went back to
 * the main wallet). Only `pending` ever changes, by one guarded update.
 */
export type VendorTransferStatus = 'pending' | 'completed' | 'failed';

/** Who resolved a transfer: the player's request, or the sweeper that asks the vendor about every one left pending. */
export type VendorTransferResolver = 'request' | 'sweeper';

/**
 * One move of a player's money to or from a transfer-model vendor. Its id is the reference the vendor receives
 * (the vendor applies a reference once); `idempotency_key` is the request's. At most one transfer of a vendor
 * wallet is pending at a time, which the database enforces.
 */
export const vendorTransfer = pgTable(
  'vendor_transfer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    vendorCode: text('vendor_code').notNull(),
    currency: text('currency').notNull(),
    direction: text('direction').$type<VendorTransferDirection>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<VendorTransferStatus>().notNull().default('pending'),
    /** Why the vendor did not take it (its refusal code, or TRANSFER_FAILED / TRANSFER_UNKNOWN from `status`). */
    failureCode: text('failure_code'),
    /** The player's balance at the vendor as the vendor gave it when the transfer was resolved. */
    vendorBalanceMinor: bigint('vendor_balance_minor', { mode: 'bigint' }),
    resolvedBy: text('resolved_by').$type<VendorTransferResolver>(),
    /** How many times the sweeper asked the vendor about it. */
    statusChecks: integer('status_checks').notNull().default(0),
    /** When the sweeper may next ask about it; a claim moves it on, so two sweepers never ask at once. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    /** Set when the vendor has given no definite answer for too long: an operator must look at it. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vendor_transfer_idempotency_unique').on(table.merchantId, table.idempotencyKey),
    uniqueIndex('vendor_transfer_one_pending_per_wallet')
      .on(table.merchantId, table.memberId, table.vendorCode, table.currency)
      .where(sql`${table.status} = 'pending'`),
    index('vendor_transfer_due_index')
      .on(table.nextCheckAt)
      .where(sql`${table.status} = 'pending'`),
    index('vendor_transfer_wallet_index').on(table.merchantId, table.memberId, table.vendorCode),
    check('vendor_transfer_amount_positive', sql`${table.amountMinor} > 0`),
    check('vendor_transfer_direction_check', sql`${table.direction} in ('in', 'out')`),
    check('vendor_transfer_status_check', sql`${table.status} in ('pending', 'completed', 'failed')`),
    check('vendor_transfer_resolved_check', sql`(${table.status} = 'pending') = (${table.resolvedAt} is null)`),
  ],
);

export type VendorTransferRow = typeof vendorTransfer.$inferSelect;

/**
 * How far the platform has read a transfer-model vendor's round feed (`/transfer/rounds`): the position the vendor
 * gave last. It moves in the transaction that records the rounds read, so a round is never skipped, and reading one
 * again only writes the same figures.
 */
export const vendorRoundFeed = pgTable('vendor_round_feed', {
  vendorCode: text('vendor_code').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, pgView, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

/** Kinds whose balance is kept on the row (and may never go below zero); the rest are system accounts. */
export const trackedAccountKinds = ['player_main', 'player_vendor', 'agent_main', 'player_bonus'] as const;
export const systemAccountKinds = [
  'cash_in',
  'cash_out',
  'withdrawals_held',
  'game_vendor',
  'bonus',
  'adjustment',
  'player_debt',
  'agent_commission',
  'promotion_cost',
  'bonus_forfeit',
  'jackpot_pool',
] as const;
export type LedgerAccountKind = (typeof trackedAccountKinds)[number] | (typeof systemAccountKinds)[number];

/**
 * A ledger account of one brand and currency. Player and agent wallets keep their balance on the row,
 * guarded by a CHECK; system accounts keep none (their balance is the sum of their entries), so no bet
 * or deposit ever updates a shared row.
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    currency: text('currency').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    memberId: uuid('member_id').references(() => member.id),
    vendorCode: text('vendor_code').notNull().default(''),
    /** A `player_bonus` account holds one grant's restricted money (decision 0077): one account per grant. */
    grantId: uuid('grant_id'),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }),
    /**
     * A player wallet's open debt (decision 0056): what a vendor adjustment took beyond the balance, owed to the
     * player's `player_debt` account until credits repay it. On the wallet row so that a credit learns in the row it
     * already updates whether it must repay, and a withdrawal whether it must wait.
     */
    debtMinor: bigint('debt_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_account_identity_unique')
      .on(table.merchantId, table.currency, table.kind, table.memberId, table.vendorCode, table.grantId)
      .nullsNotDistinct(),
    check(
      'ledger_account_kind_check',
      sql`${table.kind} in ('player_main', 'player_vendor', 'agent_main', 'cash_in', 'cash_out', 'withdrawals_held', 'game_vendor', 'bonus', 'adjustment', 'player_debt', 'agent_commission', 'player_bonus', 'promotion_cost', 'bonus_forfeit', 'jackpot_pool')`,
    ),
    check(
      'ledger_account_tracked_balance_check',
      sql`(${table.kind} in ('player_main', 'player_vendor', 'agent_main', 'player_bonus')) = (${table.balanceMinor} is not null and ${table.memberId} is not null)`,
    ),
    check('ledger_account_balance_not_negative', sql`${table.balanceMinor} is null or ${table.balanceMinor} >= 0`),
    check('ledger_account_debt_not_negative', sql`${table.debtMinor} >= 0`),
    index('ledger_account_member_index').on(table.memberId),
    check('ledger_account_grant_check', sql`(${table.kind} = 'player_bonus') = (${table.grantId} is not null)`),
  ],
);

/**
 * One money move between two accounts, carrying both of its sides (TigerBeetle's shape, decision 0024): the amount
 * leaves the debit account and reaches the credit account, and each side's balance right after it is on the row
 * (null for a system account, which keeps no balance). Its idempotency key is unique per brand. Append-only.
 * Its id is time-ordered (uuid_v7), so new rows go at the end of the primary key, not on a random page of it.
 */
export const ledgerTransfer = pgTable(
  'ledger_transfer',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    type: text('type').notNull(),
    reference: text('reference').notNull().default(''),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    debitAccountId: uuid('debit_account_id').notNull(),
    creditAccountId: uuid('credit_account_id').notNull(),
    debitBalanceAfterMinor: bigint('debit_balance_after_minor', { mode: 'bigint' }),
    creditBalanceAfterMinor: bigint('credit_balance_after_minor', { mode: 'bigint' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_transfer_idempotency_unique').on(table.merchantId, table.idempotencyKey),
    index('ledger_transfer_debit_account_index').on(table.debitAccountId, table.createdAt),
    index('ledger_transfer_credit_account_index').on(table.creditAccountId, table.createdAt),
    // The summary job reads the ledger by time (decision 0031). Rows arrive in time order, so a block range index
    // finds an hour's pages for a few bytes per 32 pages, where a btree would add an index entry to every move.
    index('ledger_transfer_created_brin').using('brin', table.createdAt),
    check('ledger_transfer_amount_positive', sql`${table.amountMinor} > 0`),
    check('ledger_transfer_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

/**
 * The two sides of every transfer as entries, derived from the transfer row by a view (migration 0029): a debit
 * (negative) on the debit account and a credit (positive) on the credit account. An entry's id is its transfer's
 * id and its side. Nothing writes here; it is read-only by construction.
 */
export const ledgerEntry = pgView('ledger_entry', {
  id: text('id').notNull(),
  transferId: uuid('transfer_id').notNull(),
  accountId: uuid('account_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  /** The account's balance right after this entry; null for system accounts. */
  balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

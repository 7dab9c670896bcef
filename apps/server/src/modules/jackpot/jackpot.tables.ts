import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { merchant } from '../merchant/merchant.tables.js';

/**
 * A brand's progressive jackpot (decision 0087): its settings and running sums. The money itself is the brand's
 * `jackpot_pool` ledger account; the sums here move with it in the same transactions (the contribution pass and a
 * payout, which both lock this row), so `seeded + contributed - paid` is the account's balance, which a test proves.
 * `accrued_numerator` is every counted stake times the share in force (basis points): contributions are its whole
 * part over 10,000, so a share of many small stakes sums exactly, never a rounding per spin.
 */
export const jackpotPool = pgTable(
  'jackpot_pool',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    shareBasisPoints: integer('share_basis_points').notNull(),
    seedMinor: bigint('seed_minor', { mode: 'bigint' }).notNull(),
    oneIn: integer('one_in').notNull(),
    accruedNumerator: bigint('accrued_numerator', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    stakeTotalMinor: bigint('stake_total_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    contributedMinor: bigint('contributed_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    seededMinor: bigint('seeded_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wins: integer('wins').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('jackpot_pool_merchant_unique').on(table.merchantId),
    check('jackpot_pool_share_check', sql`${table.shareBasisPoints} between 0 and 1000`),
    check('jackpot_pool_odds_check', sql`${table.oneIn} >= 10`),
    check('jackpot_pool_seed_check', sql`${table.seedMinor} >= 0`),
    check('jackpot_pool_not_negative', sql`${table.seededMinor} + ${table.contributedMinor} - ${table.paidMinor} >= 0`),
  ],
);

/** One jackpot paid: exactly once per vendor transaction id. */
export const jackpotWin = pgTable(
  'jackpot_win',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => jackpotPool.id),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    /** The catalogue's game (`game.id`) whose spin triggered the win. */
    gameId: integer('game_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The seed the pool was reset to after this win. */
    seedMinor: bigint('seed_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('jackpot_win_transaction_unique').on(table.vendorCode, table.transactionId),
    index('jackpot_win_merchant_index').on(table.merchantId, table.createdAt),
    check('jackpot_win_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { game } from '../games/games.tables.js';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { ledgerAccount } from '../wallet/wallet.tables.js';

export type WalletModel = 'seamless' | 'transfer';
export type VendorSessionMode = 'real' | 'demo';
export type VendorTransactionKind = 'bet' | 'win' | 'bet_win' | 'rollback' | 'void' | 'rollback_marker' | 'adjust';

/**
 * A game vendor that settles through our wallet API (an integration, shared by every brand). Its secret signs
 * every request both ways; it must be readable to verify signatures, so it is never logged or answered.
 */
export const seamlessVendor = pgTable(
  'seamless_vendor',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    walletModel: text('wallet_model').$type<WalletModel>().notNull(),
    secret: text('secret').notNull(),
    /** Addresses or CIDR ranges the vendor calls from; a request from anywhere else is refused. */
    allowedSources: text('allowed_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where a player is sent to play: `?token=&game=&lang=` are added. */
    launchUrl: text('launch_url').notNull(),
    /** The vendor's own API (transfer model: transfer in and out, status). */
    apiUrl: text('api_url'),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The largest win one request may pay, in minor units of the session's currency (default 100,000,000.00); a
     * larger one is refused (WIN_LIMIT_EXCEEDED) and nothing moves. Set it higher for low-value currencies.
     */
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000000000`),
    /** The largest sum of one player's wins in one round (default 500,000,000.00). */
    maxRoundWinMinor: bigint('max_round_win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`50000000000`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('seamless_vendor_wallet_model_check', sql`${table.walletModel} in ('seamless', 'transfer')`),
    check('seamless_vendor_win_caps_check', sql`${table.maxWinMinor} > 0 and ${table.maxRoundWinMinor} > 0`),
  ],
);

/** One launch of a game at a vendor: the token the vendor trades for the player, stored hashed. */
export const vendorSession = pgTable(
  'vendor_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => seamlessVendor.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    /** None for a visitor's demo play. */
    memberId: uuid('member_id').references(() => member.id),
    mode: text('mode').$type<VendorSessionMode>().notNull(),
    gameId: bigint('game_id', { mode: 'number' }).references(() => game.id),
    gameCode: text('game_code').notNull(),
    vendorGameId: text('vendor_game_id').notNull(),
    /** The catalogue name in the session's language, for the vendor's page. */
    gameName: text('game_name').notNull(),
    currency: text('currency').notNull(),
    currencyScale: smallint('currency_scale').notNull(),
    language: text('language').notNull(),
    walletAccountId: uuid('wallet_account_id').references(() => ledgerAccount.id),
    vendorAccountId: uuid('vendor_account_id').references(() => ledgerAccount.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bets stop here; wins and rollbacks are accepted later (a player never loses a win to a time-out). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('vendor_session_mode_check', sql`${table.mode} in ('real', 'demo')`),
    check(
      'vendor_session_real_has_wallet_check',
      sql`${table.mode} = 'demo' or (${table.memberId} is not null and ${table.walletAccountId} is not null and ${table.vendorAccountId} is not null)`,
    ),
    index('vendor_session_member_index').on(table.memberId),
  ],
);

/**
 * Every money request of a vendor, once per (vendor, transaction id): its raw body (audit), a hash of its
 * content (replay or conflict) and the exact answer sent, which a replay gets back byte for byte. A rollback of
 * a transaction not seen yet leaves a `rollback_marker` row so the late original is refused.
 */
export const vendorTransaction = pgTable(
  'vendor_transaction',
  {
    vendorId: uuid('vendor_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<VendorTransactionKind>().notNull(),
    merchantId: uuid('merchant_id'),
    memberId: uuid('member_id'),
    roundId: text('round_id'),
    requestHash: text('request_hash').notNull(),
    requestBody: text('request_body').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The bonus grant's part of this move's stake and win (decision 0077), so a rollback returns each to its side. */
    betBonusMinor: bigint('bet_bonus_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winBonusMinor: bigint('win_bonus_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The part of this move's stake the vendor reported as hedged by an opposite bet in the round. */
    betHedgedMinor: bigint('bet_hedged_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    referencedTransactionId: text('referenced_transaction_id'),
    /** True once the money of this transaction has been moved (false for a refused request). */
    applied: boolean('applied').notNull().default(false),
    rolledBack: boolean('rolled_back').notNull().default(false),
    httpStatus: smallint('http_status').notNull(),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.transactionId] }),
    check(
      'vendor_transaction_kind_check',
      sql`${table.kind} in ('bet', 'win', 'bet_win', 'rollback', 'void', 'rollback_marker', 'adjust')`,
    ),
    check('vendor_transaction_amounts_check', sql`${table.betMinor} >= 0 and ${table.winMinor} >= 0`),
    check(
      'vendor_transaction_hedged_check',
      sql`${table.betHedgedMinor} >= 0 and ${table.betHedgedMinor} <= ${table.betMinor}`,
    ),
    // The round first: an index starting with the vendor also matches a lookup by (vendor, transaction id), and on
    // a table whose statistics are stale or absent (PGlite never runs autovacuum) the planner chose it and read
    // every transaction of the vendor per lookup (decision 0041).
    index('vendor_transaction_round_index').on(table.roundId, table.vendorId),
  ],
);

/** The raw body of every signed request that moves no money (authenticate, balance, close round), for audit. */
export const vendorRequestLog = pgTable(
  'vendor_request_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => seamlessVendor.id),
    operation: text('operation').notNull(),
    requestBody: text('request_body').notNull(),
    httpStatus: smallint('http_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vendor_request_log_vendor_index').on(table.vendorId, table.createdAt)],
);

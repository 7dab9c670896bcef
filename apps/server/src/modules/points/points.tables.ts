import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** The settled-bet stream's consumer that earns points (decision 0082). */
export const pointsEarningConsumer = 'points-earning';

/** Points accounts: a member's spendable points and the points a mall redemption holds; the rest are system books. */
export const memberPointsAccountKinds = ['member', 'member_held'] as const;
export const systemPointsAccountKinds = ['issued', 'burned', 'expired'] as const;
export type PointsAccountKind = (typeof memberPointsAccountKinds)[number] | (typeof systemPointsAccountKinds)[number];

export const pointsTransferTypes = ['earn', 'earn_reversal', 'hold', 'burn', 'release', 'convert', 'expire'] as const;
export type PointsTransferType = (typeof pointsTransferTypes)[number];

export const mallItemTypes = ['cash', 'bonus', 'physical'] as const;
export type MallItemType = (typeof mallItemTypes)[number];

export const redemptionStatuses = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/**
 * A brand's points rule for one game category (reference §6.3): `ratio_points` points per `ratio_amount_minor` of
 * valid bet, rounded down per bet. One row per category; a category without a row earns nothing.
 */
export const pointsRule = pgTable(
  'points_rule',
  {
    merchantId: uuid('merchant_id').notNull(),
    category: text('category').notNull(),
    ratioAmountMinor: bigint('ratio_amount_minor', { mode: 'bigint' }).notNull(),
    ratioPoints: bigint('ratio_points', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.category] }),
    check('points_rule_ratio_check', sql`${table.ratioAmountMinor} > 0 and ${table.ratioPoints} >= 0`),
  ],
);

/**
 * A brand's points settings: how long an earned lot lives and the conversion to cash (`convert_points_per_unit`
 * points buy `convert_unit_minor`; at least `convert_min_points`, in steps of `convert_step_points`).
 */
export const pointsConfig = pgTable(
  'points_config',
  {
    merchantId: uuid('merchant_id').primaryKey(),
    expiryDays: integer('expiry_days').notNull().default(365),
    convertEnabled: boolean('convert_enabled').notNull().default(false),
    convertPointsPerUnit: bigint('convert_points_per_unit', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    convertUnitMinor: bigint('convert_unit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    convertMinPoints: bigint('convert_min_points', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    convertStepPoints: bigint('convert_step_points', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('points_config_expiry_check', sql`${table.expiryDays} between 1 and 3650`),
    check(
      'points_config_convert_check',
      sql`${table.convertPointsPerUnit} > 0 and ${table.convertUnitMinor} > 0 and ${table.convertMinPoints} > 0
        and ${table.convertStepPoints} > 0`,
    ),
  ],
);

/**
 * A points account (decision 0082: points keep a double-entry book of their own, not the money ledger). The member's
 * two accounts keep their balance on the row, never below zero; system accounts keep none (their balance is the sum
 * of their transfers), so earning never updates a shared row.
 */
export const pointsAccount = pgTable(
  'points_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    kind: text('kind').$type<PointsAccountKind>().notNull(),
    memberId: uuid('member_id'),
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('points_account_identity_unique').on(table.merchantId, table.kind, table.memberId).nullsNotDistinct(),
    check('points_account_kind_check', sql`${table.kind} in ('member', 'member_held', 'issued', 'burned', 'expired')`),
    check(
      'points_account_tracked_check',
      sql`(${table.kind} in ('member', 'member_held')) = (${table.balance} is not null and ${table.memberId} is not null)`,
    ),
    check('points_account_balance_not_negative', sql`${table.balance} is null or ${table.balance} >= 0`),
  ],
);

/**
 * One points move between two points accounts, both sides on the row (the money ledger's shape), idempotent per brand.
 * `member_id` is the member whose points moved, so a member's points details read one index. Append-only.
 */
export const pointsTransfer = pgTable(
  'points_transfer',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type').$type<PointsTransferType>().notNull(),
    reference: text('reference').notNull().default(''),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    debitAccountId: uuid('debit_account_id').notNull(),
    creditAccountId: uuid('credit_account_id').notNull(),
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('points_transfer_idempotency_unique').on(table.merchantId, table.idempotencyKey),
    index('points_transfer_member_index').on(table.memberId, table.createdAt),
    check('points_transfer_points_positive', sql`${table.points} > 0`),
    check('points_transfer_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);

/**
 * Points earned together, living until `expires_at`: spending takes `remaining` from the lots that expire first, and
 * the expiry job burns what is left of a lot past its end. Σ `remaining` of a member's lots is their `member` balance.
 */
export const pointsLot = pgTable(
  'points_lot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    /** Points of this lot the expiry job burned so far (a rejected redemption may refill a lot after it expired). */
    expired: bigint('expired', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    sourceTransferId: uuid('source_transfer_id').notNull(),
  },
  (table) => [
    index('points_lot_member_index').on(table.memberId, table.expiresAt),
    index('points_lot_due_index')
      .on(table.expiresAt)
      .where(sql`${table.remaining} > 0`),
    check('points_lot_remaining_check', sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.points}`),
  ],
);

/** What one bet earned so far (the earning consumer's delta base): a void takes back exactly this. */
export const pointsBet = pgTable(
  'points_bet',
  {
    source: text('source').notNull(),
    betKey: text('bet_key').notNull(),
    memberId: uuid('member_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Points a reversal could not take back because the member had spent them already (never a negative balance). */
    shortfall: bigint('shortfall', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.source, table.betKey] })],
);

/** A mall item: `cash` and `bonus` items credit `credit_minor` (a bonus with its turnover multiple); `physical` ships. */
export const mallItem = pgTable(
  'mall_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    type: text('type').$type<MallItemType>().notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
    imageUrl: text('image_url').notNull().default(''),
    pointsCost: bigint('points_cost', { mode: 'bigint' }).notNull(),
    creditMinor: bigint('credit_minor', { mode: 'bigint' }),
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(0),
    stockLeft: integer('stock_left').notNull(),
    /** Redemptions one member may hold of this item (not rejected); null: no limit. */
    perMemberLimit: integer('per_member_limit'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mall_item_merchant_index').on(table.merchantId, table.sortOrder),
    check('mall_item_type_check', sql`${table.type} in ('cash', 'bonus', 'physical')`),
    check('mall_item_stock_not_negative', sql`${table.stockLeft} >= 0`),
    check('mall_item_cost_positive', sql`${table.pointsCost} > 0`),
    check(
      'mall_item_credit_check',
      sql`(${table.type} = 'physical') = (${table.creditMinor} is null) and coalesce(${table.creditMinor}, 1) > 0`,
    ),
    check('mall_item_turnover_check', sql`${table.turnoverMultiplier} between 0 and 100`),
  ],
);

/** A mall redemption (spec §4 redeem states): the points it holds, what it cost, and how it ended. */
export const pointsRedemption = pgTable(
  'points_redemption',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    itemId: uuid('item_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    itemType: text('item_type').$type<MallItemType>().notNull(),
    itemName: jsonb('item_name').$type<Record<string, string>>().notNull(),
    quantity: integer('quantity').notNull(),
    pointsTotal: bigint('points_total', { mode: 'bigint' }).notNull(),
    creditMinor: bigint('credit_minor', { mode: 'bigint' }),
    status: text('status').$type<RedemptionStatus>().notNull(),
    /** The lots the hold took points from, so a rejection gives each its points back: `[{ lotId, points }]`. */
    lots: jsonb('lots').$type<{ lotId: string; points: string }[]>().notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: text('reviewed_by').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('points_redemption_key_unique').on(table.memberId, table.idempotencyKey),
    index('points_redemption_member_index').on(table.memberId, table.createdAt),
    index('points_redemption_queue_index').on(table.merchantId, table.status, table.createdAt),
    check('points_redemption_status_check', sql`${table.status} in ('in_process', 'approved', 'rejected')`),
    check('points_redemption_quantity_check', sql`${table.quantity} between 1 and 100`),
  ],
);

/** A conversion of points to cash: once per member and Idempotency-Key. */
export const pointsConversion = pgTable(
  'points_conversion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('points_conversion_key_unique').on(table.memberId, table.idempotencyKey),
    check('points_conversion_positive', sql`${table.points} > 0 and ${table.amountMinor} > 0`),
  ],
);

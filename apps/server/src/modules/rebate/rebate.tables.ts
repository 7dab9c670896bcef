import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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

/** The settled-bet stream's consumer that accrues rebates (decision 0079). */
export const rebateAccrualConsumer = 'rebate-accrual';

/**
 * Accrued amounts are kept at minor units × 10,000 (`amount_scaled`): 1.0000 THB is 1,000,000. A rate of 0.80 % on
 * a valid bet of 0.01 is 0.00008, which minor units would lose; four more digits keep every bet's share to 0.0001 of
 * a minor unit and the player's page shows 4 decimals of the currency.
 */
export const rebateAmountScale = 10_000n;

/**
 * A brand's rate for one VIP level and category, effective from an instant (reference §4.3). Rows are never edited:
 * a change inserts a new row, so the rate a bet accrued at stays readable and a change affects only later bets.
 * `rate_units` is the percent × 10,000 (0.80 % is 8,000).
 */
export const rebateRate = pgTable(
  'rebate_rate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    vipLevel: integer('vip_level').notNull(),
    category: text('category').notNull(),
    rateUnits: integer('rate_units').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: text('created_by'),
  },
  (table) => [
    unique('rebate_rate_cell_unique').on(table.merchantId, table.vipLevel, table.category, table.effectiveFrom),
    check('rebate_rate_units_check', sql`${table.rateUnits} between 0 and 50000`),
  ],
);

/** A brand's claim rules: the minimum claim and the daily cap per VIP level (minor units, keyed by level). */
export const rebatePolicy = pgTable(
  'rebate_policy',
  {
    merchantId: uuid('merchant_id').primaryKey(),
    minClaimMinor: bigint('min_claim_minor', { mode: 'bigint' }).notNull(),
    dailyCaps: jsonb('daily_caps').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [check('rebate_policy_min_check', sql`${table.minClaimMinor} >= 0`)],
);

export const rebateAccrualStatuses = ['open', 'claimed', 'capped'] as const;
export type RebateAccrualStatus = (typeof rebateAccrualStatuses)[number];

/**
 * One row per event of the settled-bet stream (unique on the event's source, bet key and number, so replaying the
 * stream accrues nothing twice). A void or a lowered resettlement is a negative row; `biz_date` is the event's day in
 * the brand's zone, the day its cap counts in. `claimed` and `capped` rows name the claim that closed them.
 */
export const rebateAccrual = pgTable(
  'rebate_accrual',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    betKey: text('bet_key').notNull(),
    eventNo: integer('event_no').notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    vipLevel: integer('vip_level').notNull(),
    /** The event's valid-bet delta, and the part of it that accrues (less any bonus-funded share). */
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    eligibleMinor: bigint('eligible_minor', { mode: 'bigint' }).notNull(),
    rateUnits: integer('rate_units').notNull(),
    amountScaled: bigint('amount_scaled', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    bizDate: date('biz_date').notNull(),
    status: text('status').$type<RebateAccrualStatus>().notNull().default('open'),
    claimId: uuid('claim_id'),
  },
  (table) => [
    unique('rebate_accrual_event_unique').on(table.source, table.betKey, table.eventNo),
    index('rebate_accrual_open_index')
      .on(table.memberId, table.bizDate)
      .where(sql`${table.status} = 'open'`),
    index('rebate_accrual_bet_index').on(table.source, table.betKey),
    check('rebate_accrual_status_check', sql`${table.status} in ('open', 'claimed', 'capped')`),
  ],
);

/**
 * A claim: the amount paid (one ledger transfer, `promotion_cost` to the member's main wallet, type `rebate`), what
 * the caps held back, the per-category split and what it paid per brand-local day (the next claim's cap reads it).
 */
export const rebateClaim = pgTable(
  'rebate_claim',
  {
    id: uuid('id').primaryKey(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    cappedScaled: bigint('capped_scaled', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines').$type<{ category: string; amountMinor: string }[]>().notNull(),
    transferId: uuid('transfer_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('rebate_claim_key_unique').on(table.memberId, table.idempotencyKey),
    index('rebate_claim_member_index').on(table.memberId, table.claimedAt),
    index('rebate_claim_merchant_index').on(table.merchantId, table.claimedAt),
    check('rebate_claim_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** What each claim paid per brand-local day, for the daily cap: Σ paid(member, day) ≤ cap (invariant R2). */
export const rebateClaimDay = pgTable(
  'rebate_claim_day',
  {
    claimId: uuid('claim_id').notNull(),
    memberId: uuid('member_id').notNull(),
    bizDate: date('biz_date').notNull(),
    paidScaled: bigint('paid_scaled', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.claimId, table.bizDate] }),
    index('rebate_claim_day_member_index').on(table.memberId, table.bizDate),
  ],
);

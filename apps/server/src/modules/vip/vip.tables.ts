import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** The settled-bet stream's consumer that counts valid bets for the VIP ladder (decision 0081). */
export const vipLadderConsumer = 'vip-ladder';

export const vipMetrics = ['deposit', 'valid_bet'] as const;
export type VipMetric = (typeof vipMetrics)[number];
export const vipWindows = ['lifetime', 'calendar_month', 'rolling_days'] as const;
export type VipWindow = (typeof vipWindows)[number];

/** One threshold of a rule: the metric summed over the window (brand-local days) must reach `minMinor`. */
export type VipCondition = { metric: VipMetric; window: VipWindow; days: number | null; minMinor: string };
/** A level's rule: every condition (`all`) or one of them (`any`); no condition holds at once (level 0). */
export type VipRule = { combinator: 'all' | 'any'; conditions: VipCondition[] };

/**
 * What a level gives. The gifts are paid by the bonus engine when claimed, at `giftTurnoverMultiple` (0: cash);
 * the rest is shown on the ladder only (the rebate has its own rates per level).
 */
export type VipBenefits = {
  levelUpGiftMinor: string;
  monthlyGiftMinor: string;
  /** The monthly gift needs the member's confirmed deposits of that month to reach this. */
  monthlyMinDepositMinor: string;
  giftTurnoverMultiple: number;
  rebateText: string;
  dailyWithdrawalCount: number | null;
  dailyWithdrawalLimitMinor: string | null;
};

/**
 * A brand's ladder (engagement reference §5.3), saved as one set: ordinal 0 is where every member starts. Names per
 * language (`th`, `en`, `pt-BR`, `fil`).
 */
export const vipLevel = pgTable(
  'vip_level',
  {
    merchantId: uuid('merchant_id').notNull(),
    ordinal: smallint('ordinal').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    upRule: jsonb('up_rule').$type<VipRule>().notNull(),
    keepRule: jsonb('keep_rule').$type<VipRule>().notNull(),
    benefits: jsonb('benefits').$type<VipBenefits>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.ordinal] }),
    check('vip_level_ordinal_check', sql`${table.ordinal} between 0 and 50`),
  ],
);

/** A brand's relegation policy: off, or at most one level a month once `protection_days` passed since a rise. */
export const vipPolicy = pgTable(
  'vip_policy',
  {
    merchantId: uuid('merchant_id').primaryKey(),
    relegationEnabled: boolean('relegation_enabled').notNull(),
    protectionDays: integer('protection_days').notNull(),
    /** How long a gift stays claimable. */
    giftClaimDays: integer('gift_claim_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    check('vip_policy_protection_check', sql`${table.protectionDays} between 0 and 3650`),
    check('vip_policy_claim_days_check', sql`${table.giftClaimDays} between 1 and 365`),
  ],
);

/**
 * A member's place on the ladder (`member.vip_level` mirrors `level`: rebates and offers read it) and lifetime
 * counters. `pending` marks a member whose counters moved since the last evaluation.
 */
export const vipMember = pgTable(
  'vip_member',
  {
    memberId: uuid('member_id').primaryKey(),
    merchantId: uuid('merchant_id').notNull(),
    level: smallint('level').notNull(),
    /** The last rise: relegation waits `protection_days` from it. */
    raisedAt: timestamp('raised_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    lifetimeValidBetMinor: bigint('lifetime_valid_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lifetimeDepositMinor: bigint('lifetime_deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    pending: boolean('pending').notNull().default(false),
  },
  (table) => [
    index('vip_member_pending_index')
      .on(table.memberId)
      .where(sql`${table.pending}`),
    index('vip_member_merchant_index').on(table.merchantId, table.level),
    check('vip_member_level_check', sql`${table.level} >= 0`),
  ],
);

/** A member's valid bets and confirmed deposits per brand-local day: the windows of the rules sum these. */
export const vipDailyMetric = pgTable(
  'vip_daily_metric',
  {
    memberId: uuid('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: uuid('merchant_id').notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

export const vipChangeKinds = ['up', 'down', 'manual'] as const;
export type VipChangeKind = (typeof vipChangeKinds)[number];

/** Every level change (invariant V1), with the figures that justified it; `actor` and `reason` for a manual one. */
export const vipLevelChange = pgTable(
  'vip_level_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    kind: text('kind').$type<VipChangeKind>().notNull(),
    metrics: jsonb('metrics').$type<Record<string, string>>().notNull(),
    reason: text('reason'),
    actor: text('actor'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('vip_level_change_member_index').on(table.memberId, table.at),
    index('vip_level_change_merchant_index').on(table.merchantId, table.at),
    check('vip_level_change_kind_check', sql`${table.kind} in ('up', 'down', 'manual')`),
  ],
);

export const vipGiftKinds = ['level_up', 'monthly'] as const;
export type VipGiftKind = (typeof vipGiftKinds)[number];
export const vipGiftStates = ['claimable', 'claimed', 'expired'] as const;
export type VipGiftState = (typeof vipGiftStates)[number];

/**
 * A gift (invariant V2): one per member, kind, level and period (`lifetime` for a level-up), its amount and
 * turnover frozen when it was created (V6). Claimed through the bonus engine (`grant_id`).
 */
export const vipGift = pgTable(
  'vip_gift',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<VipGiftKind>().notNull(),
    level: smallint('level').notNull(),
    periodKey: text('period_key').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    state: text('state').$type<VipGiftState>().notNull(),
    claimableUntil: timestamp('claimable_until', { withTimezone: true }).notNull(),
    requestKey: text('request_key'),
    grantId: uuid('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    unique('vip_gift_once').on(table.memberId, table.kind, table.level, table.periodKey),
    unique('vip_gift_request_key_unique').on(table.memberId, table.requestKey),
    index('vip_gift_merchant_index').on(table.merchantId, table.createdAt),
    index('vip_gift_claimable_index')
      .on(table.claimableUntil)
      .where(sql`${table.state} = 'claimable'`),
    check('vip_gift_kind_check', sql`${table.kind} in ('level_up', 'monthly')`),
    check('vip_gift_state_check', sql`${table.state} in ('claimable', 'claimed', 'expired')`),
    check('vip_gift_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** The monthly run (gifts, then relegation) of a brand's closed month, recorded once so no second run repeats it. */
export const vipMonthlyRun = pgTable(
  'vip_monthly_run',
  {
    merchantId: uuid('merchant_id').notNull(),
    periodKey: text('period_key').notNull(),
    relegated: integer('relegated').notNull(),
    gifts: integer('gifts').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.periodKey] })],
);

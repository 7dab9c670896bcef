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
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** The settled-bet stream's consumer that keeps referees' valid bets for the betting reward (decision 0084). */
export const referralBettingConsumer = 'referral-betting';

/** A member's own referral code: readable (no 0, O, 1, I), unique per brand, never changed once given. */
export const referralCode = pgTable(
  'referral_code',
  {
    memberId: uuid('member_id').primaryKey(),
    merchantId: uuid('merchant_id').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('referral_code_unique').on(table.merchantId, table.code)],
);

export const referralStatuses = ['not_qualified', 'qualified', 'failed', 'duplicate'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/**
 * Who referred a member: one row per referee, written in the registration's transaction and never re-pointed (an
 * agent's downline has none: one introducer per player). `status` moves from `not_qualified` to `qualified` (phone
 * verified and first deposit) or to `failed` / `duplicate` (fraud checks or an operator); `operator_decided` keeps
 * an operator's restore from being undone by the next automatic check.
 */
export const memberReferral = pgTable(
  'member_referral',
  {
    refereeId: uuid('referee_id').primaryKey(),
    merchantId: uuid('merchant_id').notNull(),
    referrerId: uuid('referrer_id').notNull(),
    codeUsed: text('code_used').notNull(),
    deviceId: text('device_id'),
    registrationIp: text('registration_ip'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    firstDepositMinor: bigint('first_deposit_minor', { mode: 'bigint' }),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    status: text('status').$type<ReferralStatus>().notNull().default('not_qualified'),
    statusReason: text('status_reason'),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    operatorDecided: boolean('operator_decided').notNull().default(false),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('member_referral_referrer_index').on(table.referrerId, table.registeredAt),
    index('member_referral_merchant_index').on(table.merchantId, table.status, table.registeredAt),
    check('member_referral_self_check', sql`${table.refereeId} <> ${table.referrerId}`),
    check(
      'member_referral_status_check',
      sql`${table.status} in ('not_qualified', 'qualified', 'failed', 'duplicate')`,
    ),
  ],
);

/** A device id a member registered or opened their referral page from: the shared-device check reads it. */
export const referralDevice = pgTable(
  'referral_device',
  {
    memberId: uuid('member_id').notNull(),
    deviceId: text('device_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.deviceId] }),
    index('referral_device_device_index').on(table.deviceId),
  ],
);

/** A member's phone number as proven by an SMS code (at registration or from the referral page). */
export const referralPhoneCheck = pgTable(
  'referral_phone_check',
  {
    memberId: uuid('member_id').primaryKey(),
    merchantId: uuid('merchant_id').notNull(),
    destination: text('destination').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('referral_phone_check_destination_index').on(table.merchantId, table.destination)],
);

export type AchievementTier = { count: number; rewardMinor: string };

/**
 * A brand's referral rules. Rates are percent × 10,000 (0.10 % is 1,000). Caps are minor units, null for none:
 * `referee_cap_minor` bounds all a referrer earns from one referee, `daily_cap_minor` all a referrer is paid for
 * one brand-local day. `turnover_multiplier` 0 pays cash; more gives a bonus with that wagering.
 */
export const referralRule = pgTable(
  'referral_rule',
  {
    merchantId: uuid('merchant_id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    invitationRewardMinor: bigint('invitation_reward_minor', { mode: 'bigint' }).notNull(),
    achievementPeriod: text('achievement_period').$type<'none' | 'monthly'>().notNull(),
    achievementTiers: jsonb('achievement_tiers').$type<AchievementTier[]>().notNull(),
    depositRateUnits: integer('deposit_rate_units').notNull(),
    depositScope: text('deposit_scope').$type<'first' | 'daily'>().notNull(),
    bettingRateUnits: integer('betting_rate_units').notNull(),
    minFirstDepositMinor: bigint('min_first_deposit_minor', { mode: 'bigint' }).notNull(),
    qualifyDays: integer('qualify_days').notNull(),
    ipWindowDays: integer('ip_window_days').notNull(),
    refereeCapMinor: bigint('referee_cap_minor', { mode: 'bigint' }),
    dailyCapMinor: bigint('daily_cap_minor', { mode: 'bigint' }),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    rulesText: jsonb('rules_text').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    check(
      'referral_rule_rates_check',
      sql`${table.depositRateUnits} between 0 and 200000
      and ${table.bettingRateUnits} between 0 and 50000`,
    ),
    check(
      'referral_rule_amounts_check',
      sql`${table.invitationRewardMinor} >= 0 and ${table.minFirstDepositMinor} >= 0
      and coalesce(${table.refereeCapMinor}, 0) >= 0 and coalesce(${table.dailyCapMinor}, 0) >= 0`,
    ),
    check('referral_rule_days_check', sql`${table.qualifyDays} >= 1 and ${table.ipWindowDays} >= 0`),
    check('referral_rule_multiplier_check', sql`${table.turnoverMultiplier} between 0 and 100`),
    check('referral_rule_period_check', sql`${table.achievementPeriod} in ('none', 'monthly')`),
    check('referral_rule_scope_check', sql`${table.depositScope} in ('first', 'daily')`),
  ],
);

/**
 * A referee's valid bet from one event of the settled-bet stream (unique on the event, so a replay adds nothing);
 * a void is a negative row. The betting reward sums a referee's rows of one brand-local day.
 */
export const referralBet = pgTable(
  'referral_bet',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    refereeId: uuid('referee_id').notNull(),
    source: text('source').notNull(),
    betKey: text('bet_key').notNull(),
    eventNo: integer('event_no').notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    bizDate: date('biz_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    unique('referral_bet_event_unique').on(table.source, table.betKey, table.eventNo),
    index('referral_bet_referee_index').on(table.refereeId, table.bizDate),
  ],
);

export const referralRewardKinds = ['invitation', 'achievement', 'deposit', 'betting'] as const;
export type ReferralRewardKind = (typeof referralRewardKinds)[number];

/**
 * One reward decision per (referrer, referee, kind, period): the row is the exactly-once guard (two payout passes
 * racing insert the same key; one wins). `referee_id` is the nil uuid for achievements. `amount_minor` is what was
 * paid (a grant of the bonus engine, `grant_id`), `capped_minor` what the caps held back; `refused` when the
 * responsible-gaming gate refused the referrer (nothing paid, not retried).
 */
export const referralReward = pgTable(
  'referral_reward',
  {
    id: uuid('id').primaryKey(),
    merchantId: uuid('merchant_id').notNull(),
    referrerId: uuid('referrer_id').notNull(),
    refereeId: uuid('referee_id').notNull(),
    kind: text('kind').$type<ReferralRewardKind>().notNull(),
    periodKey: text('period_key').notNull(),
    bizDate: date('biz_date', { mode: 'string' }).notNull(),
    baseMinor: bigint('base_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    cappedMinor: bigint('capped_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'paid' | 'capped' | 'refused'>().notNull(),
    grantId: uuid('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('referral_reward_key_unique').on(table.referrerId, table.refereeId, table.kind, table.periodKey),
    index('referral_reward_referrer_index').on(table.referrerId, table.createdAt),
    index('referral_reward_day_index').on(table.referrerId, table.bizDate),
    check('referral_reward_amount_check', sql`${table.amountMinor} >= 0 and ${table.cappedMinor} >= 0`),
    check('referral_reward_status_check', sql`${table.status} in ('paid', 'capped', 'refused')`),
    check('referral_reward_kind_check', sql`${table.kind} in ('invitation', 'achievement', 'deposit', 'betting')`),
  ],
);

import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@croupier/contracts';
import { merchant } from '../merchant/merchant.tables.js';

/** A player or agent account of one brand. Usernames are unique per brand, ignoring case. */
export const member = pgTable(
  'member',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The member's ID as players and support staff read it (the uuid is never shown): a number from 100001, given by
     * the database at insert, unique across brands and never changed. Adding the column numbered existing members.
     */
    memberNumber: integer('member_number').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    username: text('username').notNull(),
    type: smallint('type').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    payeeName: text('payee_name'),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    uplineId: uuid('upline_id').references((): AnyPgColumn => member.id),
    affiliateCode: text('affiliate_code'),
    /**
     * The member's VIP level (0 until the VIP ladder of the loyalty work moves it): promotion eligibility, rebate
     * rates and caps read it.
     */
    vipLevel: smallint('vip_level').notNull().default(0),
    language: text('language').$type<Language>(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    /** When the site ran its first-login action (the welcome) for this member; set once. */
    firstLoginAcknowledgedAt: timestamp('first_login_acknowledged_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Play money of a trial account (type 4); never part of the ledger. */
    playMoneyMinor: bigint('play_money_minor', { mode: 'bigint' }),
    registrationIp: text('registration_ip'),
    /** Set by an operator: the member can neither log in nor bet; wins owed to them are still paid. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * Set while a time-out or self-exclusion is in force (issue #15, `player_protection`): its end, or `infinity` for
     * a self-exclusion until an operator lifts it after its end. Every money path's gate reads this one column.
     */
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    /** Whether the member has any `player_limit` row: the gate looks them up only then. */
    hasPlayerLimits: boolean('has_player_limits').notNull().default(false),
    /** The member's active bonus grant (decision 0077), read by the bet path with the member's row. */
    bonusGrantId: uuid('bonus_grant_id'),
    /** The reality check's interval in minutes (the player's choice; contracts `realityCheckMinuteChoices`). */
    realityCheckMinutes: smallint('reality_check_minutes').notNull().default(60),
    /** Asked at registration where the brand's policy says so (`account_policy.birthday_required`). */
    birthday: date('birthday', { mode: 'string' }),
    /** The terms of use version the member accepted at registration, and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_username_unique').on(table.merchantId, sql`lower(${table.username})`),
    uniqueIndex('member_mobile_unique')
      .on(table.merchantId, table.countryDialingCode, table.mobileNum)
      .where(sql`${table.mobileNum} is not null`),
    uniqueIndex('member_affiliate_code_unique')
      .on(table.merchantId, sql`lower(${table.affiliateCode})`)
      .where(sql`${table.affiliateCode} is not null`),
    uniqueIndex('member_number_unique').on(table.memberNumber),
    index('member_upline_index').on(table.uplineId),
    // New players per brand and hour on the console's dashboard (decision 0031).
    index('member_merchant_created_index').on(table.merchantId, table.createdAt),
    // The console's player search (decision 0029): each kind of search is a prefix or exact match on one of these.
    index('member_username_prefix_index').on(table.merchantId, sql`lower(${table.username}) text_pattern_ops`),
    index('member_payee_name_prefix_index').on(table.merchantId, sql`lower(${table.payeeName}) text_pattern_ops`),
    index('member_mobile_prefix_index').on(table.merchantId, sql`${table.mobileNum} text_pattern_ops`),
    index('member_registration_ip_index').on(table.merchantId, table.registrationIp),
    // The register of excluded players (issue #15): a new account's details are compared with the brand's
    // protected members only, few beside all.
    index('member_protected_index')
      .on(table.merchantId)
      .where(sql`${table.protectedUntil} is not null`),
    index('member_blocked_index')
      .on(table.merchantId, table.createdAt)
      .where(sql`${table.blockedAt} is not null`),
    check('member_type_check', sql`${table.type} in (0, 1, 2, 4, 41, 42)`),
    check('member_play_money_check', sql`${table.playMoneyMinor} is null or ${table.playMoneyMinor} >= 0`),
    check('member_vip_level_check', sql`${table.vipLevel} >= 0`),
  ],
);

/** The brand's rule for one optional registration field (spec §5). */
export const registrationRule = pgTable(
  'registration_rule',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    show: boolean('show').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull().default('*'),
    minLength: integer('min_length').notNull().default(0),
    maxLength: integer('max_length').notNull().default(64),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.field] }),
    check('registration_rule_lengths_check', sql`${table.minLength} <= ${table.maxLength}`),
  ],
);

/** Per-brand account policy: age gate, session lifetimes, password expiry, trial play money, second factor. */
export const accountPolicy = pgTable('account_policy', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchant.id, { onDelete: 'cascade' }),
  minimumAge: integer('minimum_age').notNull().default(18),
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  sessionLifetimeHours: integer('session_lifetime_hours').notNull().default(24),
  passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
  trialPlayMoneyMinor: bigint('trial_play_money_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`200000`),
  smsCodeMinutes: integer('sms_code_minutes').notNull().default(1),
  smsDailyCap: integer('sms_daily_cap').notNull().default(10),
  /** Every member must turn on a second factor before any money action (docs/decisions/0013). */
  twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  /** Registration asks the birthday and refuses anyone under `minimum_age` (issue #15). */
  birthdayRequired: boolean('birthday_required').notNull().default(false),
  /** The terms of use version a new member accepts; kept on the member. */
  termsVersion: text('terms_version').notNull().default('1'),
});

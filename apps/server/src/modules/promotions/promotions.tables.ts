import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
import type {
  PromotionBadge,
  PromotionCategory,
  PromotionState,
  PromotionStatus,
  PromotionType,
} from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Texts per language (th, en, pt-BR, fil). */
type LocalizedText = Partial<Record<string, string>>;

export type StoredPromotionReward =
  | { kind: 'fixed'; amountMinor: string }
  | { kind: 'percent_of_deposit'; percent: number; capMinor: string }
  | { kind: 'reviewed'; maxMinor: string }
  | {
      kind: 'percent_of_net_loss';
      mode: 'heap' | 'tier';
      /** Tier thresholds in minor units; percentages in basis points (8 % = 800) so no float meets money. */
      tiers: { fromMinor: string; basisPoints: number }[];
      capMinor: string;
    }
  | { kind: 'prize_table'; prizes: { amountMinor: string; weight: number }[] };

export type StoredPromotionTerms = {
  turnoverMultiplier: number;
  basis: 'bonus' | 'bonus_plus_deposit';
  productFamily: 'casino' | 'sports' | 'lottery';
  maxBetMinor: string | null;
  maxWinMultiplier: number | null;
  expiryDays: number;
};

export type StoredPromotionEligibility = {
  registeredFrom: string | null;
  depositNth: number | null;
  minDepositMinor: string | null;
  weekdays: number[];
  onePerHousehold: boolean;
  minDepositTodayMinor?: string | null;
  minValidBetTodayMinor?: string | null;
  birthdayWindowDays?: number | null;
  /** Only members at these VIP levels; empty or absent: any level. */
  vipLevels?: number[];
};

/** A raffle's daily window: from a time of day in the brand's zone, for some minutes (decision 0080). */
export type StoredRaffleWindow = { opensAt: string; durationMinutes: number };

export type StoredPromotionLimits = {
  perPlayer: 'once' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  totalBudgetMinor: string | null;
  dailyBudgetMinor: string | null;
};

/**
 * An offer (decision 0078): its page (texts, banner, terms page, category, badge) and its mechanics (type, reward,
 * terms, eligibility, limits). Every edit bumps `version`; grants keep the terms they were given, and a join records
 * the hash of the terms the player accepted.
 */
export const promotion = pgTable(
  'promotion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    version: integer('version').notNull().default(1),
    status: text('status').$type<PromotionStatus>().notNull().default('draft'),
    type: text('type').$type<PromotionType>().notNull(),
    category: text('category').$type<PromotionCategory>().notNull(),
    badge: text('badge').$type<PromotionBadge>(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    termsHtml: jsonb('terms_html').$type<LocalizedText>().notNull(),
    bannerUrl: text('banner_url'),
    displayFrom: timestamp('display_from', { withTimezone: true }).notNull(),
    displayTo: timestamp('display_to', { withTimezone: true }),
    applyFrom: timestamp('apply_from', { withTimezone: true }).notNull(),
    applyTo: timestamp('apply_to', { withTimezone: true }),
    reward: jsonb('reward').$type<StoredPromotionReward>().notNull(),
    terms: jsonb('terms').$type<StoredPromotionTerms>().notNull(),
    eligibility: jsonb('eligibility').$type<StoredPromotionEligibility>().notNull(),
    limits: jsonb('limits').$type<StoredPromotionLimits>().notNull(),
    raffle: jsonb('raffle').$type<StoredRaffleWindow>(),
    remarkRequired: boolean('remark_required').notNull().default(false),
    imageRequired: boolean('image_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Granted so far; a grant raises it under `spent + amount <= total budget`, so a budget is never overdrawn. */
    spentMinor: bigint('spent_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotion_merchant_index').on(table.merchantId, table.status, table.sortOrder),
    check('promotion_status_check', sql`${table.status} in ('draft', 'active', 'paused', 'archived')`),
    check(
      'promotion_type_check',
      sql`${table.type} in ('FIRST_DEPOSIT', 'DEPOSIT', 'FREE_BONUS', 'APPLICATION', 'CASHBACK', 'BIRTHDAY', 'RED_ENVELOPE', 'RAFFLE')`,
    ),
    check('promotion_raffle_check', sql`(${table.type} = 'RAFFLE') = (${table.raffle} is not null)`),
    check('promotion_spent_check', sql`${table.spentMinor} >= 0`),
  ],
);

/** What an offer granted per day in the brand's zone, for its daily budget. */
export const promotionDailySpend = pgTable(
  'promotion_daily_spend',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotion.id),
    day: date('day').notNull(),
    spentMinor: bigint('spent_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.day] })],
);

/**
 * A player's take on an offer in one period (`period_key`: `once`, a day, a week or a month in the brand's zone):
 * its state is the spec's (`join` is never stored: it is the absence of a row). Unique per offer, member and period,
 * so a hundred racing claims make one row and pay once.
 */
export const playerPromotion = pgTable(
  'player_promotion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotion.id),
    promotionVersion: integer('promotion_version').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    periodKey: text('period_key').notNull(),
    state: text('state').$type<Exclude<PromotionState, 'join'>>().notNull(),
    /** The hash of the terms the player accepted when joining or applying. */
    termsHash: text('terms_hash').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    grantId: uuid('grant_id'),
    /** The deposit that qualified a deposit offer. */
    depositId: uuid('deposit_id'),
    remark: text('remark'),
    reason: text('reason'),
    /** Where the player acted from, for the abuse flags (same device or address as another claimant). */
    requestAddress: text('request_address'),
    deviceId: text('device_id'),
    /**
     * The claim's `Idempotency-Key`, unique per member: a retry answers the first claim even when it arrives after
     * the period turned (it would otherwise claim the next period).
     */
    requestKey: text('request_key'),
    /** RAFFLE: the prize drawn (its index in the offer's prize table at `promotion_version`). */
    prizeIndex: integer('prize_index'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_promotion_period_unique').on(table.promotionId, table.memberId, table.periodKey),
    index('player_promotion_member_index').on(table.memberId, table.updatedAt),
    unique('player_promotion_request_key_unique').on(table.memberId, table.requestKey),
    index('player_promotion_queue_index').on(table.merchantId, table.state, table.createdAt),
    check(
      'player_promotion_state_check',
      sql`${table.state} in ('signed', 'process', 'claim', 'applying', 'rejected', 'issued', 'claimed', 'closed')`,
    ),
  ],
);

/** An application's images (png or jpg, 5 MB at most, 3 at most), shown to the reviewer only. */
export const promotionApplicationImage = pgTable(
  'promotion_application_image',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerPromotionId: uuid('player_promotion_id')
      .notNull()
      .references(() => playerPromotion.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promotion_application_image_index').on(table.playerPromotionId)],
);

/**
 * A raffle's window on one day (decision 0080): the secret seed is drawn from a CSPRNG when the window is first
 * needed (before it opens), its SHA-256 `commitment` is shown from then on, and the seed is shown once the window has
 * closed. Every draw of the window is a pure function of the seed, the offer, the day and the member.
 */
export const raffleWindow = pgTable(
  'raffle_window',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotion.id),
    day: date('day').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.day] }),
    check('raffle_window_order_check', sql`${table.closesAt} > ${table.opensAt}`),
  ],
);

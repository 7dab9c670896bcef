import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { BonusProfile, Contribution, ForfeitReason } from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

export type BonusGrantStatus = 'pending' | 'active' | 'completed' | 'expired' | 'forfeited';

/**
 * A grant's terms as they were when it was granted (decision 0077): nothing read later from the offer changes them.
 * Amounts in minor units as decimal text (JSON has no 64-bit integers).
 */
export type StoredBonusTerms = {
  turnoverMultiplier: number;
  basis: 'bonus' | 'bonus_plus_deposit';
  productFamily: 'casino' | 'sports' | 'lottery';
  maxBetMinor: string | null;
  maxWinMultiplier: number | null;
  expiryDays: number;
  contributions: Contribution[];
};

/**
 * One bonus grant (decision 0077, engagement reference §3.1): restricted money held in its own ledger account
 * (`player_bonus`, `account_id`), never in the withdrawable wallet. At most one grant of a member is `active`
 * (`member.bonus_grant_id` names it, so the bet path learns it from the row it reads anyway); later ones wait as
 * `pending` and activate first come, first served. It becomes cash once, when its turnover is complete.
 */
export const bonusGrant = pgTable(
  'bonus_grant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    currency: text('currency').notNull(),
    /** What granted it (`promotion`, `operator`) and the reference unique for that source: the idempotency key. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    promotionId: uuid('promotion_id'),
    playerPromotionId: uuid('player_promotion_id'),
    /** Shown to the player and in the console: the offer's title in the brand's languages when it was granted. */
    title: jsonb('title').$type<Record<string, string>>().notNull().default({}),
    accountId: uuid('account_id').notNull(),
    terms: jsonb('terms').$type<StoredBonusTerms>().notNull(),
    grantedMinor: bigint('granted_minor', { mode: 'bigint' }).notNull(),
    turnoverRequiredMinor: bigint('turnover_required_minor', { mode: 'bigint' }).notNull(),
    turnoverDoneMinor: bigint('turnover_done_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    convertedMinor: bigint('converted_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    forfeitedMinor: bigint('forfeited_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<BonusGrantStatus>().notNull(),
    forfeitReason: text('forfeit_reason').$type<ForfeitReason>(),
    /** Who forfeited or re-credited it in the console, and why. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('bonus_grant_source_unique').on(table.memberId, table.source, table.sourceRef),
    index('bonus_grant_member_index').on(table.memberId, table.createdAt),
    index('bonus_grant_merchant_index').on(table.merchantId, table.createdAt),
    // The expiry sweep reads only live grants past their time.
    index('bonus_grant_expiry_index')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    check(
      'bonus_grant_status_check',
      sql`${table.status} in ('pending', 'active', 'completed', 'expired', 'forfeited')`,
    ),
    check(
      'bonus_grant_amounts_check',
      sql`${table.grantedMinor} > 0 and ${table.convertedMinor} >= 0 and ${table.forfeitedMinor} >= 0`,
    ),
    check(
      'bonus_grant_turnover_check',
      sql`${table.turnoverDoneMinor} >= 0 and ${table.turnoverDoneMinor} <= ${table.turnoverRequiredMinor}`,
    ),
    check(
      'bonus_grant_forfeit_reason_check',
      sql`(${table.status} = 'forfeited') = (${table.forfeitReason} is not null)`,
    ),
  ],
);

/**
 * A brand's bonus policy (decision 0077): the strict profile by default (turnover at most 10 times the bonus, one
 * product family, an expiry of at least 7 days), or a looser one an operator chose in the console (audited); and the
 * contribution table new grants snapshot. No row: strict, with the default table.
 */
export const bonusPolicy = pgTable(
  'bonus_policy',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchant.id),
    profile: text('profile').$type<BonusProfile>().notNull().default('strict'),
    contributions: jsonb('contributions').$type<Contribution[]>().notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('bonus_policy_profile_check', sql`${table.profile} in ('strict', 'loose')`)],
);

/** The settled-bet consumer that counts turnover toward the active grant (decision 0077). */
export const wageringConsumer = 'bonus-wagering';

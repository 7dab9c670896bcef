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
import type { MissionKind, MissionMetric, MissionStatus } from '@croupier/contracts';

/** The settled-bet stream's consumer that counts bets into mission progress (decision 0083). */
export const missionProgressConsumer = 'mission-progress';

/** A milestone as stored: its target (minor units for money metrics, a count otherwise) and reward in minor units. */
export type StoredMilestone = { ordinal: number; target: string; rewardMinor: string };
/** A leaderboard prize for the ranks `fromRank` to `toRank`, both included. */
export type StoredPrize = { fromRank: number; toRank: number; prizeMinor: string };

/**
 * A brand's mission (engagement reference §7.3). Its rules (kind, metric, categories, window, milestones, prizes)
 * change only while it is a draft: once published, progress and claims were counted against them.
 */
export const mission = pgTable(
  'mission',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    code: text('code').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    kind: text('kind').$type<MissionKind>().notNull(),
    metric: text('metric').$type<MissionMetric>().notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    milestones: jsonb('milestones').$type<StoredMilestone[]>().notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    claimDays: integer('claim_days').notNull(),
    leaderboard: boolean('leaderboard').notNull(),
    prizes: jsonb('prizes').$type<StoredPrize[]>().notNull(),
    minQualifyMinor: bigint('min_qualify_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<MissionStatus>().notNull(),
    /** When the leaderboard's final snapshot was taken (one job run sets it, once). */
    finalAt: timestamp('final_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    unique('mission_code_unique').on(table.merchantId, table.code),
    index('mission_merchant_index').on(table.merchantId, table.status, table.endsAt),
    check('mission_kind_check', sql`${table.kind} in ('daily', 'weekly', 'event', 'check_in')`),
    check('mission_metric_check', sql`${table.metric} in ('valid_bet', 'deposit', 'bet_count', 'check_in_days')`),
    check('mission_status_check', sql`${table.status} in ('draft', 'published', 'closed')`),
    check('mission_window_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/**
 * A member's progress in one period of a mission (a brand-local day, a week by its Monday, or `event`): the sum of
 * its `mission_event` deltas, and the time of the latest of them, the leaderboard's tie-break (who got there first).
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: uuid('mission_id').notNull(),
    memberId: uuid('member_id').notNull(),
    period: text('period').notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.missionId, table.memberId, table.period] }),
    index('mission_progress_rank_index').on(table.missionId, table.period, table.value.desc(), table.reachedAt),
  ],
);

export const missionEventSources = ['bet', 'deposit', 'check_in'] as const;
export type MissionEventSource = (typeof missionEventSources)[number];

/**
 * Every event counted into a mission, once: unique per mission, source and event (a settled-bet event, a deposit,
 * a brand-local check-in day), so a replayed stream or a second scan of deposits adds nothing.
 */
export const missionEvent = pgTable(
  'mission_event',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    missionId: uuid('mission_id').notNull(),
    memberId: uuid('member_id').notNull(),
    period: text('period').notNull(),
    source: text('source').$type<MissionEventSource>().notNull(),
    eventKey: text('event_key').notNull(),
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('mission_event_unique').on(table.missionId, table.source, table.eventKey),
    index('mission_event_member_index').on(table.missionId, table.memberId, table.period),
    check('mission_event_source_check', sql`${table.source} in ('bet', 'deposit', 'check_in')`),
  ],
);

/** A paid milestone: one per mission, member, period and milestone; the claim's Idempotency-Key per member. */
export const missionClaim = pgTable(
  'mission_claim',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull(),
    missionId: uuid('mission_id').notNull(),
    memberId: uuid('member_id').notNull(),
    period: text('period').notNull(),
    milestone: integer('milestone').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    grantId: uuid('grant_id').notNull(),
    requestKey: text('request_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('mission_claim_milestone_unique').on(table.missionId, table.memberId, table.period, table.milestone),
    unique('mission_claim_key_unique').on(table.memberId, table.requestKey),
    check('mission_claim_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * An event mission's final leaderboard (one row per rank), written once with `mission.final_at` by the snapshot job;
 * `outcome` is `paid` (a prize granted), `refused` (the incentive gate stopped it) or null (no prize at that rank).
 */
export const missionLeaderboardEntry = pgTable(
  'mission_leaderboard_entry',
  {
    missionId: uuid('mission_id').notNull(),
    rank: integer('rank').notNull(),
    memberId: uuid('member_id').notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }),
    grantId: uuid('grant_id'),
    outcome: text('outcome'),
  },
  (table) => [
    primaryKey({ columns: [table.missionId, table.rank] }),
    unique('mission_leaderboard_member_unique').on(table.missionId, table.memberId),
  ],
);

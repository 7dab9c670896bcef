import { bigint, boolean, integer, jsonb, pgSchema, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  EventStatus,
  MarketKey,
  MarketStatus,
  MarketType,
  MatchFacts,
  OutcomeResult,
  SportKey,
} from '../domain/sportsbook-model.js';
import type { Competitor, Fixture, FeedOutcome, FeedProducer, LocalizedName } from '../feed/feed-messages.js';

/**
 * The feed's tables (migration 0001_feed.sql, decision 0060). The schema is the book's own: every table of the
 * sportsbook, the tickets' included, is declared with `sportsbook.table(...)`.
 */
export const sportsbook = pgSchema('sportsbook');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One fixture and its state of play as the feed last reported it; `lastSeq` is the feed's position for it. */
export const events = sportsbook.table('events', {
  eventId: text('event_id').primaryKey(),
  sport: text('sport').$type<SportKey>().notNull(),
  discipline: text('discipline'),
  competitionId: text('competition_id').notNull(),
  competitionName: jsonb('competition_name').$type<LocalizedName>().notNull(),
  tier: smallint('tier').$type<Fixture['tier']>().notNull(),
  home: jsonb('home').$type<Competitor>().notNull(),
  away: jsonb('away').$type<Competitor>().notNull(),
  competitors: jsonb('competitors').$type<Competitor[]>(),
  startTime: at('start_time').notNull(),
  format: jsonb('format').$type<NonNullable<Fixture['format']>>(),
  fightNumber: integer('fight_number'),
  status: smallint('status').$type<EventStatus>().notNull().default(0),
  matchStatus: text('match_status').notNull().default(''),
  clockSeconds: integer('clock_seconds').notNull().default(0),
  scoreHome: integer('score_home').notNull().default(0),
  scoreAway: integer('score_away').notNull().default(0),
  periodScores: jsonb('period_scores').$type<{ period: string; home: number; away: number }[]>().notNull(),
  redCards: jsonb('red_cards').$type<{ home: number; away: number }>(),
  /** The match facts of the latest settlement (what the results were derived from). */
  facts: jsonb('facts').$type<MatchFacts>(),
  /** The producer that last priced the event: `live` once it is in play. */
  producer: text('producer').$type<FeedProducer>().notNull().default('pre'),
  /** The highest feed `seq` applied for this event: a message at or below it is a repeat and is dropped. */
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A market's current prices. `oddsVersion` grows with every change of prices, status or main line, and each
 * version is kept in `marketOddsVersions`, so a bet is checked against the version the player saw. `resultVersion`
 * is the current result's version (0 before any); a settled (−3) or cancelled (−4) market never takes odds again.
 */
export const markets = sportsbook.table(
  'markets',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').$type<MarketKey>().notNull(),
    type: text('type').$type<MarketType>().notNull(),
    specifiers: text('specifiers').notNull().default(''),
    status: smallint('status').$type<MarketStatus>().notNull(),
    oddsVersion: integer('odds_version').notNull().default(1),
    isMainLine: boolean('is_main_line').notNull().default(false),
    producer: text('producer').$type<FeedProducer>().notNull(),
    /** The bet-stop groups the market belongs to (`all` always; `ft_main`, `1h`, `score`, `map2`...). */
    betStopGroups: text('bet_stop_groups').array().notNull().default([]),
    outcomes: jsonb('outcomes').$type<FeedOutcome[]>().notNull(),
    resultVersion: integer('result_version').notNull().default(0),
    /** Suspended by an operator (decision 0063): the feed cannot re-activate it until an operator lifts it. */
    operatorSuspended: boolean('operator_suspended').notNull().default(false),
    operatorSuspendedBy: text('operator_suspended_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey] })],
);

/** Every version of every market's prices: why it changed and what it offered. */
export const marketOddsVersions = sportsbook.table(
  'market_odds_versions',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').$type<MarketKey>().notNull(),
    version: integer('version').notNull(),
    status: smallint('status').$type<MarketStatus>().notNull(),
    isMainLine: boolean('is_main_line').notNull(),
    outcomes: jsonb('outcomes').$type<FeedOutcome[]>().notNull(),
    /** `model`, `risk`, `operator` (the feed's reasons), or `bet_stop`, `producer_down`, `settled`, `cancelled`. */
    reason: text('reason').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey, table.version] })],
);

/**
 * A market's results, one row per result version: a rollback marks the version rolled back, and a later settlement
 * writes version + 1, so each ticket settles once per version (reference §5.3).
 */
export const marketResults = sportsbook.table(
  'market_results',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').$type<MarketKey>().notNull(),
    resultVersion: integer('result_version').notNull(),
    certainty: smallint('certainty').$type<1 | 2>().notNull(),
    outcomes: jsonb('outcomes').$type<OutcomeResult[]>().notNull(),
    facts: jsonb('facts').$type<MatchFacts>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    settledAt: at('settled_at').notNull().defaultNow(),
    rolledBackAt: at('rolled_back_at'),
    /** `feed`, or `operator` with the operator's name and reason (decision 0064). */
    source: text('source').$type<'feed' | 'operator'>().notNull().default('feed'),
    operatorName: text('operator_name'),
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey, table.resultVersion] })],
);

/** A `bet_cancel` per market: bets on it (inside the window when one is given) are void for the reason. */
export const marketCancels = sportsbook.table(
  'market_cancels',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').$type<MarketKey>().notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    windowStart: at('window_start'),
    windowEnd: at('window_end'),
    voidReason: text('void_reason').notNull(),
    cancelledAt: at('cancelled_at').notNull().defaultNow(),
    source: text('source').$type<'feed' | 'operator'>().notNull().default('feed'),
    operatorName: text('operator_name'),
    reason: text('reason'),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey, table.seq] })],
);

/** Each producer's heartbeat: down after 20 s without `alive` (or `subscribed` false) until a snapshot. */
export const feedProducers = sportsbook.table('feed_producers', {
  producer: text('producer').$type<FeedProducer>().primaryKey(),
  lastAliveAt: at('last_alive_at').notNull(),
  subscribed: boolean('subscribed').notNull(),
  downSince: at('down_since'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The simulator's daily seed per sport: the hash before the first event, the seed once the day has closed. */
export const seedCommitments = sportsbook.table(
  'seed_commitments',
  {
    sport: text('sport').$type<SportKey>().notNull(),
    day: text('day').notNull(),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed'),
    committedAt: at('committed_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (table) => [primaryKey({ columns: [table.sport, table.day] })],
);

/**
 * A player's session, opened by a platform launch. The id is the SHA-256 of the `sb_session` cookie, so a copy of
 * the table cannot be replayed as cookies. The launch token is kept because the wallet's `bet` needs it.
 */
export const playerSessions = sportsbook.table('player_sessions', {
  sessionId: text('session_id').primaryKey(),
  launchToken: text('launch_token').notNull(),
  /** Null in demo (free play): there is no platform player behind it. */
  playerId: text('player_id'),
  mode: text('mode').$type<'real' | 'demo'>().notNull(),
  nickname: text('nickname'),
  currency: text('currency').notNull(),
  language: text('language').$type<'th' | 'en' | 'pt-BR' | 'fil'>().notNull(),
  brand: text('brand').notNull(),
  gameCode: text('game_code').notNull(),
  vendorGameId: text('vendor_game_id').notNull(),
  sport: text('sport').$type<SportKey>().notNull(),
  timeZone: text('time_zone').notNull(),
  oddsFormat: text('odds_format').notNull().default('decimal'),
  /** The balance the launch reported, in minor units (null in demo). */
  balanceMinor: bigint('balance_minor', { mode: 'bigint' }),
  platformExpiresAt: at('platform_expires_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
});

/** Jobs that must run in one instance only (the simulator): the holder renews before `expiresAt` or loses it. */
export const jobLeases = sportsbook.table('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  acquiredAt: at('acquired_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

/** Long-lived secrets of the book (migration 0050): never answered, never logged. */
export const bookSecrets = sportsbook.table('book_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

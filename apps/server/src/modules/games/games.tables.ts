import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
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
import type { GameClassification, GameType } from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

export type VendorWalletModelColumn = 'seamless' | 'transfer';
export type GameKind = 'GAME' | 'VASSALAGE';
/** Game names per language code (th and en at least; others fall back to en). */
export type GameNames = Record<string, string>;
/** Texts per language code. */
export type LocalizedText = Record<string, string>;

/** A game vendor of a brand (its code is the spec's vassalage), with its wallet model and switches. */
export const gameVendor = pgTable(
  'game_vendor',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    walletModel: text('wallet_model').$type<VendorWalletModelColumn>().notNull().default('seamless'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.code] }),
    check('game_vendor_wallet_model_check', sql`${table.walletModel} in ('seamless', 'transfer')`),
  ],
);

/**
 * A game of a brand's catalogue. `id` is the spec's nodeId. Sub-games of a VASSALAGE game name it by
 * `parent_game_code` (same vendor) and stay out of the lobby lists. `search_text` (all names and the code,
 * lower case) carries the trigram index that game search uses.
 */
export const game = pgTable(
  'game',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    names: jsonb('names').$type<GameNames>().notNull(),
    kind: text('kind').$type<GameKind>().notNull().default('GAME'),
    parentGameCode: text('parent_game_code'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    supportPlay: smallint('support_play').notNull().default(1),
    freeplay: smallint('freeplay').notNull().default(0),
    classifications: text('classifications')
      .array()
      .$type<GameClassification[]>()
      .notNull()
      .default(sql`'{}'`),
    sortOrder: integer('sort_order').notNull().default(0),
    iconUrl: text('icon_url'),
    /** The house-vendor engine that runs the game; none means a launch answers GAME_MAINTENANCE. */
    engine: text('engine'),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * How much of a stake counts as valid bet (turnover for contracts, rebates, VIP and wagering; decision 0072):
     * the original's "exclusion %" read the other way round. Unlisted games count in full.
     */
    validBetPercent: smallint('valid_bet_percent').notNull().default(100),
    maintenance: boolean('maintenance').notNull().default(false),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(names ->> 'en', '') || ' ' || coalesce(names ->> 'th', '') || ' ' || coalesce(names ->> 'pt-BR', '') || ' ' || coalesce(names ->> 'fil', '') || ' ' || game_code)`,
      ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('game_code_unique').on(table.merchantId, table.vendorCode, table.gameCode),
    foreignKey({
      name: 'game_vendor_fk',
      columns: [table.merchantId, table.vendorCode],
      foreignColumns: [gameVendor.merchantId, gameVendor.code],
    }),
    index('game_lobby_index').on(table.merchantId, table.gameType, table.sortOrder, table.id),
    index('game_vendor_index').on(table.merchantId, table.vendorCode, table.sortOrder, table.id),
    index('game_parent_index')
      .on(table.merchantId, table.vendorCode, table.parentGameCode)
      .where(sql`${table.parentGameCode} is not null`),
    index('game_hot_index')
      .on(table.merchantId, table.sortOrder)
      .where(sql`${table.isHot}`),
    index('game_search_index').using('gin', table.searchText.op('gin_trgm_ops')),
    check('game_kind_check', sql`${table.kind} in ('GAME', 'VASSALAGE')`),
    check(
      'game_type_check',
      sql`${table.gameType} in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')`,
    ),
    check('game_valid_bet_percent_check', sql`${table.validBetPercent} between 0 and 100`),
    check('game_flags_check', sql`${table.supportPlay} in (0, 1) and ${table.freeplay} in (0, 1)`),
  ],
);

/** Bumped on every catalogue change of a brand; cached vendor lanes are good while it stays the same. */
export const gameCatalogueVersion = pgTable('game_catalogue_version', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchant.id),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gameFavourite = pgTable(
  'game_favourite',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('game_favourite_member_index').on(table.memberId, table.createdAt),
  ],
);

/** The member's last favourite toggle: one per second (spec §9), enforced by a guarded upsert. */
export const gameFavouriteToggle = pgTable('game_favourite_toggle', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => member.id, { onDelete: 'cascade' }),
  toggledAt: timestamp('toggled_at', { withTimezone: true }).notNull(),
});

/** Games a member launched, newest first; filled by successful launches only. */
export const gameRecent = pgTable(
  'game_recent',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    launchCount: integer('launch_count').notNull().default(1),
    lastLaunchedAt: timestamp('last_launched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('game_recent_member_index').on(table.memberId, table.lastLaunchedAt),
  ],
);

/** A table of a live game (GLS2_roomList). */
export const gameRoom = pgTable(
  'game_room',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    roomCode: text('room_code').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    dealerName: text('dealer_name').notNull(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    seats: integer('seats').notNull().default(7),
    players: integer('players').notNull().default(0),
    open: boolean('open').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('game_room_code_unique').on(table.gameId, table.roomCode),
    index('game_room_merchant_index').on(table.merchantId, table.gameId),
    check('game_room_bets_check', sql`${table.minBetMinor} > 0 and ${table.minBetMinor} <= ${table.maxBetMinor}`),
  ],
);

export type GameRoundStatus = 'open' | 'settled' | 'cancelled';

/**
 * One round of a game at a vendor, as the seamless wallet records it (the seamless-wallet issue fills it):
 * it feeds the winners board here and later the betting record. Stake and win in minor units.
 */
export const gameRound = pgTable(
  'game_round',
  {
    // Time-ordered (uuid_v7): a new round goes at the end of the primary key, not on a random page of it.
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    gameId: bigint('game_id', { mode: 'number' }),
    gameCode: text('game_code').notNull(),
    memberId: uuid('member_id').notNull(),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * The part of the stake a bonus grant funded, and the part of the wins paid back to it (decision 0077): wins
     * split in the proportion the stake was funded, so a bonus-funded win stays restricted.
     */
    bonusGrantId: uuid('bonus_grant_id'),
    bonusStakeMinor: bigint('bonus_stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusWinMinor: bigint('bonus_win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * The part of the stake the vendor reported as covered by the player's opposite bets in the round (banker
     * against player, red against black): money like any stake, but no valid bet for turnover, rebates or wagering.
     */
    hedgedMinor: bigint('hedged_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<GameRoundStatus>().notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Set when the vendor voided the round (status `cancelled`, stake and win returned to zero), with its reason. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (table) => [
    // A live table's round is shared by its players; each player has their own row of it.
    unique('game_round_vendor_round_unique').on(table.merchantId, table.vendorCode, table.roundId, table.memberId),
    index('game_round_member_index').on(table.memberId, table.startedAt),
    index('game_round_win_index')
      .on(table.merchantId, table.settledAt)
      .where(sql`${table.status} = 'settled' and ${table.winMinor} > 0`),
    check('game_round_status_check', sql`${table.status} in ('open', 'settled', 'cancelled')`),
    check('game_round_amounts_check', sql`${table.stakeMinor} >= 0 and ${table.winMinor} >= 0`),
    check('game_round_hedged_check', sql`${table.hedgedMinor} >= 0`),
  ],
);

export type CatalogueImportStatusColumn = 'running' | 'done' | 'failed';
export type CatalogueRefusalColumn = { row: number; gameCode: string | null; reason: string };

/**
 * A catalogue import run as a job: the console polls its progress from any instance. `updated_at` is its heartbeat;
 * a `running` job whose heartbeat stopped (its instance went away) reads as interrupted until an instance resumes it
 * from `done_rows` with the file kept in `source` (decision 0038), or gives up and marks it failed (`failure`).
 */
export const catalogueImport = pgTable(
  'catalogue_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    operatorName: text('operator_name').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<CatalogueImportStatusColumn>().notNull().default('running'),
    totalRows: integer('total_rows').notNull(),
    doneRows: integer('done_rows').notNull().default(0),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    refusals: jsonb('refusals').$type<CatalogueRefusalColumn[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The file's text while the job may still need it (resumed after a restart); null once it ended. */
    source: text('source'),
    /** How many times an instance took the job over after its runner went away. */
    resumes: integer('resumes').notNull().default(0),
    /** Why a failed job stopped: `INTERRUPTED` (its runners kept going away) or `IMPORT_ERROR`. */
    failure: text('failure'),
  },
  (table) => [
    index('catalogue_import_merchant_index').on(table.merchantId, table.createdAt),
    check('catalogue_import_status_check', sql`${table.status} in ('running', 'done', 'failed')`),
    // The resumer looks for running jobs whose heartbeat stopped; finished ones (nearly all) stay out of the index.
    index('catalogue_import_running_index')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'running'`),
    check(
      'catalogue_import_counts_check',
      sql`${table.doneRows} = ${table.added} + ${table.changed} + ${table.unchanged} + ${table.refused} and ${table.doneRows} <= ${table.totalRows}`,
    ),
  ],
);

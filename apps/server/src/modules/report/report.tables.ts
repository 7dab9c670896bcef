import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Play per brand, hour, game category and vendor, summed from the ledger by the summary job (decision 0031): the
 * stake players paid into a game vendor's account (less refunded stakes), the wins paid back (less reversed wins),
 * and how many bets. GGR is stake minus wins. `hour` is the start of a UTC hour; a day in the brand's zone is the
 * sum of its 24 hours.
 */
export const playHour = pgTable(
  'play_hour',
  {
    merchantId: uuid('merchant_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    currency: text('currency').notNull(),
    betCount: bigint('bet_count', { mode: 'bigint' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.hour, table.category, table.vendorCode, table.currency] }),
  ],
);

/** Money in and out per brand and UTC hour, summed from the ledger by the same job as `play_hour`. */
export const cashHour = pgTable(
  'cash_hour',
  {
    merchantId: uuid('merchant_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    depositCount: bigint('deposit_count', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull(),
    firstDepositCount: bigint('first_deposit_count', { mode: 'bigint' }).notNull(),
    withdrawalCount: bigint('withdrawal_count', { mode: 'bigint' }).notNull(),
    withdrawalMinor: bigint('withdrawal_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.hour, table.currency] })],
);

/**
 * The players who bet on a day of the brand's calendar (its time zone when the bet was summed): distinct players over
 * a range cannot be added up from hourly counts, so each (day, player) is one row, written once.
 */
export const playerDay = pgTable(
  'player_day',
  {
    merchantId: uuid('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.day, table.memberId] }),
    // The job's look-up of a player's previous day, for `active_day_gap`.
    index('player_day_member_index').on(table.merchantId, table.memberId, table.day),
  ],
);

/**
 * How many players bet on `day` whose previous day of play was `gap_days` before it (0: none in the
 * `activeGapHorizonDays` before), written by the job with each new `player_day` row (decision 0043). A player counts
 * once over [from, to] on the first day of the range they played: the day whose gap reaches back before `from`. So
 * distinct players over a range are a sum over at most (days × 401) rows of this table, not a distinct count over
 * players × days rows.
 */
export const activeDayGap = pgTable(
  'active_day_gap',
  {
    merchantId: uuid('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gapDays: integer('gap_days').notNull(),
    players: bigint('players', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.day, table.gapDays] })],
);

/** Each player's first deposit, so a first deposit is counted once however many passes see the player's deposits. */
export const playerFirstDeposit = pgTable(
  'player_first_deposit',
  {
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.memberId] })],
);

/**
 * How far the ledger has been summed: every transfer before `summarized_until` is in the summary tables, none after.
 * One row per summary (`name`); the job locks it for its pass.
 */
export const summaryCursor = pgTable('summary_cursor', {
  name: text('name').primaryKey(),
  summarizedUntil: timestamp('summarized_until', { withTimezone: true }),
  passes: integer('passes').notNull().default(0),
});

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import { operatorAccount } from '../operator/operator.tables.js';
import { ledgerAccount } from '../wallet/wallet.tables.js';
import type { DrawResult } from './lottery-families.js';
import type { OddsTable } from './odds-tables.js';
import type { OddsSnapshot } from './ticket-pricing.js';

export type DrawStatus = 'SCHEDULED' | 'CLOSED' | 'RESULTED' | 'SETTLED' | 'VOID';
export type TicketStatus = 'PENDING' | 'WON' | 'LOST' | 'PUSH' | 'VOID' | 'CANCELLED' | 'CHASE_STOPPED';
export type ResultEntryStatus = 'PENDING' | 'CONFIRMED' | 'SUPERSEDED';

/** The wager of a ticket as jsonb (no bigint): fixed odds keep the unit stake, prize groups their series. */
export type StoredWager =
  | { pricing: 'fixed-odds'; unitStakeMinor: string }
  | {
      pricing: 'prize-group';
      unitPriceMinor: string;
      multiple: number;
      modeDivisor: 1 | 10 | 100 | 1000;
      series: number;
      memberSeries: number;
    };

/**
 * A brand's odds table, one row per version: a new version never changes a sold ticket (each keeps its snapshot).
 * A brand without a row for a table uses the built-in defaults (`defaultOddsTables`, version 1).
 */
export const lotteryOddsTable = pgTable(
  'lottery_odds_table',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').$type<OddsTable>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.code, table.version] })],
);

/**
 * A brand's settings of one lottery game, versioned the same way (the highest version is in force). Limits are
 * per member: a ticket's stake, the stake on one number in a draw, and all stakes in a draw; the payout cap is the
 * most a member's prizes of one draw pay (null: none). Closed numbers refuse bets; payout cuts pay a percentage.
 */
export const lotteryGameSetting = pgTable(
  'lottery_game_setting',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    gameCode: text('game_code').notNull(),
    version: integer('version').notNull(),
    enabled: boolean('enabled').notNull(),
    allowCancel: boolean('allow_cancel').notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    maxNumberStakeMinor: bigint('max_number_stake_minor', { mode: 'bigint' }).notNull(),
    maxDrawStakeMinor: bigint('max_draw_stake_minor', { mode: 'bigint' }).notNull(),
    payoutCapMinor: bigint('payout_cap_minor', { mode: 'bigint' }),
    maxChasePeriods: integer('max_chase_periods').notNull(),
    memberSeries: integer('member_series').notNull(),
    closedNumbers: text('closed_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    numberPayoutPercent: jsonb('number_payout_percent').$type<Record<string, number>>().notNull().default({}),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.gameCode, table.version] })],
);

/**
 * The committed seed chain of an in-house game's day: `terminal_hash` is public from `committed_at`, before the
 * day's first draw opens; draw i uses the chain's seed i, revealed on the draw once it has settled. The final seed
 * is the secret every other seed is hashed from; it is never answered.
 */
export const lotterySeedChain = pgTable(
  'lottery_seed_chain',
  {
    gameCode: text('game_code').notNull(),
    day: date('day').notNull(),
    finalSeed: text('final_seed').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    length: integer('length').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameCode, table.day] })],
);

/**
 * A public beacon round as we read it: drand's randomness, or the embedded demo's local stand-in (random bytes
 * made no earlier than the round's time). Kept so that deriving a draw again after a crash gives the same result.
 */
export const lotteryBeaconRound = pgTable(
  'lottery_beacon_round',
  {
    source: text('source').notNull(),
    round: bigint('round', { mode: 'number' }).notNull(),
    value: text('value').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.round] })],
);

/**
 * One draw (numero) of a game, shared by every brand. Sales run from `open_at` to, not including, `close_at`, by
 * the database's clock. `result_version` counts outcomes (a result, a correction, a void); `settled_version` is
 * the last one every ticket has been settled at.
 */
export const lotteryDraw = pgTable(
  'lottery_draw',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    day: date('day').notNull(),
    sequence: integer('sequence').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').$type<DrawStatus>().notNull().default('SCHEDULED'),
    result: jsonb('result').$type<DrawResult>(),
    winNumbers: text('win_numbers'),
    resultVersion: integer('result_version').notNull().default(0),
    settledVersion: integer('settled_version').notNull().default(0),
    beacon: text('beacon'),
    beaconSource: text('beacon_source'),
    revealedSeed: text('revealed_seed'),
    voidReason: text('void_reason'),
    resultedAt: timestamp('resulted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lottery_draw_numero_unique').on(table.gameCode, table.numero),
    check('lottery_draw_times_check', sql`${table.openAt} < ${table.closeAt} and ${table.closeAt} <= ${table.drawAt}`),
    check('lottery_draw_status_check', sql`${table.status} in ('SCHEDULED', 'CLOSED', 'RESULTED', 'SETTLED', 'VOID')`),
    index('lottery_draw_game_time_index').on(table.gameCode, table.drawAt),
    index('lottery_draw_work_index')
      .on(table.status, table.drawAt)
      .where(sql`${table.status} <> 'SETTLED'`),
  ],
);

/** An official result typed by an operator; a second operator's confirmation makes it the draw's result. */
export const lotteryResultEntry = pgTable(
  'lottery_result_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraw.id),
    result: jsonb('result').$type<DrawResult>().notNull(),
    winNumbers: text('win_numbers').notNull(),
    status: text('status').$type<ResultEntryStatus>().notNull().default('PENDING'),
    enteredBy: uuid('entered_by')
      .notNull()
      .references(() => operatorAccount.id),
    confirmedBy: uuid('confirmed_by').references(() => operatorAccount.id),
    resultVersion: integer('result_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'lottery_result_entry_two_people',
      sql`${table.confirmedBy} is null or ${table.confirmedBy} <> ${table.enteredBy}`,
    ),
    check('lottery_result_entry_status_check', sql`${table.status} in ('PENDING', 'CONFIRMED', 'SUPERSEDED')`),
    index('lottery_result_entry_draw_index').on(table.drawId),
  ],
);

/** A member's order: one bet or several, on one draw or, for a chase, on consecutive draws. */
export const lotteryOrder = pgTable(
  'lottery_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    /** The wallet the order was paid from; prizes and refunds go back to it. */
    walletAccountId: uuid('wallet_account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    periods: integer('periods').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    totalAmountMinor: bigint('total_amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lottery_order_idempotency_unique').on(table.merchantId, table.idempotencyKey),
    index('lottery_order_member_index').on(table.memberId, table.createdAt),
  ],
);

/**
 * One bet on one draw (the original's order detail). The odds snapshot is what it settles at, whatever the tables
 * say later; `returned_minor` is what the member has received for it so far (prize after any cap, plus refunds).
 */
export const lotteryTicket = pgTable(
  'lottery_ticket',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => lotteryOrder.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraw.id),
    period: integer('period').notNull(),
    betTypeCode: text('bet_type_code').notNull(),
    selection: text('selection').notNull(),
    numbers: text('numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    betCount: integer('bet_count').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    selfRebateMinor: bigint('self_rebate_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wager: jsonb('wager').$type<StoredWager>().notNull(),
    odds: jsonb('odds').$type<OddsSnapshot>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('PENDING'),
    settledVersion: integer('settled_version').notNull().default(0),
    returnedMinor: bigint('returned_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('lottery_ticket_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'lottery_ticket_status_check',
      sql`${table.status} in ('PENDING', 'WON', 'LOST', 'PUSH', 'VOID', 'CANCELLED', 'CHASE_STOPPED')`,
    ),
    index('lottery_ticket_draw_index').on(table.drawId, table.settledVersion),
    // The settler walks a draw's tickets member by member, so one ledger transfer carries a member's whole batch.
    index('lottery_ticket_settle_index').on(table.drawId, table.memberId, table.id),
    index('lottery_ticket_member_index').on(table.memberId, table.placedAt),
    index('lottery_ticket_member_draw_index').on(table.memberId, table.drawId),
    index('lottery_ticket_order_index').on(table.orderId, table.period),
  ],
);

/**
 * What a ticket was settled to at one result version; the key makes settling twice impossible. `paid_minor` is
 * what the member is owed at this version (prize after the cap, plus refunds); the ledger moved the difference
 * from the previous version. `unrecovered_minor`: a correction's claw-back the member's balance could not cover.
 */
export const lotterySettlement = pgTable(
  'lottery_settlement',
  {
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryTicket.id),
    resultVersion: integer('result_version').notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    refundMinor: bigint('refund_minor', { mode: 'bigint' }).notNull(),
    capDeductedMinor: bigint('cap_deducted_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull(),
    unrecoveredMinor: bigint('unrecovered_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.resultVersion] })],
);

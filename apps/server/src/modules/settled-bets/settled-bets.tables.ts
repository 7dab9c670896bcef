import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (`pg_current_xact_id()`), read as a decimal string. */
const transactionId = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

export const settledBetSources = ['round', 'lottery'] as const;
export type SettledBetSource = (typeof settledBetSources)[number];
export const settledBetEventTypes = ['SETTLED', 'RESETTLED', 'VOIDED'] as const;
export type SettledBetEventType = (typeof settledBetEventTypes)[number];

/**
 * The settled-bet stream (decision 0072): one row each time a bet's settled figures change, written by triggers in
 * the transaction that changed them (a game round of any vendor, seamless or transfer; a lottery ticket), so no
 * money path can settle without its event and a replayed request that changes nothing writes none. Amounts are
 * deltas (a void subtracts what the settlement added; a resettlement adds the difference); the `*_total` columns are
 * the bet's figures after the event. `(source, bet_key, event_no)` is unique: consumers de-duplicate on it.
 * Consumers read in transaction order (`transaction_id`), never past the oldest transaction still running, so a row
 * committed late is never skipped (settled-bets.repository.ts).
 */
export const settledBet = pgTable(
  'settled_bet',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: transactionId('transaction_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    source: text('source').$type<SettledBetSource>().notNull(),
    /** The round (`vendor code:round id:member id`) or the lottery ticket (`ticket id`). */
    betKey: text('bet_key').notNull(),
    eventNo: integer('event_no').notNull(),
    eventType: text('event_type').$type<SettledBetEventType>().notNull(),
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    currency: text('currency').notNull(),
    /** The catalogue's category (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT). */
    gameType: text('game_type').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    /** The stake less its hedged part, times the game's `valid_bet_percent` at this event, rounded down, as a delta. */
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    /**
     * The part of the stake covered by the player's opposite bets in the round (issue #19), as a delta: it is left out
     * of the valid bet and of bonus wagering. Lottery tickets are never hedged.
     */
    hedgedMinor: bigint('hedged_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    stakeTotalMinor: bigint('stake_total_minor', { mode: 'bigint' }).notNull(),
    payoutTotalMinor: bigint('payout_total_minor', { mode: 'bigint' }).notNull(),
    validBetTotalMinor: bigint('valid_bet_total_minor', { mode: 'bigint' }).notNull(),
    hedgedTotalMinor: bigint('hedged_total_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The previous event of the same bet, looked up by the triggers for the next number and the running totals.
    index('settled_bet_key_index').on(table.source, table.betKey, table.eventNo),
    index('settled_bet_order_index').on(table.transactionId, table.id),
    // An agent's team betting (issue #18) lists its members' settled bets by time.
    index('settled_bet_member_index').on(table.memberId, table.settledAt),
    // A cashback period's close reads a brand's settled bets of the period (decision 0080).
    index('settled_bet_merchant_index').on(table.merchantId, table.settledAt),
    check('settled_bet_source_check', sql`${table.source} in ('round', 'lottery')`),
    check('settled_bet_event_type_check', sql`${table.eventType} in ('SETTLED', 'RESETTLED', 'VOIDED')`),
    check(
      'settled_bet_totals_check',
      sql`${table.stakeTotalMinor} >= 0 and ${table.payoutTotalMinor} >= 0 and ${table.validBetTotalMinor} >= 0`,
    ),
  ],
);

/** A PostgreSQL snapshot (`pg_current_snapshot()`): which transactions had committed when it was taken. */
const snapshot = customType<{ data: string; driverData: string }>({
  dataType: () => 'pg_snapshot',
});

/**
 * How far each consumer of the stream has read, moved in the consumer's own transaction. A consumer reads in
 * windows: the events of the transactions that committed between two snapshots (visible in `window_snapshot`, not in
 * `previous_snapshot`), in (transaction, id) order, `progress_*` being the last one applied of the open window. Ids
 * and transaction ids are handed out before commit, so no position alone can tell that nothing is still to come below
 * it; snapshots can, without waiting for the oldest transaction of the whole server to end.
 */
export const settledBetCursor = pgTable('settled_bet_cursor', {
  consumer: text('consumer').primaryKey(),
  previousSnapshot: snapshot('previous_snapshot')
    .notNull()
    .default(sql`'1:1:'::pg_snapshot`),
  windowSnapshot: snapshot('window_snapshot'),
  progressTransactionId: transactionId('progress_transaction_id')
    .notNull()
    .default(sql`'0'::xid8`),
  progressId: bigint('progress_id', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first consumer: each member's play per half hour (UTC), category, vendor and currency, summed from the stream
 * (decision 0072). Team reports and agent contracts read it: a day in a brand's zone is a sum of whole half hours for
 * every zone offset in whole or half hours. A resettlement or void counts in the half hour it was recorded in, so a
 * closed period's figures never change; what moved is the next period's adjustment.
 */
export const memberPlaySlot = pgTable(
  'member_play_slot',
  {
    merchantId: uuid('merchant_id').notNull(),
    memberId: uuid('member_id').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    gameType: text('game_type').notNull(),
    vendorCode: text('vendor_code').notNull(),
    currency: text('currency').notNull(),
    /** Bets first settled in the slot, less those voided in it. */
    betCount: bigint('bet_count', { mode: 'bigint' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.memberId, table.slotStart, table.gameType, table.vendorCode, table.currency],
    }),
    index('member_play_slot_merchant_index').on(table.merchantId, table.slotStart),
  ],
);

import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { SettledBetEventType, SettledBetSource } from './settled-bets.tables.js';

export type SettledBetEvent = {
  id: bigint;
  source: SettledBetSource;
  betKey: string;
  eventNo: number;
  eventType: SettledBetEventType;
  merchantId: string;
  memberId: string;
  currency: string;
  gameType: string;
  vendorCode: string;
  gameCode: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  validBetMinor: bigint;
  /** The part of the stake covered by the player's opposite bets in the round (a delta, like the stake). */
  hedgedMinor: bigint;
  stakeTotalMinor: bigint;
  payoutTotalMinor: bigint;
  validBetTotalMinor: bigint;
  settledAt: Date;
};

type EventRow = {
  id: string;
  transaction_id: string;
  source: SettledBetSource;
  bet_key: string;
  event_no: number;
  event_type: SettledBetEventType;
  merchant_id: string;
  member_id: string;
  currency: string;
  game_type: string;
  vendor_code: string;
  game_code: string;
  stake_minor: string;
  payout_minor: string;
  valid_bet_minor: string;
  hedged_minor: string;
  stake_total_minor: string;
  payout_total_minor: string;
  valid_bet_total_minor: string;
  settled_at: string | Date;
};

const eventOf = (row: EventRow): SettledBetEvent => ({
  id: BigInt(row.id),
  source: row.source,
  betKey: row.bet_key,
  eventNo: row.event_no,
  eventType: row.event_type,
  merchantId: row.merchant_id,
  memberId: row.member_id,
  currency: row.currency,
  gameType: row.game_type,
  vendorCode: row.vendor_code,
  gameCode: row.game_code,
  stakeMinor: BigInt(row.stake_minor),
  payoutMinor: BigInt(row.payout_minor),
  validBetMinor: BigInt(row.valid_bet_minor),
  hedgedMinor: BigInt(row.hedged_minor),
  stakeTotalMinor: BigInt(row.stake_total_minor),
  payoutTotalMinor: BigInt(row.payout_total_minor),
  validBetTotalMinor: BigInt(row.valid_bet_total_minor),
  settledAt: new Date(row.settled_at),
});

/**
 * The consumer's next events, its cursor moved past them, in the caller's transaction: the caller applies them in the
 * same transaction, so each event reaches a consumer exactly once, and two instances running the same consumer wait
 * for each other on the cursor row. A window is the transactions that committed between the previous window's
 * snapshot and this one's (see `settledBetCursor`); it is read in batches and closed by a short batch.
 */
export async function takeSettledBets(tx: Transaction, consumer: string, limit: number): Promise<SettledBetEvent[]> {
  await tx.execute(sql`insert into settled_bet_cursor (consumer) values (${consumer}) on conflict do nothing`);
  // Locked first, so every statement below reads the cursor as the last pass of this consumer left it.
  await tx.execute(sql`select 1 from settled_bet_cursor where consumer = ${consumer} for update`);
  await tx.execute(
    sql`update settled_bet_cursor set window_snapshot = pg_current_snapshot(), progress_transaction_id = '0'::xid8,
          progress_id = 0
        where consumer = ${consumer} and window_snapshot is null`,
  );
  const rows = await queryRows<EventRow>(
    tx,
    sql`select e.id::text, e.transaction_id::text, e.source, e.bet_key, e.event_no, e.event_type, e.merchant_id,
          e.member_id, e.currency, e.game_type, e.vendor_code, e.game_code, e.stake_minor::text, e.payout_minor::text,
          e.valid_bet_minor::text, e.hedged_minor::text, e.stake_total_minor::text, e.payout_total_minor::text,
          e.valid_bet_total_minor::text, e.settled_at
        from settled_bet_cursor c
        join settled_bet e on (e.transaction_id >= pg_snapshot_xmax(c.previous_snapshot)
            or e.transaction_id = any(array(select pg_snapshot_xip(c.previous_snapshot))))
          and pg_visible_in_snapshot(e.transaction_id, c.window_snapshot)
          and (e.transaction_id, e.id) > (c.progress_transaction_id, c.progress_id)
        where c.consumer = ${consumer}
        order by e.transaction_id, e.id
        limit ${limit}`,
  );
  const last = rows.at(-1);
  if (rows.length < limit)
    await tx.execute(
      sql`update settled_bet_cursor set previous_snapshot = window_snapshot, window_snapshot = null,
            progress_transaction_id = '0'::xid8, progress_id = 0, updated_at = now()
          where consumer = ${consumer}`,
    );
  else if (last)
    await tx.execute(
      sql`update settled_bet_cursor set progress_transaction_id = ${last.transaction_id}::xid8,
            progress_id = ${last.id}::bigint, updated_at = now()
          where consumer = ${consumer}`,
    );
  return rows.map(eventOf);
}

/** Adds events to the members' half-hour play (member_play_slot), one upsert per batch. */
export async function addToMemberPlay(tx: Transaction, events: readonly SettledBetEvent[]): Promise<void> {
  if (events.length === 0) return;
  const batch = JSON.stringify(
    events.map((event) => ({
      merchant_id: event.merchantId,
      member_id: event.memberId,
      settled_at: event.settledAt.toISOString(),
      game_type: event.gameType,
      vendor_code: event.vendorCode,
      currency: event.currency,
      bets: event.eventType === 'SETTLED' ? 1 : event.eventType === 'VOIDED' ? -1 : 0,
      stake: event.stakeMinor.toString(),
      payout: event.payoutMinor.toString(),
      valid_bet: event.validBetMinor.toString(),
    })),
  );
  await tx.execute(
    sql`insert into member_play_slot as slot (merchant_id, member_id, slot_start, game_type, vendor_code, currency,
          bet_count, stake_minor, payout_minor, valid_bet_minor)
        select e.merchant_id, e.member_id,
               date_bin('30 minutes', e.settled_at, timestamptz '2000-01-01 00:00:00+00'),
               e.game_type, e.vendor_code, e.currency, sum(e.bets), sum(e.stake), sum(e.payout), sum(e.valid_bet)
        from jsonb_to_recordset(${batch}::jsonb) as e(merchant_id uuid, member_id uuid, settled_at timestamptz,
          game_type text, vendor_code text, currency text, bets bigint, stake bigint, payout bigint, valid_bet bigint)
        group by 1, 2, 3, 4, 5, 6
        on conflict (member_id, slot_start, game_type, vendor_code, currency) do update set
          bet_count = slot.bet_count + excluded.bet_count,
          stake_minor = slot.stake_minor + excluded.stake_minor,
          payout_minor = slot.payout_minor + excluded.payout_minor,
          valid_bet_minor = slot.valid_bet_minor + excluded.valid_bet_minor`,
  );
}

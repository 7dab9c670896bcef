import { sql } from 'drizzle-orm';
import { formatMinor } from '@croupier/contracts';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import type { OutboxOperation } from '../store/tickets.tables.js';
import { sqlArray } from '../store/sql-array.js';

/**
 * Deterministic wallet transaction ids (decision 0061): one per intent, never minted twice for the same intent, so a
 * retry, a re-run job or a resumed outbox can only repeat a call the platform answers from its store.
 */
export const walletTransactionIds = {
  bet: (ticketId: string) => `sb:${ticketId}:bet`,
  reject: (ticketId: string) => `sb:${ticketId}:reject`,
  settle: (ticketId: string, version: number) => `sb:${ticketId}:settle:${version}`,
  unsettle: (ticketId: string, version: number) => `sb:${ticketId}:unsettle:${version}`,
  cancel: (ticketId: string) => `sb:${ticketId}:cancel`,
  cashOut: (ticketId: string, offerId: string) => `sb:${ticketId}:cashout:${offerId}`,
  /** The adjust that replaces a call the platform refused on a closed round or a short balance. */
  adjust: (transactionId: string) => `${transactionId}:adjust`,
} as const;

/** Amounts on the wallet API are decimal text in the currency's scale; every currency the book takes has two. */
export const walletAmountOf = (minor: bigint) => formatMinor(minor, 2);

export type WalletIntent = {
  transactionId: string;
  ticketId: string;
  operation: OutboxOperation;
  amountMinor: bigint;
  referenceTransactionId?: string;
  closeRound?: boolean;
  /** The effect on the player's balance: −stake for a bet, +amount for a win, the opposite of the undone move. */
  netMinor: bigint;
};

/** A lease the writer takes on the intents it writes, so it can send them as soon as it commits (no claim). */
export type IntentLease = { holder: string; until: Date };

/**
 * Writes intents in the caller's transaction (the one that changes the ticket), after the ticket's existing ones:
 * the sender runs one lane per ticket in `sequence` order. An id already written is left alone, so running a job
 * twice adds nothing. The caller holds the tickets' row locks, so no other writer numbers the same lane. One
 * statement whatever the number of tickets: each lane's last sequence is read inside it. With a lease the intents
 * are written already claimed by its holder (attempt 1); a crash before they are answered leaves them to whoever
 * claims them once the lease has expired, as for any claim.
 */
export async function enqueueWalletIntents(
  transaction: SportsbookTransaction,
  intents: WalletIntent[],
  lease?: IntentLease,
): Promise<void> {
  if (intents.length === 0) return;
  const positions = new Map<string, number>();
  const rows = intents.map((intent) => {
    const position = (positions.get(intent.ticketId) ?? 0) + 1;
    positions.set(intent.ticketId, position);
    return { ...intent, position };
  });
  // The subquery sees the lanes as they were before this statement, hence the position within this call.
  await transaction.execute(sql`
    insert into sportsbook.wallet_outbox (transaction_id, ticket_id, sequence, operation, amount_minor,
      reference_transaction_id, close_round, net_minor, lease_holder, lease_until, attempts)
    select i.transaction_id, i.ticket_id,
      coalesce((select max(o.sequence) from sportsbook.wallet_outbox o where o.ticket_id = i.ticket_id), 0) + i.position,
      i.operation, i.amount_minor, i.reference_transaction_id, i.close_round, i.net_minor,
      ${lease?.holder ?? null}::text, ${lease?.until ?? null}::timestamptz, ${lease ? 1 : 0}::int
    from unnest(
      ${sqlArray(rows.map((row) => row.transactionId))}::text[], ${sqlArray(rows.map((row) => row.ticketId))}::text[],
      ${sqlArray(rows.map((row) => row.position))}::int[], ${sqlArray(rows.map((row) => row.operation))}::text[],
      ${sqlArray(rows.map((row) => row.amountMinor.toString()))}::bigint[],
      ${sqlArray(rows.map((row) => row.referenceTransactionId ?? null))}::text[],
      ${sqlArray(rows.map((row) => row.closeRound ?? true))}::boolean[], ${sqlArray(rows.map((row) => row.netMinor.toString()))}::bigint[])
      as i(transaction_id, ticket_id, position, operation, amount_minor, reference_transaction_id, close_round, net_minor)
    on conflict (transaction_id) do nothing`);
}

import { sql } from 'drizzle-orm';
import { formatMinor } from '@croupier/contracts';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
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

/**
 * Writes intents in the caller's transaction (the one that changes the ticket), after the ticket's existing ones:
 * the sender runs one lane per ticket in `sequence` order. An id already written is left alone, so running a job
 * twice adds nothing. The caller holds the tickets' row locks, so no other writer numbers the same lane.
 */
export async function enqueueWalletIntents(transaction: SportsbookTransaction, intents: WalletIntent[]): Promise<void> {
  if (intents.length === 0) return;
  const ticketIds = [...new Set(intents.map((intent) => intent.ticketId))];
  const last = await queryRows<{ ticket_id: string; sequence: number }>(
    transaction,
    sql`select ticket_id, max(sequence)::int as sequence from sportsbook.wallet_outbox
        where ticket_id = any(${sqlArray(ticketIds)}::text[]) group by ticket_id`,
  );
  const next = new Map(last.map((row) => [row.ticket_id, row.sequence]));
  const rows = intents.map((intent) => {
    const sequence = (next.get(intent.ticketId) ?? 0) + 1;
    next.set(intent.ticketId, sequence);
    return { ...intent, sequence };
  });
  await transaction.execute(sql`
    insert into sportsbook.wallet_outbox
      (transaction_id, ticket_id, sequence, operation, amount_minor, reference_transaction_id, close_round, net_minor)
    select * from unnest(
      ${sqlArray(rows.map((row) => row.transactionId))}::text[], ${sqlArray(rows.map((row) => row.ticketId))}::text[],
      ${sqlArray(rows.map((row) => row.sequence))}::int[], ${sqlArray(rows.map((row) => row.operation))}::text[],
      ${sqlArray(rows.map((row) => row.amountMinor.toString()))}::bigint[],
      ${sqlArray(rows.map((row) => row.referenceTransactionId ?? null))}::text[],
      ${sqlArray(rows.map((row) => row.closeRound ?? true))}::boolean[], ${sqlArray(rows.map((row) => row.netMinor.toString()))}::bigint[])
    on conflict (transaction_id) do nothing`);
}

import { sql } from 'drizzle-orm';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';

export type BlockedTicketAction = 'retry' | 'close';

export type BlockedTicketResolution =
  | { kind: 'not-found' }
  | { kind: 'not-blocked' }
  | { kind: 'resolved'; transactionId: string | null; shortfallMinor: string };

/**
 * An operator's answer to a RESETTLE_BLOCKED ticket (decision 0067), in one transaction under the ticket's row lock:
 * - `retry` puts the blocked wallet step back in the outbox as due now, under its own transaction id (the platform
 *   answers a repeat from its store); if the platform refuses it and its adjustment again, the ticket blocks again;
 * - `close` gives the step up for good (`abandoned`, never sent): the operator has settled the difference with the
 *   player another way, or writes it off; the ticket's next wallet steps then go out in order.
 * Either way the block is lifted and the ticket's audit trail records who, why and the shortfall it carried.
 */
export async function resolveBlockedTicket(
  transaction: SportsbookTransaction,
  input: { ticketId: string; action: BlockedTicketAction; operator: string; reason: string },
): Promise<BlockedTicketResolution> {
  const [ticket] = await queryRows<{ wallet_blocked: string | null; shortfall: string }>(
    transaction,
    sql`select wallet_blocked, wallet_shortfall_minor::text as shortfall from sportsbook.tickets
        where ticket_id = ${input.ticketId} for update`,
  );
  if (!ticket) return { kind: 'not-found' };
  if (!ticket.wallet_blocked) return { kind: 'not-blocked' };
  const [step] = await queryRows<{ transaction_id: string }>(
    transaction,
    sql`select transaction_id from sportsbook.wallet_outbox where ticket_id = ${input.ticketId} and state = 'blocked'
        order by sequence limit 1 for update`,
  );
  if (step)
    await transaction.execute(
      input.action === 'retry'
        ? sql`update sportsbook.wallet_outbox set state = 'pending', attempts = 0, next_attempt_at = now(),
              lease_holder = null, lease_until = null, done_at = null, answer_code = null, answer_message = null
            where transaction_id = ${step.transaction_id}`
        : sql`update sportsbook.wallet_outbox set state = 'abandoned', done_at = now(),
              answer_message = ${`closed by ${input.operator}: ${input.reason}`}
            where transaction_id = ${step.transaction_id}`,
    );
  // The shortfall starts again from nothing: a retry refused again records its own.
  await transaction.execute(sql`update sportsbook.tickets set wallet_blocked = null, wallet_shortfall_minor = 0,
      updated_at = now() where ticket_id = ${input.ticketId}`);
  await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind, detail)
      values (${input.ticketId}, ${input.action === 'retry' ? 'operator_retry' : 'operator_closed'}, ${JSON.stringify({
        operator: input.operator,
        reason: input.reason,
        transactionId: step?.transaction_id ?? null,
        shortfallMinor: ticket.shortfall,
      })}::jsonb)`);
  return { kind: 'resolved', transactionId: step?.transaction_id ?? null, shortfallMinor: ticket.shortfall };
}

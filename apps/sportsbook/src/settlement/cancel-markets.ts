import { sql } from 'drizzle-orm';
import type { VoidReason } from '../domain/sportsbook-model.js';
import { releaseExposure } from '../betting/liability.js';
import type { CancelWindow } from '../feed/feed-consumer.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { WalletIntent } from '../wallet/wallet-outbox.js';
import { enqueueWalletIntents, walletTransactionIds } from '../wallet/wallet-outbox.js';
import type { SettlementServices } from './settle-tickets.js';
import { settleTickets } from './settle-tickets.js';
import { sqlArray } from '../store/sql-array.js';

/** Bets that were never valid are rolled back (no turnover); a void by rule settles at odds 1 (reference §5.3). */
const neverValid = new Set<VoidReason>(['INCORRECT_ODDS', 'LATE_BET', 'MANUAL']);

/**
 * A bet_cancel: the legs on the markets placed inside the window (all of them without one) are void. A single
 * voided for a reason that makes it never valid is CANCELLED and its bet rolled back, after rolling back any
 * settlement it had; every other ticket counts the leg at odds 1 and is settled (or resettled) again with the rest.
 * A leg already void stays as it was, so a repeated cancel does nothing.
 */
export async function cancelMarkets(
  services: SettlementServices,
  eventId: string,
  marketKeys: string[],
  window: CancelWindow,
  reason: VoidReason,
): Promise<{ cancelled: number; voided: number }> {
  const cancelledIds: string[] = [];
  const resettle = await services.database.transaction(async (transaction) => {
    cancelledIds.length = 0;
    const voided = await queryRows<{ ticket_id: string; kind: string; status: string }>(
      transaction,
      sql`update sportsbook.ticket_legs l set void_reason = ${reason}, win_fraction = 0, push_fraction = 1,
            lose_fraction = 0
          from sportsbook.tickets t
          where t.ticket_id = l.ticket_id and l.event_id = ${eventId} and l.market_key = any(${sqlArray(marketKeys)}::text[])
            and l.void_reason is null and t.status in ('PENDING', 'OPEN', 'SETTLED')
            and (${window.start ?? null}::timestamptz is null or t.placed_at >= ${window.start ?? null}::timestamptz)
            and (${window.end ?? null}::timestamptz is null or t.placed_at < ${window.end ?? null}::timestamptz)
          returning l.ticket_id, t.kind, t.status`,
    );
    const toSettle: string[] = [];
    for (const leg of voided) {
      if (leg.kind === 'single' && neverValid.has(reason)) cancelledIds.push(leg.ticket_id);
      else toSettle.push(leg.ticket_id);
    }
    const tickets = await queryRows<{
      ticket_id: string;
      stake_minor: string;
      settlement_version: number;
      posted_win_minor: string;
      status: string;
    }>(
      transaction,
      sql`select ticket_id, stake_minor::text, settlement_version, posted_win_minor::text, status from sportsbook.tickets
          where ticket_id = any(${sqlArray(cancelledIds)}::text[]) order by ticket_id for update`,
    );
    const intents: WalletIntent[] = [];
    for (const ticket of tickets) {
      const postedMinor = BigInt(ticket.posted_win_minor);
      if (ticket.settlement_version > 0 && postedMinor > 0n)
        intents.push({
          transactionId: walletTransactionIds.unsettle(ticket.ticket_id, ticket.settlement_version),
          ticketId: ticket.ticket_id,
          operation: 'rollback',
          amountMinor: postedMinor,
          referenceTransactionId: walletTransactionIds.settle(ticket.ticket_id, ticket.settlement_version),
          netMinor: -postedMinor,
        });
      intents.push({
        transactionId: walletTransactionIds.cancel(ticket.ticket_id),
        ticketId: ticket.ticket_id,
        operation: 'rollback',
        amountMinor: BigInt(ticket.stake_minor),
        referenceTransactionId: walletTransactionIds.bet(ticket.ticket_id),
        netMinor: BigInt(ticket.stake_minor),
      });
      await releaseExposure(transaction, ticket.ticket_id);
    }
    if (tickets.length > 0) {
      await transaction.execute(sql`update sportsbook.tickets set status = 'CANCELLED', result = 'VOID', posted_win_minor = 0,
          accept_after = null, settled_at = now(), updated_at = now()
          where ticket_id = any(${sqlArray(tickets.map((ticket) => ticket.ticket_id))}::text[])`);
      await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind, detail)
          select unnest(${sqlArray(tickets.map((ticket) => ticket.ticket_id))}::text[]), 'cancelled', ${JSON.stringify({ reason })}::jsonb`);
      await enqueueWalletIntents(transaction, intents);
    }
    // A settled ticket with a leg now void is settled again (the earlier win is kept until the new one is decided).
    const reopened = await queryRows<{ ticket_id: string }>(
      transaction,
      sql`update sportsbook.tickets set status = 'OPEN', result = null, settled_at = null, updated_at = now()
          where ticket_id = any(${sqlArray(toSettle)}::text[]) and status = 'SETTLED' returning ticket_id`,
    );
    void reopened;
    return { toSettle: [...new Set(toSettle)].sort(), voided: voided.length };
  });
  await settleTickets(services, resettle.toSettle);
  for (const ticketId of cancelledIds) await services.sender.sendTicket(ticketId);
  return { cancelled: cancelledIds.length, voided: resettle.voided };
}

import { sql } from 'drizzle-orm';
import type { PlayerErrorCode } from '../api/player-api.js';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
import { enqueueWalletIntents, walletTransactionIds } from '../wallet/wallet-outbox.js';
import type { IntentAnswered } from '../wallet/wallet-sender.js';
import { businessDayOf } from './business-day.js';
import { releaseExposure } from './liability.js';

/**
 * Rejects a ticket still PENDING: its liability and daily payout are given back, and when its stake was (or may have
 * been) debited a rollback of the bet is queued under `sb:{ticketId}:reject`. Answers false when the ticket had
 * already left PENDING (a second decision is a no-op).
 */
export async function rejectPendingTicket(
  transaction: SportsbookTransaction,
  input: { ticketId: string; code: PlayerErrorCode; message?: string; rollBackBet: boolean; timeZone: string },
): Promise<boolean> {
  const [ticket] = await queryRows<{
    stake_minor: string;
    potential_return_minor: string;
    player_id: string;
    placed_at: Date | string;
  }>(
    transaction,
    sql`update sportsbook.tickets set status = 'REJECTED', rejection_code = ${input.code},
          rejection_message = ${input.message ?? null}, accept_after = null, updated_at = now()
        where ticket_id = ${input.ticketId} and status = 'PENDING'
        returning stake_minor::text, potential_return_minor::text, player_id, placed_at`,
  );
  if (!ticket) return false;
  await releaseExposure(transaction, input.ticketId);
  const day = businessDayOf(new Date(ticket.placed_at), input.timeZone);
  await transaction.execute(sql`update sportsbook.player_daily_payout
      set potential_return_minor = greatest(potential_return_minor - ${ticket.potential_return_minor}::bigint, 0)
      where player_id = ${ticket.player_id} and day = ${day}`);
  await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind, detail)
      values (${input.ticketId}, 'rejected', ${JSON.stringify({ code: input.code, message: input.message ?? null })}::jsonb)`);
  if (input.rollBackBet)
    await enqueueWalletIntents(transaction, [
      {
        transactionId: walletTransactionIds.reject(input.ticketId),
        ticketId: input.ticketId,
        operation: 'rollback',
        amountMinor: BigInt(ticket.stake_minor),
        referenceTransactionId: walletTransactionIds.bet(input.ticketId),
        netMinor: BigInt(ticket.stake_minor),
      },
    ]);
  return true;
}

/**
 * What a ticket does with its wallet answers (in the transaction that records them). The bet's answer opens a
 * pre-match ticket and lets a live one wait out its delay; a refusal rejects it with the platform's reason
 * (INSUFFICIENT_FUNDS, or BET_REFUSED for a responsible-gaming block or limit, an expired session); silence after
 * the client's retries rejects it too and queues the rollback, whose marker refuses the late original. A settlement
 * step the platform refused for good marks the ticket RESETTLE_BLOCKED with the shortfall, for an operator.
 */
export function ticketWalletEffects(timeZone: string): IntentAnswered {
  return async (transaction, intent, outcome) => {
    const isBet = intent.operation === 'bet';
    if (isBet && outcome.kind === 'done') {
      await transaction.execute(sql`update sportsbook.tickets set debited = true,
          status = case when is_live then status else 'OPEN' end,
          accepted_at = case when is_live then accepted_at else now() end, updated_at = now()
          where ticket_id = ${intent.ticketId} and status = 'PENDING'`);
      return;
    }
    if (isBet && outcome.kind === 'refused') {
      const code: PlayerErrorCode = outcome.code === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'BET_REFUSED';
      await rejectPendingTicket(transaction, {
        ticketId: intent.ticketId,
        code,
        message: outcome.message,
        rollBackBet: false,
        timeZone,
      });
      return;
    }
    if (isBet && outcome.kind === 'silent') {
      await transaction.execute(sql`update sportsbook.wallet_outbox set state = 'abandoned', done_at = now()
          where transaction_id = ${intent.transactionId}`);
      await rejectPendingTicket(transaction, {
        ticketId: intent.ticketId,
        code: 'WALLET_UNAVAILABLE',
        message: outcome.error,
        rollBackBet: true,
        timeZone,
      });
      return;
    }
    if (outcome.kind === 'blocked') {
      await transaction.execute(sql`update sportsbook.tickets set wallet_blocked = 'RESETTLE_BLOCKED',
          wallet_shortfall_minor = wallet_shortfall_minor + ${outcome.shortfallMinor.toString()}::bigint, updated_at = now()
          where ticket_id = ${intent.ticketId}`);
      await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind, detail)
          values (${intent.ticketId}, 'wallet_blocked', ${JSON.stringify({
            transactionId: intent.transactionId,
            code: outcome.code,
            shortfallMinor: outcome.shortfallMinor.toString(),
          })}::jsonb)`);
      return;
    }
    if (outcome.kind === 'refused' || (outcome.kind === 'done' && outcome.adjusted))
      await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind, detail)
          values (${intent.ticketId}, ${outcome.kind === 'refused' ? 'wallet_refused' : 'wallet_adjusted'}, ${JSON.stringify(
            {
              transactionId: intent.transactionId,
              ...(outcome.kind === 'refused'
                ? { code: outcome.code, message: outcome.message }
                : { adjust: outcome.adjusted }),
            },
          )}::jsonb)`);
  };
}

import { sql } from 'drizzle-orm';
import type { OddsPolicy } from '../domain/sportsbook-model.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { BettingServices } from './place-ticket.js';
import { openOutcomeOf, priceAccepted, readMarketSnapshots, snapshotKey } from './market-snapshot.js';
import { readRiskSettings } from './risk-settings.js';
import { rejectPendingTicket } from './ticket-lifecycle.js';
import { TicketRefusal } from './ticket-refusal.js';
import { sqlArray } from '../store/sql-array.js';

/**
 * Decides live tickets whose acceptance delay is over (reference §3.6 step 8). Any instance may run it: each ticket
 * is taken with `for update skip locked` and changed only while still PENDING, so it is decided exactly once. A
 * ticket is accepted unless, since it was placed, a leg's market closed or was suspended (a bet stop, however short),
 * the score changed, or the price moved past the ticket's odds policy; a rejection rolls its debit back. Tickets
 * whose `bet` has not been answered yet wait for it. Answers how many were decided.
 */
export async function decideDueTickets(services: BettingServices, limit = 200): Promise<number> {
  const now = (services.now ?? (() => new Date()))();
  const rejected: string[] = [];
  const decided = await services.database.transaction(async (transaction) => {
    rejected.length = 0;
    const settings = await readRiskSettings(transaction);
    const due = await queryRows<{ ticket_id: string; odds_policy: OddsPolicy; placed_at: Date | string }>(
      transaction,
      sql`select ticket_id, odds_policy, placed_at from sportsbook.tickets
          where status = 'PENDING' and debited and accept_after <= ${now}
          order by accept_after limit ${limit} for update skip locked`,
    );
    if (due.length === 0) return 0;
    const legs = await queryRows<{
      ticket_id: string;
      event_id: string;
      market_key: string;
      outcome_id: string;
      odds_milli: number;
      score_home: number | null;
      score_away: number | null;
      stopped: boolean;
    }>(
      transaction,
      sql`select l.ticket_id, l.event_id, l.market_key, l.outcome_id, l.odds_milli, l.score_home, l.score_away,
            exists (select 1 from sportsbook.market_odds_versions v where v.event_id = l.event_id
              and v.market_key = l.market_key and v.at > t.placed_at and v.status <> 1) as stopped
          from sportsbook.ticket_legs l join sportsbook.tickets t on t.ticket_id = l.ticket_id
          where l.ticket_id = any(${sqlArray(due.map((ticket) => ticket.ticket_id))}::text[])`,
    );
    const snapshots = await readMarketSnapshots(
      transaction,
      legs.map((leg) => ({ eventId: leg.event_id, marketKey: leg.market_key })),
    );
    for (const ticket of due) {
      let refusal: TicketRefusal | undefined;
      for (const leg of legs.filter((candidate) => candidate.ticket_id === ticket.ticket_id)) {
        try {
          const snapshot = snapshots.get(snapshotKey(leg.event_id, leg.market_key));
          const outcome = openOutcomeOf(snapshot, leg.outcome_id);
          if (leg.stopped) throw new TicketRefusal('MARKET_SUSPENDED', 'BET_STOP_IN_DELAY');
          if (
            leg.score_home !== null &&
            (snapshot?.scoreHome !== leg.score_home || snapshot.scoreAway !== leg.score_away)
          )
            throw new TicketRefusal('MARKET_SUSPENDED', 'SCORE_CHANGED');
          if (
            !priceAccepted(
              ticket.odds_policy,
              leg.odds_milli,
              outcome.oddsMilli,
              settings.anyPolicyToleranceBasisPoints,
            )
          )
            throw new TicketRefusal('ODDS_CHANGED', String(outcome.oddsMilli));
        } catch (error) {
          if (!(error instanceof TicketRefusal)) throw error;
          refusal = error;
          break;
        }
      }
      if (refusal) {
        await rejectPendingTicket(transaction, {
          ticketId: ticket.ticket_id,
          code: refusal.code,
          ...(refusal.detail ? { message: refusal.detail } : {}),
          rollBackBet: true,
          timeZone: services.timeZone,
        });
        rejected.push(ticket.ticket_id);
      } else {
        await transaction.execute(sql`update sportsbook.tickets set status = 'OPEN', accepted_at = ${now},
            accept_after = null, updated_at = now() where ticket_id = ${ticket.ticket_id} and status = 'PENDING'`);
        await transaction.execute(
          sql`insert into sportsbook.ticket_events (ticket_id, kind) values (${ticket.ticket_id}, 'accepted')`,
        );
      }
    }
    return due.length;
  });
  for (const ticketId of rejected) await services.sender.sendTicket(ticketId);
  return decided;
}

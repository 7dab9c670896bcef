import { sql } from 'drizzle-orm';
import type { VoidReason } from '../domain/sportsbook-model.js';
import { decideDueTickets } from '../betting/pending-acceptance.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { CancelWindow, FeedHooks } from '../feed/feed-consumer.js';
import { cancelMarkets } from './cancel-markets.js';
import type { SettlementServices } from './settle-tickets.js';
import { reopenSettledTickets, settleMarkets, settleTickets } from './settle-tickets.js';

/**
 * The hooks the feed consumer calls once it has stored a settlement, a rollback or a cancel (decision 0060): each
 * changes tickets in the database, then drains the wallet outbox. They are safe to call again with the same markets.
 */
export function createSettlementHooks(services: SettlementServices): FeedHooks {
  return {
    async onMarketsSettled(eventId: string, marketKeys: string[]) {
      await settleMarkets(services, eventId, marketKeys);
      await services.sender.drain();
    },
    async onSettlementRolledBack(eventId: string, marketKeys: string[]) {
      await reopenSettledTickets(services, eventId, marketKeys);
    },
    async onMarketsCancelled(eventId: string, marketKeys: string[], window: CancelWindow, reason: VoidReason) {
      await cancelMarkets(services, eventId, marketKeys, window, reason);
      await services.sender.drain();
    },
  };
}

/**
 * On start (and after any crash): settles every OPEN ticket whose legs have a current result not yet applied or
 * acted on, decides live tickets whose delay is over, and sends every intent left in the outbox.
 */
export async function catchUpSettlement(services: SettlementServices): Promise<{ markets: number; settled: number }> {
  const markets = await queryRows<{ event_id: string; market_key: string }>(
    services.database.db,
    sql`select distinct l.event_id, l.market_key from sportsbook.ticket_legs l
        join sportsbook.tickets t on t.ticket_id = l.ticket_id
        where t.status = 'OPEN' and exists (select 1 from sportsbook.market_results r
          where r.event_id = l.event_id and r.market_key = l.market_key and r.rolled_back_at is null)`,
  );
  const byEvent = new Map<string, string[]>();
  for (const market of markets)
    byEvent.set(market.event_id, [...(byEvent.get(market.event_id) ?? []), market.market_key]);
  let settled = 0;
  for (const [eventId, marketKeys] of byEvent) {
    const count = await settleMarkets(services, eventId, marketKeys);
    settled += count.settled + count.resettled + count.unchanged;
  }
  // Tickets whose legs were all voided by a cancel and that no result will ever reach.
  const voidOnly = await queryRows<{ ticket_id: string }>(
    services.database.db,
    sql`select t.ticket_id from sportsbook.tickets t where t.status = 'OPEN'
        and not exists (select 1 from sportsbook.ticket_legs l where l.ticket_id = t.ticket_id and l.void_reason is null
          and l.win_fraction is null)
        order by t.ticket_id`,
  );
  const count = await settleTickets(
    services,
    voidOnly.map((row) => row.ticket_id),
  );
  settled += count.settled + count.resettled;
  // Cancels whose hook never ran: a leg already void is skipped, so a cancel seen before changes nothing.
  const cancels = await queryRows<{
    event_id: string;
    market_key: string;
    window_start: Date | string | null;
    window_end: Date | string | null;
    void_reason: VoidReason;
  }>(
    services.database.db,
    sql`select c.event_id, c.market_key, c.window_start, c.window_end, c.void_reason from sportsbook.market_cancels c
        where exists (select 1 from sportsbook.ticket_legs l where l.event_id = c.event_id and l.market_key = c.market_key
          and l.void_reason is null)
        order by c.event_id, c.market_key, c.seq`,
  );
  for (const cancel of cancels)
    await cancelMarkets(
      services,
      cancel.event_id,
      [cancel.market_key],
      {
        ...(cancel.window_start ? { start: new Date(cancel.window_start) } : {}),
        ...(cancel.window_end ? { end: new Date(cancel.window_end) } : {}),
      },
      cancel.void_reason,
    );
  while ((await decideDueTickets(services)) > 0);
  await services.sender.drain();
  return { markets: markets.length, settled };
}

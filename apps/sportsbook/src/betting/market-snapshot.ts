import { sql } from 'drizzle-orm';
import type { MarketType, OddsPolicy } from '../domain/sportsbook-model.js';
import { eventStatuses, marketStatuses } from '../domain/sportsbook-model.js';
import type { FeedOutcome } from '../feed/feed-messages.js';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
import { TicketRefusal } from './ticket-refusal.js';
import { sqlArray } from '../store/sql-array.js';

/** A market as a bet is checked against it: the feed's current prices, status and its event's state. */
export type MarketSnapshot = {
  eventId: string;
  marketKey: string;
  type: MarketType;
  status: number;
  oddsVersion: number;
  outcomes: FeedOutcome[];
  producer: string;
  producerDown: boolean;
  eventStatus: number;
  tier: number;
  scoreHome: number;
  scoreAway: number;
};

/**
 * Reads the legs' markets with a share lock, so the feed cannot move a market between this check and the ticket's
 * commit: at its acceptance instant every accepted leg's market was as checked.
 */
export async function readMarketSnapshots(
  transaction: SportsbookTransaction,
  legs: { eventId: string; marketKey: string }[],
): Promise<Map<string, MarketSnapshot>> {
  const eventIds = legs.map((leg) => leg.eventId);
  const marketKeys = legs.map((leg) => leg.marketKey);
  const rows = await queryRows<Record<string, unknown>>(
    transaction,
    sql`select m.event_id, m.market_key, m.type, m.status, m.odds_version, m.outcomes, m.producer,
          (p.down_since is not null) as producer_down, e.status as event_status, e.tier, e.score_home, e.score_away
        from unnest(${sqlArray(eventIds)}::text[], ${sqlArray(marketKeys)}::text[]) as wanted(event_id, market_key)
        join sportsbook.markets m on m.event_id = wanted.event_id and m.market_key = wanted.market_key
        join sportsbook.events e on e.event_id = m.event_id
        left join sportsbook.feed_producers p on p.producer = m.producer
        order by m.event_id, m.market_key
        for share of m`,
  );
  return new Map(
    rows.map((row) => [
      snapshotKey(String(row.event_id), String(row.market_key)),
      {
        eventId: String(row.event_id),
        marketKey: String(row.market_key),
        type: row.type as MarketType,
        status: Number(row.status),
        oddsVersion: Number(row.odds_version),
        outcomes: (typeof row.outcomes === 'string' ? JSON.parse(row.outcomes) : row.outcomes) as FeedOutcome[],
        producer: String(row.producer),
        producerDown: Boolean(row.producer_down),
        eventStatus: Number(row.event_status),
        tier: Number(row.tier),
        scoreHome: Number(row.score_home),
        scoreAway: Number(row.score_away),
      },
    ]),
  );
}

export const snapshotKey = (eventId: string, marketKey: string) => `${eventId} ${marketKey}`;

/** The outcome a leg may be accepted on, or the refusal: the event still to be played or in play, the market open. */
export function openOutcomeOf(snapshot: MarketSnapshot | undefined, outcomeId: string): FeedOutcome {
  if (!snapshot) throw new TicketRefusal('MARKET_CLOSED');
  if (snapshot.eventStatus !== eventStatuses.notStarted && snapshot.eventStatus !== eventStatuses.live)
    throw new TicketRefusal('MARKET_CLOSED');
  if (snapshot.status === marketStatuses.settled || snapshot.status === marketStatuses.cancelled)
    throw new TicketRefusal('MARKET_CLOSED');
  if (snapshot.status !== marketStatuses.active || snapshot.producerDown) throw new TicketRefusal('MARKET_SUSPENDED');
  const outcome = snapshot.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!outcome) throw new TicketRefusal('MARKET_CLOSED');
  if (!outcome.active) throw new TicketRefusal('MARKET_SUSPENDED');
  return outcome;
}

/**
 * The odds policy (reference §3.6 step 5): NONE takes only the price asked, BETTER the asked or a higher one, ANY a
 * price whose implied probability is within the tolerance of the asked one's. The ticket is struck at the current
 * price, never at the asked one.
 */
export function priceAccepted(
  policy: OddsPolicy,
  askedMilli: number,
  currentMilli: number,
  anyToleranceBasisPoints: number,
): boolean {
  if (currentMilli === askedMilli) return true;
  if (policy === 'NONE') return false;
  if (policy === 'BETTER') return currentMilli > askedMilli;
  // |1/current − 1/asked| ≤ tolerance × 1/asked, in integers: |asked − current| × 10,000 ≤ tolerance × current.
  return Math.abs(askedMilli - currentMilli) * 10_000 <= anyToleranceBasisPoints * currentMilli;
}

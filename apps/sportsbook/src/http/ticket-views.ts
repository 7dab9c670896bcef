import { inArray, sql } from 'drizzle-orm';
import type { TicketView } from '../api/player-api.js';
import type { MarketType, TicketResult, TicketStatus } from '../domain/sportsbook-model.js';
import { readMarketSnapshots } from '../betting/market-snapshot.js';
import type { BookRiskSettings } from '../betting/risk-settings.js';
import type { TicketMaths } from '../betting/ticket-maths.js';
import { marketDefinitionOf } from '../markets/market-catalogue.js';
import { cashOutOfferOf, readCashOutTickets } from '../settlement/cash-out.js';
import { events } from '../store/feed.tables.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
import { sqlArray } from '../store/sql-array.js';
import { marketLineLabelOf, nameIn, outcomeLabelOf } from './board-views.js';
import type { PlayerLanguage } from './session.js';

type TicketRow = {
  ticket_id: string;
  reference: string;
  kind: 'single' | 'parlay';
  status: TicketStatus;
  result: TicketResult | null;
  stake_minor: string;
  potential_return_minor: string;
  posted_win_minor: string;
  placed_at: Date | string;
  settled_at: Date | string | null;
  rejection_code: string | null;
};

type LegRow = {
  ticket_id: string;
  event_id: string;
  market_key: string;
  market_type: MarketType;
  outcome_id: string;
  odds_milli: number;
  score_home: number | null;
  score_away: number | null;
  win_fraction: number | null;
  push_fraction: number | null;
  lose_fraction: number | null;
  void_reason: string | null;
};

const legResultOf = (leg: LegRow): TicketView['legs'][number]['result'] => {
  if (leg.void_reason !== null) return 'VOID';
  if (leg.win_fraction === null || leg.push_fraction === null || leg.lose_fraction === null) return undefined;
  if (leg.win_fraction === 1) return 'WON';
  if (leg.lose_fraction === 1) return 'LOST';
  if (leg.push_fraction === 1) return 'PUSH';
  if (leg.win_fraction > 0) return 'HALF_WON';
  return 'HALF_LOST';
};

const isoOf = (value: Date | string) => new Date(value).toISOString();

export type TicketPage = { tickets: TicketView[]; nextCursor?: string };

/** A keyset cursor over (placed_at desc, ticket_id desc): the last ticket of the page. */
export const cursorOf = (placedAt: string, ticketId: string) =>
  Buffer.from(JSON.stringify([placedAt, ticketId])).toString('base64url');

export function parseCursor(cursor: string | undefined): [string, string] | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) {
      const [placedAt, ticketId] = value as [string, string];
      if (!Number.isNaN(new Date(placedAt).getTime())) return [placedAt, ticketId];
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The player's tickets, newest first, open (PENDING, OPEN) or settled (every other state), a page at a time; open
 * tickets carry their cash-out offer when one can be made.
 */
export async function ticketsOf(
  input: {
    database: SportsbookDatabase;
    maths: TicketMaths;
    settings: BookRiskSettings;
    language: PlayerLanguage;
  },
  query: { playerId: string; state: 'open' | 'settled'; cursor?: string | undefined; ticketIds?: string[] },
  pageSize = 20,
): Promise<TicketPage> {
  const after = parseCursor(query.cursor);
  const states = query.state === 'open' ? ['PENDING', 'OPEN'] : ['REJECTED', 'SETTLED', 'CANCELLED', 'CASHED_OUT'];
  const rows = await queryRows<TicketRow>(
    input.database.db,
    sql`select ticket_id, reference, kind, status, result, stake_minor::text, potential_return_minor::text,
          posted_win_minor::text, placed_at, settled_at, rejection_code
        from sportsbook.tickets
        where player_id = ${query.playerId}
          and ${query.ticketIds ? sql`ticket_id = any(${sqlArray(query.ticketIds)}::text[])` : sql`status = any(${sqlArray(states)}::text[])`}
          ${after ? sql`and (placed_at, ticket_id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
        order by placed_at desc, ticket_id desc limit ${pageSize + 1}`,
  );
  const page = rows.slice(0, pageSize);
  const ticketIds = page.map((row) => row.ticket_id);
  const legs =
    ticketIds.length === 0
      ? []
      : await queryRows<LegRow>(
          input.database.db,
          sql`select ticket_id, event_id, market_key, market_type, outcome_id, odds_milli, score_home, score_away,
                win_fraction, push_fraction, lose_fraction, void_reason
              from sportsbook.ticket_legs where ticket_id = any(${sqlArray(ticketIds)}::text[]) order by ticket_id, leg`,
        );
  const eventIds = [...new Set(legs.map((leg) => leg.event_id))];
  const eventRows =
    eventIds.length === 0 ? [] : await input.database.db.select().from(events).where(inArray(events.eventId, eventIds));
  const eventsById = new Map(eventRows.map((event) => [event.eventId, event]));

  const open = page.filter((row) => row.status === 'OPEN');
  const offers = new Map<string, { offerId: string; amount: string }>();
  if (open.length > 0) {
    const priced = await readCashOutTickets(
      input.database.db,
      open.map((row) => row.ticket_id),
    );
    const snapshots = await input.database.transaction((transaction) =>
      readMarketSnapshots(
        transaction,
        priced.flatMap((ticket) => ticket.legs),
      ),
    );
    for (const ticket of priced) {
      const offer = cashOutOfferOf(ticket, snapshots, input.settings, input.maths);
      if (offer) offers.set(ticket.ticketId, { offerId: offer.offerId, amount: offer.amountMinor.toString() });
    }
  }

  const tickets = page.map((row): TicketView => {
    const offer = offers.get(row.ticket_id);
    const settled = row.status === 'SETTLED' || row.status === 'CASHED_OUT' || row.status === 'CANCELLED';
    return {
      ticketId: row.ticket_id,
      reference: row.reference,
      kind: row.kind,
      status: row.status,
      ...(row.result ? { result: row.result } : {}),
      stake: row.stake_minor,
      potentialReturn: row.potential_return_minor,
      ...(settled ? { payout: row.status === 'CANCELLED' ? row.stake_minor : row.posted_win_minor } : {}),
      placedAt: isoOf(row.placed_at),
      ...(row.settled_at ? { settledAt: isoOf(row.settled_at) } : {}),
      legs: legs
        .filter((leg) => leg.ticket_id === row.ticket_id)
        .map((leg) => {
          const event = eventsById.get(leg.event_id);
          const specifiers = leg.market_key.includes('|') ? leg.market_key.slice(leg.market_key.indexOf('|') + 1) : '';
          const result = legResultOf(leg);
          return {
            eventId: leg.event_id,
            eventName: event
              ? `${nameIn(event.home.name, input.language)} – ${nameIn(event.away.name, input.language)}`
              : leg.event_id,
            marketType: leg.market_type,
            marketLabel: marketDefinitionOf(leg.market_type).labelKey,
            lineLabel: marketLineLabelOf(leg.market_type, specifiers, input.language),
            outcomeLabel: event
              ? outcomeLabelOf(event, leg.market_type, leg.outcome_id, input.language)
              : leg.outcome_id,
            oddsMilli: leg.odds_milli,
            ...(leg.score_home !== null && leg.score_away !== null
              ? { scoreAtBet: { home: leg.score_home, away: leg.score_away } }
              : {}),
            ...(result ? { result } : {}),
          };
        }),
      ...(offer ? { cashOut: offer } : {}),
      ...(row.rejection_code ? { rejectionCode: row.rejection_code } : {}),
    };
  });
  const last = page.at(-1);
  return {
    tickets,
    ...(rows.length > pageSize && last ? { nextCursor: cursorOf(isoOf(last.placed_at), last.ticket_id) } : {}),
  };
}

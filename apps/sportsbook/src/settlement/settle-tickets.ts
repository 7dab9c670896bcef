import { sql } from 'drizzle-orm';
import type { LegFractions, OutcomeResult, TicketResult } from '../domain/sportsbook-model.js';
import { businessDayOf } from '../betting/business-day.js';
import type { BettingServices } from '../betting/place-ticket.js';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
import type { WalletIntent } from '../wallet/wallet-outbox.js';
import { enqueueWalletIntents, walletTransactionIds } from '../wallet/wallet-outbox.js';
import { sqlArray } from '../store/sql-array.js';

export type SettlementServices = BettingServices & { pageSize?: number };

export type SettlementCount = { settled: number; resettled: number; unchanged: number };

/** A leg voided by a cancel counts at odds 1 (its whole stake pushed). */
const voidFractions: LegFractions = { win: 0, push: 1, lose: 0 };

/**
 * Copies the markets' current results (the newest version not rolled back) onto the legs that bet on them, as
 * fractions won, pushed and lost. A leg already at that version is left alone, so a repeat costs one scan.
 */
export async function applyMarketResults(
  services: SettlementServices,
  eventId: string,
  marketKeys: string[],
): Promise<void> {
  const results = await queryRows<{ market_key: string; result_version: number; outcomes: unknown }>(
    services.database.db,
    sql`select distinct on (market_key) market_key, result_version, outcomes from sportsbook.market_results
        where event_id = ${eventId} and market_key = any(${sqlArray(marketKeys)}::text[]) and rolled_back_at is null
        order by market_key, result_version desc`,
  );
  const rows = results.flatMap((result) =>
    (typeof result.outcomes === 'string'
      ? (JSON.parse(result.outcomes) as OutcomeResult[])
      : (result.outcomes as OutcomeResult[])
    ).map((outcome) => ({
      marketKey: result.market_key,
      version: result.result_version,
      outcome,
      fractions: services.maths.legFractionsOf(outcome),
    })),
  );
  if (rows.length === 0) return;
  await services.database.transaction((transaction) =>
    transaction.execute(sql`update sportsbook.ticket_legs l set win_fraction = r.win, push_fraction = r.push,
        lose_fraction = r.lose, result_version = r.version
      from unnest(${sqlArray(rows.map((row) => row.marketKey))}::text[], ${sqlArray(rows.map((row) => row.outcome.outcomeId))}::text[],
        ${sqlArray(rows.map((row) => row.fractions.win))}::float8[], ${sqlArray(rows.map((row) => row.fractions.push))}::float8[],
        ${sqlArray(rows.map((row) => row.fractions.lose))}::float8[], ${sqlArray(rows.map((row) => row.version))}::int[])
        as r(market_key, outcome_id, win, push, lose, version)
      where l.event_id = ${eventId} and l.market_key = r.market_key and l.outcome_id = r.outcome_id
        and l.void_reason is null and l.result_version is distinct from r.version`),
  );
}

/** The OPEN tickets with a leg on one of the markets, in ticket id order. */
export async function openTicketsOn(
  services: SettlementServices,
  eventId: string,
  marketKeys: string[],
): Promise<string[]> {
  const rows = await queryRows<{ ticket_id: string }>(
    services.database.db,
    sql`select distinct l.ticket_id from sportsbook.ticket_legs l join sportsbook.tickets t on t.ticket_id = l.ticket_id
        where l.event_id = ${eventId} and l.market_key = any(${sqlArray(marketKeys)}::text[]) and t.status = 'OPEN'
        order by l.ticket_id`,
  );
  return rows.map((row) => row.ticket_id);
}

/**
 * Settles the given tickets in pages (reference §5.6): each page is one transaction that locks its OPEN tickets,
 * computes every decided ticket's payout (all legs decided, or a parlay lost early), writes it SETTLED with its next
 * settlement version, its audit row and its wallet intents. A ticket settled before and re-opened by a rollback is a
 * resettlement: when the payout is what the wallet already holds only the audit row is written; otherwise the earlier
 * win is rolled back (`unsettle:{v}`) before the new one (`settle:{v+1}`) in the same lane. Running it twice adds
 * nothing: the second run finds no OPEN ticket to settle.
 *
 * Once a page has committed, its lanes are sent by ticket id while the next page is computed (one page in flight),
 * so the calls never wait for a scan of the whole outbox; what they leave (silence, a lane claimed elsewhere) is the
 * drain's. The intents are durable before any call, so a crash anywhere leaves only what a claim sends again.
 */
export async function settleTickets(services: SettlementServices, ticketIds: string[]): Promise<SettlementCount> {
  const count: SettlementCount = { settled: 0, resettled: 0, unchanged: 0 };
  const pageSize = services.pageSize ?? 1000;
  let sending: Promise<unknown> = Promise.resolve();
  let sendFailure: { error: unknown } | undefined;
  for (let start = 0; start < ticketIds.length; start += pageSize) {
    const page = ticketIds.slice(start, start + pageSize);
    const settledPage = await services.database.transaction((transaction) => settlePage(transaction, services, page));
    count.settled += settledPage.count.settled;
    count.resettled += settledPage.count.resettled;
    count.unchanged += settledPage.count.unchanged;
    await sending;
    if (sendFailure) throw sendFailure.error;
    if (settledPage.withIntents.length > 0)
      sending = services.sender.sendLanes(settledPage.withIntents).catch((error: unknown) => {
        sendFailure = { error };
      });
  }
  await sending;
  if (sendFailure) throw sendFailure.error;
  return count;
}

type TicketRow = {
  ticket_id: string;
  kind: 'single' | 'parlay';
  stake_minor: string;
  settlement_version: number;
  posted_win_minor: string;
};
type LegRow = {
  ticket_id: string;
  odds_milli: number;
  win_fraction: number | null;
  push_fraction: number | null;
  lose_fraction: number | null;
  void_reason: string | null;
};

async function settlePage(
  transaction: SportsbookTransaction,
  services: SettlementServices,
  ticketIds: string[],
): Promise<{ count: SettlementCount; withIntents: string[] }> {
  const count: SettlementCount = { settled: 0, resettled: 0, unchanged: 0 };
  const now = (services.now ?? (() => new Date()))();
  // One round trip: the OPEN tickets locked in id order (two settlers never wait on each other in a circle), each
  // with its legs.
  const rows = await queryRows<TicketRow & LegRow>(
    transaction,
    sql`with locked as (
          select ticket_id, kind, stake_minor, settlement_version, posted_win_minor from sportsbook.tickets
          where ticket_id = any(${sqlArray(ticketIds)}::text[]) and status = 'OPEN' order by ticket_id for update)
        select t.ticket_id, t.kind, t.stake_minor::text as stake_minor, t.settlement_version,
          t.posted_win_minor::text as posted_win_minor, l.odds_milli, l.win_fraction, l.push_fraction, l.lose_fraction,
          l.void_reason
        from locked t join sportsbook.ticket_legs l on l.ticket_id = t.ticket_id
        order by t.ticket_id, l.leg`,
  );
  const tickets: TicketRow[] = [];
  const legsOf = new Map<string, LegRow[]>();
  for (const row of rows) {
    const legs = legsOf.get(row.ticket_id);
    if (legs) legs.push(row);
    else {
      tickets.push(row);
      legsOf.set(row.ticket_id, [row]);
    }
  }
  if (tickets.length === 0) return { count, withIntents: [] };

  const updates: { ticketId: string; result: TicketResult; version: number; postedMinor: bigint }[] = [];
  const intents: WalletIntent[] = [];
  const audit: { ticketId: string; kind: string; detail: string }[] = [];
  for (const ticket of tickets) {
    const legs = legsOf.get(ticket.ticket_id) ?? [];
    const fractions = legs.map(fractionsOf);
    const allDecided = fractions.every((leg) => leg !== undefined);
    const lostEarly = !allDecided && ticket.kind === 'parlay' && services.maths.parlayDecidedEarly(fractions);
    if (!allDecided && !lostEarly) continue;
    const stakeMinor = BigInt(ticket.stake_minor);
    const payoutMinor = lostEarly
      ? 0n
      : services.maths.payoutOf(
          stakeMinor,
          legs.map((leg, index) => ({ oddsMilli: leg.odds_milli, fractions: fractions[index] ?? voidFractions })),
        );
    const result = lostEarly
      ? 'LOST'
      : services.maths.ticketResultOf({
          kind: ticket.kind,
          stakeMinor,
          payoutMinor,
          legs: legs.map((leg, index) => ({
            ...(fractions[index] ?? voidFractions),
            voided: leg.void_reason !== null,
          })),
        });
    const previous = ticket.settlement_version;
    const postedMinor = BigInt(ticket.posted_win_minor);
    if (previous > 0 && payoutMinor === postedMinor) {
      updates.push({ ticketId: ticket.ticket_id, result, version: previous, postedMinor });
      audit.push({
        ticketId: ticket.ticket_id,
        kind: 'resettled_unchanged',
        detail: JSON.stringify({ version: previous }),
      });
      count.unchanged += 1;
      continue;
    }
    const version = previous + 1;
    if (previous > 0 && postedMinor > 0n)
      intents.push({
        transactionId: walletTransactionIds.unsettle(ticket.ticket_id, previous),
        ticketId: ticket.ticket_id,
        operation: 'rollback',
        amountMinor: postedMinor,
        referenceTransactionId: walletTransactionIds.settle(ticket.ticket_id, previous),
        netMinor: -postedMinor,
      });
    intents.push({
      transactionId: walletTransactionIds.settle(ticket.ticket_id, version),
      ticketId: ticket.ticket_id,
      operation: 'win',
      amountMinor: payoutMinor,
      closeRound: true,
      netMinor: payoutMinor,
    });
    updates.push({ ticketId: ticket.ticket_id, result, version, postedMinor: payoutMinor });
    audit.push({
      ticketId: ticket.ticket_id,
      kind: previous > 0 ? 'resettled' : 'settled',
      detail: JSON.stringify({ version, payoutMinor: payoutMinor.toString(), result }),
    });
    if (previous > 0) count.resettled += 1;
    else count.settled += 1;
  }
  if (updates.length === 0) return { count, withIntents: [] };
  const winlostDate = businessDayOf(now, services.timeZone);
  await transaction.execute(sql`update sportsbook.tickets t set status = 'SETTLED', result = u.result,
      settlement_version = u.version, posted_win_minor = u.posted, settled_at = ${now}, winlost_date = ${winlostDate},
      updated_at = now()
    from unnest(${sqlArray(updates.map((update) => update.ticketId))}::text[], ${sqlArray(updates.map((update) => update.result))}::text[],
      ${sqlArray(updates.map((update) => update.version))}::int[], ${sqlArray(updates.map((update) => update.postedMinor.toString()))}::bigint[])
      as u(ticket_id, result, version, posted)
    where t.ticket_id = u.ticket_id and t.status = 'OPEN'`);
  await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind, detail)
    select * from unnest(${sqlArray(audit.map((row) => row.ticketId))}::text[], ${sqlArray(audit.map((row) => row.kind))}::text[],
      ${sqlArray(audit.map((row) => row.detail))}::jsonb[])`);
  await enqueueWalletIntents(transaction, intents);
  return { count, withIntents: [...new Set(intents.map((intent) => intent.ticketId))] };
}

function fractionsOf(leg: LegRow): LegFractions | undefined {
  if (leg.void_reason !== null) return voidFractions;
  if (leg.win_fraction === null || leg.push_fraction === null || leg.lose_fraction === null) return undefined;
  return { win: leg.win_fraction, push: leg.push_fraction, lose: leg.lose_fraction };
}

/** Results arrived for the markets: apply them to the legs, then settle every OPEN ticket they decide. */
export async function settleMarkets(
  services: SettlementServices,
  eventId: string,
  marketKeys: string[],
): Promise<SettlementCount> {
  await applyMarketResults(services, eventId, marketKeys);
  return settleTickets(services, await openTicketsOn(services, eventId, marketKeys));
}

/**
 * A settlement was rolled back: the legs on those markets are undecided again and their SETTLED tickets go back to
 * OPEN. The wallet keeps the earlier win until the next settlement decides (decision 0061): the same result again
 * then moves no money, and a different one rolls the earlier win back before paying the new one.
 */
export async function reopenSettledTickets(
  services: SettlementServices,
  eventId: string,
  marketKeys: string[],
): Promise<number> {
  return services.database.transaction(async (transaction) => {
    await transaction.execute(sql`update sportsbook.ticket_legs set win_fraction = null, push_fraction = null,
        lose_fraction = null, result_version = null
        where event_id = ${eventId} and market_key = any(${sqlArray(marketKeys)}::text[]) and void_reason is null`);
    const reopened = await queryRows<{ ticket_id: string }>(
      transaction,
      sql`update sportsbook.tickets t set status = 'OPEN', result = null, settled_at = null, updated_at = now()
          where t.status = 'SETTLED' and t.ticket_id in (select l.ticket_id from sportsbook.ticket_legs l
            where l.event_id = ${eventId} and l.market_key = any(${sqlArray(marketKeys)}::text[]))
          returning t.ticket_id`,
    );
    if (reopened.length > 0)
      await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind)
          select unnest(${sqlArray(reopened.map((row) => row.ticket_id))}::text[]), 'unsettled'`);
    return reopened.length;
  });
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { releaseExposure } from '../betting/liability.js';
import type { MarketSnapshot } from '../betting/market-snapshot.js';
import { openOutcomeOf, readMarketSnapshots, snapshotKey } from '../betting/market-snapshot.js';
import type { BettingServices } from '../betting/place-ticket.js';
import type { BookRiskSettings } from '../betting/risk-settings.js';
import { readRiskSettings } from '../betting/risk-settings.js';
import type { CashOutLeg } from '../betting/ticket-maths.js';
import { TicketRefusal } from '../betting/ticket-refusal.js';
import type { SportsbookTransaction } from '../store/sportsbook-database.js';
import { queryRows } from '../store/sportsbook-database.js';
import { enqueueWalletIntents, walletTransactionIds } from '../wallet/wallet-outbox.js';
import { sqlArray } from '../store/sql-array.js';

export type CashOutOffer = { offerId: string; amountMinor: bigint };

export type CashOutTicket = {
  ticketId: string;
  stakeMinor: bigint;
  settlementVersion: number;
  legs: {
    eventId: string;
    marketKey: string;
    outcomeId: string;
    oddsMilli: number;
    decided?: { win: number; push: number; lose: number };
  }[];
};

/**
 * The offer for an OPEN ticket never settled before (reference §5.7): the fair value of what is left, from the
 * feed's de-margined probabilities, less the cash-out margin. None while a running leg's market is not open (a bet
 * stop) or its producer is down. The offer id binds the amount to the odds versions it was priced at.
 */
export function cashOutOfferOf(
  ticket: CashOutTicket,
  snapshots: Map<string, MarketSnapshot>,
  settings: BookRiskSettings,
  maths: BettingServices['maths'],
): CashOutOffer | undefined {
  if (ticket.settlementVersion > 0) return undefined;
  const legs: CashOutLeg[] = [];
  const versions: string[] = [];
  for (const leg of ticket.legs) {
    if (leg.decided) {
      legs.push({ oddsMilli: leg.oddsMilli, fractions: leg.decided, probability: 0, pushProbability: 0 });
      continue;
    }
    const snapshot = snapshots.get(snapshotKey(leg.eventId, leg.marketKey));
    let outcome;
    try {
      outcome = openOutcomeOf(snapshot, leg.outcomeId);
    } catch {
      return undefined;
    }
    versions.push(`${leg.eventId}/${leg.marketKey}@${snapshot?.oddsVersion ?? 0}`);
    legs.push({
      oddsMilli: leg.oddsMilli,
      probability: outcome.probability,
      pushProbability: outcome.pushProbability ?? 0,
    });
  }
  const amountMinor = maths.cashOutValueOf({
    stakeMinor: ticket.stakeMinor,
    legs,
    marginBasisPoints: settings.cashOutMarginBasisPoints,
  });
  if (amountMinor === undefined || amountMinor <= 0n) return undefined;
  const offerId = createHash('sha256')
    .update([ticket.ticketId, amountMinor.toString(), ...versions].join('|'))
    .digest('hex')
    .slice(0, 24);
  return { offerId, amountMinor };
}

/** Loads OPEN tickets' legs for cash-out pricing. */
export async function readCashOutTickets(
  db: SportsbookTransaction | BettingServices['database']['db'],
  ticketIds: string[],
): Promise<CashOutTicket[]> {
  if (ticketIds.length === 0) return [];
  const rows = await queryRows<{
    ticket_id: string;
    stake_minor: string;
    settlement_version: number;
    event_id: string;
    market_key: string;
    outcome_id: string;
    odds_milli: number;
    win_fraction: number | null;
    push_fraction: number | null;
    lose_fraction: number | null;
    void_reason: string | null;
  }>(
    db,
    sql`select t.ticket_id, t.stake_minor::text, t.settlement_version, l.event_id, l.market_key, l.outcome_id, l.odds_milli,
          l.win_fraction, l.push_fraction, l.lose_fraction, l.void_reason
        from sportsbook.tickets t join sportsbook.ticket_legs l on l.ticket_id = t.ticket_id
        where t.ticket_id = any(${sqlArray(ticketIds)}::text[]) and t.status = 'OPEN' order by t.ticket_id, l.leg`,
  );
  const tickets = new Map<string, CashOutTicket>();
  for (const row of rows) {
    const ticket = tickets.get(row.ticket_id) ?? {
      ticketId: row.ticket_id,
      stakeMinor: BigInt(row.stake_minor),
      settlementVersion: row.settlement_version,
      legs: [],
    };
    tickets.set(row.ticket_id, ticket);
    const decided =
      row.void_reason !== null
        ? { win: 0, push: 1, lose: 0 }
        : row.win_fraction !== null && row.push_fraction !== null && row.lose_fraction !== null
          ? { win: row.win_fraction, push: row.push_fraction, lose: row.lose_fraction }
          : undefined;
    ticket.legs.push({
      eventId: row.event_id,
      marketKey: row.market_key,
      outcomeId: row.outcome_id,
      oddsMilli: row.odds_milli,
      ...(decided ? { decided } : {}),
    });
  }
  return [...tickets.values()];
}

/**
 * Takes a cash-out (`POST /api/tickets/:ticketId/cash-out`): the ticket is re-priced now and the amount the player
 * accepted is paid when the current value is at least that amount less the tolerance (and the amount is not above
 * the current value plus the tolerance, so an invented amount gains nothing); otherwise CASH_OUT_CHANGED with the new
 * offer. The win goes under `cashout:{offerId}` and the ticket is CASHED_OUT; a repeat of an accepted cash-out answers
 * it again.
 */
export async function acceptCashOut(
  services: BettingServices,
  input: { playerId: string; ticketId: string; offerId: string; amountMinor: bigint },
): Promise<{ ok: true; amountMinor: bigint } | { ok: false; code: TicketRefusal['code']; offer?: CashOutOffer }> {
  try {
    const paid = await services.database.transaction(async (transaction) => {
      const [ticket] = await queryRows<{ status: string; posted_win_minor: string }>(
        transaction,
        sql`select status, posted_win_minor::text from sportsbook.tickets
            where ticket_id = ${input.ticketId} and player_id = ${input.playerId} for update`,
      );
      if (!ticket) throw new TicketRefusal('NOT_FOUND');
      if (ticket.status === 'CASHED_OUT') {
        const [earlier] = await queryRows<{ transaction_id: string }>(
          transaction,
          sql`select transaction_id from sportsbook.wallet_outbox
              where transaction_id = ${walletTransactionIds.cashOut(input.ticketId, input.offerId)}`,
        );
        if (earlier) return BigInt(ticket.posted_win_minor);
        throw new TicketRefusal('CASH_OUT_UNAVAILABLE');
      }
      if (ticket.status !== 'OPEN') throw new TicketRefusal('CASH_OUT_UNAVAILABLE');
      const settings = await readRiskSettings(transaction);
      const [priced] = await readCashOutTickets(transaction, [input.ticketId]);
      if (!priced) throw new TicketRefusal('CASH_OUT_UNAVAILABLE');
      const snapshots = await readMarketSnapshots(transaction, priced.legs);
      const offer = cashOutOfferOf(priced, snapshots, settings, services.maths);
      if (!offer) throw new TicketRefusal('CASH_OUT_UNAVAILABLE');
      const tolerance = BigInt(settings.cashOutToleranceBasisPoints);
      const withinTolerance =
        offer.amountMinor * 10_000n >= input.amountMinor * (10_000n - tolerance) &&
        input.amountMinor * 10_000n <= offer.amountMinor * (10_000n + tolerance);
      if (!withinTolerance) throw new CashOutChanged(offer);
      await transaction.execute(sql`update sportsbook.tickets set status = 'CASHED_OUT', posted_win_minor = ${input.amountMinor.toString()},
          settled_at = now(), updated_at = now() where ticket_id = ${input.ticketId}`);
      await releaseExposure(transaction, input.ticketId);
      await transaction.execute(sql`insert into sportsbook.ticket_events (ticket_id, kind, detail)
          values (${input.ticketId}, 'cashed_out', ${JSON.stringify({ offerId: input.offerId, amountMinor: input.amountMinor.toString(), valueMinor: offer.amountMinor.toString() })}::jsonb)`);
      await enqueueWalletIntents(transaction, [
        {
          transactionId: walletTransactionIds.cashOut(input.ticketId, input.offerId),
          ticketId: input.ticketId,
          operation: 'win',
          amountMinor: input.amountMinor,
          closeRound: true,
          netMinor: input.amountMinor,
        },
      ]);
      return input.amountMinor;
    });
    await services.sender.sendTicket(input.ticketId);
    return { ok: true, amountMinor: paid };
  } catch (error) {
    if (error instanceof CashOutChanged) return { ok: false, code: 'CASH_OUT_CHANGED', offer: error.offer };
    if (error instanceof TicketRefusal) return { ok: false, code: error.code };
    throw error;
  }
}

class CashOutChanged extends Error {
  constructor(readonly offer: CashOutOffer) {
    super('CASH_OUT_CHANGED');
  }
}

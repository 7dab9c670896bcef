import type { Language, Ticket } from '@croupier/contracts';
import { lotteryGameName } from './lottery-names.js';
import { formatMinor, ticketStatusCodes } from '@croupier/contracts';
import { findBetType } from './bet-types.js';
import { findCatalogueGame } from './lottery-catalogue.js';
import type { TicketView } from './lottery.repository.js';
import type { TicketRow } from './lottery.repository.js';
import type { StoredWager } from './lottery.tables.js';
import type { PricedTicket, Wager } from './ticket-pricing.js';

export function toStoredWager(wager: Wager): StoredWager {
  return wager.pricing === 'fixed-odds'
    ? { pricing: 'fixed-odds', unitStakeMinor: wager.unitStakeMinor.toString() }
    : { ...wager, unitPriceMinor: wager.unitPriceMinor.toString() };
}

function fromStoredWager(wager: StoredWager): Wager {
  return wager.pricing === 'fixed-odds'
    ? { pricing: 'fixed-odds', unitStakeMinor: BigInt(wager.unitStakeMinor) }
    : { ...wager, unitPriceMinor: BigInt(wager.unitPriceMinor) };
}

/** A stored ticket as the pure settlement reads it: its own selection, stake and odds snapshot. */
export function toPricedTicket(ticket: TicketRow, gameCode: string): PricedTicket {
  return {
    gameCode,
    betTypeCode: ticket.betTypeCode,
    selection: ticket.selection,
    betCount: ticket.betCount,
    amountMinor: ticket.amountMinor,
    selfRebateMinor: ticket.selfRebateMinor,
    wager: fromStoredWager(ticket.wager),
    odds: ticket.odds,
  };
}

/** What a void or a cancel gives back: the stake less the self-rebate already paid for it. */
export function refundOf(ticket: Pick<TicketRow, 'amountMinor' | 'selfRebateMinor'>): bigint {
  return ticket.amountMinor - ticket.selfRebateMinor;
}

/**
 * A ticket as the member sees it. `cancellable`: pending, its draw still on sale, the brand lets the game cancel,
 * and, for a chase, no later period still pending (a chase is cancelled from its last period).
 */
export function toTicket(view: TicketView, input: { now: Date; allowCancel: boolean; language: Language }): Ticket {
  const { ticket, draw, order } = view;
  const game = findCatalogueGame({ gameCode: draw.gameCode });
  const betType = findBetType(ticket.betTypeCode);
  const cancellable =
    ticket.status === 'PENDING' &&
    input.allowCancel &&
    draw.status === 'SCHEDULED' &&
    input.now < new Date(draw.closeAt) &&
    (view.lastPendingPeriod === null || view.lastPendingPeriod <= ticket.period);
  return {
    orderDetailId: String(ticket.id),
    orderNo: order.orderNo,
    gameCode: draw.gameCode,
    gameName: game ? lotteryGameName(game, input.language) : draw.gameCode,
    gameGroupCode: game?.family ?? 'WINGO',
    numero: draw.numero,
    playCode: ticket.betTypeCode,
    playName: betType?.name ?? ticket.betTypeCode,
    betContent: ticket.selection,
    betNum: ticket.betCount,
    betAmount: formatMinor(ticket.amountMinor),
    winAmount: formatMinor(ticket.returnedMinor),
    status: ticket.status,
    statusCode: ticketStatusCodes[ticket.status],
    chasePeriod: ticket.period,
    totalChase: order.periods,
    winningNumber: draw.winNumbers,
    betTime: new Date(ticket.placedAt).toISOString(),
    settledAt: ticket.settledAt ? new Date(ticket.settledAt).toISOString() : null,
    cancellable,
  };
}

/** The numbers a ticket names (per-number limits and hot-number cuts apply to them). */
export function numbersOf(ticket: Pick<PricedTicket, 'betTypeCode' | 'selection'>): string[] {
  return [...(findBetType(ticket.betTypeCode)?.prepare(ticket.selection).numbers ?? [])];
}

import type { Language, Ticket } from '@croupier/contracts';
import { DomainError } from '../../lib/domain-error.js';
import { lotteryGameName } from './lottery-names.js';
import { formatMinor, ticketStatusCodes } from '@croupier/contracts';
import { findBetType } from './bet-types.js';
import { findCatalogueGame } from './lottery-catalogue.js';
import type { TicketRow, TicketView } from './lottery.repository.js';
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
 * The cancel rule, in one place for the ticket list's `cancellable` and for the cancel itself: a ticket may be
 * cancelled while it is pending, where the brand lets the game cancel, while its draw is on sale (by the database's
 * clock), and, for a chase, only from its last pending period. Answers the refusal, or null when it may.
 */
export function whyNotCancellable(input: {
  allowCancel: boolean;
  ticketStatus: TicketRow['status'];
  draw: Pick<TicketView['draw'], 'status' | 'closeAt'>;
  now: Date;
  laterPeriodPending: boolean;
}): DomainError | null {
  if (!input.allowCancel) return new DomainError('CANCEL_NOT_ALLOWED', { reason: 'GAME_SETTING' });
  if (input.ticketStatus !== 'PENDING') return new DomainError('CANCEL_NOT_ALLOWED', { status: input.ticketStatus });
  if (input.draw.status !== 'SCHEDULED' || input.now >= new Date(input.draw.closeAt)) {
    return new DomainError('DRAW_CLOSED');
  }
  if (input.laterPeriodPending) return new DomainError('CANCEL_CHASE_ORDER_IS_NOT_LAST_START');
  return null;
}

/** A ticket as the member sees it; `cancellable` by the cancel rule above. */
export function toTicket(view: TicketView, input: { now: Date; allowCancel: boolean; language: Language }): Ticket {
  const { ticket, draw, order } = view;
  const game = findCatalogueGame({ gameCode: draw.gameCode });
  const betType = findBetType(ticket.betTypeCode);
  const cancellable =
    whyNotCancellable({
      allowCancel: input.allowCancel,
      ticketStatus: ticket.status,
      draw,
      now: input.now,
      laterPeriodPending: view.lastPendingPeriod !== null && view.lastPendingPeriod > ticket.period,
    }) === null;
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

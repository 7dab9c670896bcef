import type { BetRecordFilter, BetRecordPage, OrderDetail, Ticket } from '@croupier/contracts';
import { buildPage, formatMinor, pageOffset, parseMinor } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { lotteryGameName } from './lottery-names.js';
import { startOfLocalDay } from '../../lib/time-zone.js';
import { toTicket } from './lottery-tickets.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../lib/domain-error.js';
import { requireCatalogueGame } from './lottery-catalogue.js';
import * as repository from './lottery.repository.js';
import { createLotterySettingsService } from './lottery-settings.service.js';
import type { TicketView } from './lottery.repository.js';

/** The member's tickets as they see them: an order's tickets, bet records, an order's detail. */
export function createLotteryOrdersService({ db }: { db: Database }) {
  const { allowCancelByGame } = createLotterySettingsService({ db });

  async function toTickets(
    merchantId: string,
    views: readonly TicketView[],
    now: Date,
    language: Language,
  ): Promise<Ticket[]> {
    const allowCancel = await allowCancelByGame(merchantId);
    return views.map((view) => toTicket(view, { now, language, allowCancel: allowCancel(view.draw.gameCode) }));
  }

  /** An order's tickets as placed (the answer to placing it, and to its replay). */
  async function orderTickets(merchantId: string, orderId: string, language: Language) {
    const views = await repository.listOrderTickets(db, orderId);
    const now = await repository.databaseNow(db);
    return {
      totalMinor: views.reduce((sum, view) => sum + view.ticket.amountMinor, 0n),
      tickets: await toTickets(merchantId, views, now, language),
    };
  }

  /** Bet records: the member's tickets newest first, with the totals of every ticket the filter matches. */
  async function listRecords(
    merchant: { id: string; timeZone: string },
    memberId: string,
    filter: BetRecordFilter,
    language: Language,
  ): Promise<BetRecordPage> {
    const dayMs = 86_400_000;
    const { rows, total, betMinor, returnedMinor } = await repository.listTickets(
      db,
      {
        merchantId: merchant.id,
        memberId,
        from: filter.startDate ? startOfLocalDay(filter.startDate, merchant.timeZone) : undefined,
        to: filter.endDate ? new Date(startOfLocalDay(filter.endDate, merchant.timeZone).getTime() + dayMs) : undefined,
        gameCode: filter.gameCode,
        statuses: filter.open ? ['PENDING'] : filter.status ? [filter.status] : undefined,
        numero: filter.numero,
        orderNo: filter.orderNo,
      },
      pageOffset(filter),
      filter.pageSize,
    );
    const now = await repository.databaseNow(db);
    return {
      ...buildPage(await toTickets(merchant.id, rows, now, language), filter, total),
      totals: { betAmount: formatMinor(betMinor), winAmount: formatMinor(returnedMinor) },
    };
  }

  /** An order with every chase period and bet; another member's order is not found. */
  async function orderDetail(
    merchantId: string,
    memberId: string,
    orderNo: string,
    language: Language,
  ): Promise<OrderDetail> {
    const order = await repository.findOrderByNumber(db, merchantId, orderNo);
    if (!order || order.memberId !== memberId) throw new DomainError('NOT_FOUND');
    const game = requireCatalogueGame({ gameCode: order.gameCode });
    const { tickets } = await orderTickets(merchantId, order.id, language);
    const sum = (pick: (ticket: Ticket) => string) =>
      formatMinor(tickets.reduce((total, ticket) => total + parseMinor(pick(ticket)), 0n));
    return {
      orderNo: order.orderNo,
      gameCode: game.code,
      gameName: lotteryGameName(game, language),
      gameGroupCode: game.family,
      chase: order.periods > 1,
      winningStop: order.stopOnWin,
      totalChasePhases: order.periods,
      completed: new Set(tickets.filter((ticket) => ticket.status !== 'PENDING').map((ticket) => ticket.chasePeriod))
        .size,
      totalBetAmount: sum((ticket) => ticket.betAmount),
      totalWinAmount: sum((ticket) => ticket.winAmount),
      createdAt: new Date(order.createdAt).toISOString(),
      tickets,
    };
  }

  return { orderTickets, listRecords, orderDetail };
}

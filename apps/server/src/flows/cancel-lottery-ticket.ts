import type { Language, Ticket } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import {
  createLotteryService,
  findCatalogueGame,
  lotteryRepository,
  refundOf,
  whyNotCancellable,
} from '../modules/lottery/index.js';
import type { AuthenticatedMember } from './shared/authenticated-member.js';
import type { WalletDependencies } from './shared/member-balance.js';
import { publishMemberBalance } from './shared/member-balance.js';
import { refundCancelledTicket } from './shared/lottery-cancel.js';

/**
 * A member cancels one pending ticket (`lgw_orders_suborders_cancel`): only their own, only while its draw is on
 * sale by the database's clock, only where the brand lets the game cancel, and a chase only from its last pending
 * period. The stake (less a self-rebate already paid) goes back in the same transaction.
 */
export async function cancelLotteryTicket(
  dependencies: WalletDependencies,
  input: { merchant: Merchant; member: AuthenticatedMember; orderDetailId: string; language: Language },
): Promise<Ticket> {
  const { merchant } = input;
  const { member } = input.member;
  const ticketId = Number(input.orderDetailId);
  if (!Number.isSafeInteger(ticketId) || ticketId < 1) throw new DomainError('NOT_FOUND');
  const lottery = createLotteryService({ db: dependencies.db });
  const orderId = await runInTransaction(dependencies.db, async (transaction) => {
    const db = transaction as unknown as Database;
    const found = await lotteryRepository.findTicketForUpdate(db, merchant.id, ticketId);
    if (!found || found.ticket.memberId !== member.id) throw new DomainError('NOT_FOUND');
    const { ticket, draw, order } = found;
    const game = findCatalogueGame({ gameCode: draw.gameCode });
    const refusal = whyNotCancellable({
      allowCancel: game !== null && (await createLotteryService({ db }).gameSetting(merchant.id, game)).allowCancel,
      ticketStatus: ticket.status,
      draw,
      now: await lotteryRepository.databaseNow(db),
      laterPeriodPending: await lotteryRepository.hasLaterPendingPeriod(db, order.id, ticket.period),
    });
    if (refusal) throw refusal;
    if (!(await lotteryRepository.markTicketCancelled(db, ticket.id))) throw new DomainError('CANCEL_NOT_ALLOWED');
    await refundCancelledTicket(db, {
      merchantId: merchant.id,
      ticketId: String(ticket.id),
      amountMinor: refundOf(ticket),
      currency: order.currency,
      walletAccountId: order.walletAccountId,
      orderNo: order.orderNo,
      gameCode: draw.gameCode,
      numero: draw.numero,
    });
    return order.id;
  });
  await publishMemberBalance(dependencies, { merchant, member });
  const { tickets } = await lottery.orderTickets(merchant.id, orderId, input.language);
  const cancelled = tickets.find((ticket) => ticket.orderDetailId === input.orderDetailId);
  if (!cancelled) throw new DomainError('NOT_FOUND');
  return cancelled;
}

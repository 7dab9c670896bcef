import type { Database } from '../../db/client.js';
import { lotteryRepository, refundOf } from '../../modules/lottery/index.js';
import { createWalletService } from '../../modules/wallet/index.js';
import { lotteryHouseAccount } from './lottery-house-account.js';

/** Gives a cancelled ticket's stake (less its self-rebate) back from the brand's lottery house account. */
export async function refundCancelledTicket(
  db: Database,
  input: {
    merchantId: string;
    ticketId: string;
    amountMinor: bigint;
    currency: string;
    walletAccountId: string;
    orderNo: string;
    gameCode: string;
    numero: string;
  },
) {
  if (input.amountMinor <= 0n) return;
  const wallet = createWalletService({ db });
  const house = await lotteryHouseAccount(wallet, input.merchantId, input.currency);
  await wallet.transfer({
    merchantId: input.merchantId,
    currency: input.currency,
    idempotencyKey: `lottery:cancel:${input.ticketId}`,
    type: 'rollback',
    reference: input.orderNo,
    debitAccountId: house.id,
    creditAccountId: input.walletAccountId,
    amountMinor: input.amountMinor,
    metadata: { lottery: input.gameCode, numero: input.numero, cancelled: Number(input.ticketId) },
  });
}

/**
 * Cancels every open chase of a member and refunds its unplayed periods, inside the caller's transaction (a time-out
 * or a self-exclusion, issue #15): the periods whose draw is still on sale, whatever the brand's cancel setting, since
 * the player may not play them. Answers how many tickets were cancelled.
 */
export async function cancelOpenChases(db: Database, memberId: string): Promise<number> {
  const cancelled = await lotteryRepository.cancelOpenChaseTickets(db, memberId);
  for (const row of cancelled) {
    await refundCancelledTicket(db, {
      merchantId: row.merchant_id,
      ticketId: row.id,
      amountMinor: refundOf({ amountMinor: BigInt(row.amount_minor), selfRebateMinor: BigInt(row.self_rebate_minor) }),
      currency: row.currency,
      walletAccountId: row.wallet_account_id,
      orderNo: row.order_no,
      gameCode: row.game_code,
      numero: row.numero,
    });
  }
  return cancelled.length;
}

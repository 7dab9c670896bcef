import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { MemberEvents } from '../lib/member-events.js';
import {
  applyPrizeCap,
  createLotteryService,
  findCatalogueGame,
  lotteryRepository,
  refundOf,
  settleTicket,
  toPricedTicket,
} from '../modules/lottery/index.js';
import type { DrawOutcome, TicketStatus } from '../modules/lottery/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { lotteryHouseAccount } from './shared/lottery-house-account.js';

const batchSize = 2000;

type MemberMove = {
  merchantId: string;
  memberId: string;
  currency: string;
  walletAccountId: string;
  firstTicketId: number;
  netMinor: bigint;
};

/**
 * Settles a draw at its latest result version (reference §5): batches of tickets are locked, each is settled
 * from its own odds snapshot by the pure `settleTicket`, a settlement row is written per ticket and version
 * (its key makes settling twice impossible), and each member's net change of the batch moves in one ledger
 * transfer. A correction is the same walk at the next version: the member gets the difference between what the
 * new result gives and what they already received. A void refunds every stake (less a self-rebate already paid).
 * Winning stop-on-win chases have their later periods stopped and refunded. Answers the members whose balance
 * moved, as `<merchant id>|<member id>`.
 */
export async function settleLotteryDraw(
  dependencies: { db: Database; events?: MemberEvents },
  drawId: number,
): Promise<{ tickets: number; members: Set<string> }> {
  const { db } = dependencies;
  const members = new Set<string>();
  let tickets = 0;
  const capOf = new Map<string, bigint | null>();

  for (;;) {
    const batch = await runInTransaction(db, async (transaction) => {
      const tx = transaction as unknown as Database;
      const lottery = createLotteryService({ db: tx });
      const draw = await lotteryRepository.findDrawById(tx, drawId);
      if (!draw) throw new DomainError('DRAW_NOT_FOUND');
      const version = draw.resultVersion;
      if (draw.settledVersion >= version || !['RESULTED', 'VOID'].includes(draw.status))
        return { done: true, count: 0 };
      if (!(await lotteryRepository.tryLockDrawSettlement(tx, draw.id))) return { done: true, count: 0 };
      const game = findCatalogueGame({ gameCode: draw.gameCode });
      if (!game) throw new DomainError('NOT_FOUND', { gameCode: draw.gameCode });
      const claimed = await lotteryRepository.claimTicketsToSettle(tx, draw.id, version, batchSize);
      if (claimed.length === 0) {
        await lotteryRepository.markDrawSettled(tx, {
          drawId: draw.id,
          version,
          revealedSeed: await lottery.revealableSeed(draw),
        });
        return { done: true, count: 0 };
      }
      const outcome: DrawOutcome =
        draw.status === 'VOID' || !draw.result ? { status: 'VOID' } : { status: 'RESULTED', result: draw.result };
      for (const merchantId of new Set(claimed.map((row) => row.ticket.merchantId))) {
        if (!capOf.has(merchantId)) capOf.set(merchantId, (await lottery.gameSetting(merchantId, game)).payoutCapMinor);
      }
      // What members were already paid in this draw matters only under a payout cap.
      const capped = claimed.filter((row) => (capOf.get(row.ticket.merchantId) ?? null) !== null);
      const paidSoFar = await lotteryRepository.sumMemberPrizes(tx, draw.id, version, [
        ...new Set(capped.map((row) => row.ticket.memberId)),
      ]);
      const moves = new Map<string, MemberMove>();
      const settlements: lotteryRepository.NewSettlement[] = [];
      const updates: { id: number; status: TicketStatus; version: number; returnedMinor: bigint }[] = [];
      const stopOrders = new Set<string>();

      for (const { ticket, currency, walletAccountId, stopOnWin } of claimed) {
        const settled = settleTicket(toPricedTicket(ticket, draw.gameCode), outcome);
        const refundMinor = settled.status === 'VOID' ? refundOf(ticket) : settled.refundMinor;
        const cap = capOf.get(ticket.merchantId) ?? null;
        const already = paidSoFar.get(ticket.memberId) ?? 0n;
        const { paidMinor: prizePaid, deductedMinor } =
          cap === null
            ? { paidMinor: settled.prizeMinor, deductedMinor: 0n }
            : applyPrizeCap({ prizeMinor: settled.prizeMinor, alreadyPaidMinor: already, capMinor: cap });
        paidSoFar.set(ticket.memberId, already + prizePaid);
        const paidMinor = prizePaid + refundMinor;
        settlements.push({
          ticketId: ticket.id,
          resultVersion: version,
          status: settled.status,
          prizeMinor: settled.prizeMinor,
          refundMinor,
          capDeductedMinor: deductedMinor,
          paidMinor,
        });
        updates.push({ id: ticket.id, status: settled.status, version, returnedMinor: paidMinor });
        if (settled.status === 'WON' && stopOnWin) stopOrders.add(ticket.orderId);
        const key = `${ticket.merchantId}|${ticket.memberId}`;
        const move = moves.get(key) ?? {
          merchantId: ticket.merchantId,
          memberId: ticket.memberId,
          currency,
          walletAccountId,
          firstTicketId: ticket.id,
          netMinor: 0n,
        };
        move.netMinor += paidMinor - ticket.returnedMinor;
        moves.set(key, move);
      }

      const wallet = createWalletService({ db: tx });
      for (const move of moves.values()) {
        if (move.netMinor === 0n) continue;
        const house = await lotteryHouseAccount(wallet, move.merchantId, move.currency);
        const unrecovered = await postMove(wallet, move, house.id, {
          key: `lottery:settle:${draw.id}:${version}:${move.firstTicketId}`,
          type: move.netMinor > 0n ? (outcome.status === 'VOID' ? 'rollback' : 'win') : 'adjustment',
          reference: `${draw.gameCode}:${draw.numero}`,
          metadata: { lottery: draw.gameCode, numero: draw.numero, resultVersion: version },
        });
        if (unrecovered > 0n) {
          const first = settlements.find((row) => row.ticketId === move.firstTicketId);
          if (first) first.unrecoveredMinor = unrecovered;
        }
        members.add(`${move.merchantId}|${move.memberId}`);
      }
      await lotteryRepository.insertSettlements(tx, settlements);
      await lotteryRepository.updateSettledTickets(tx, updates);

      const stopped = await lotteryRepository.stopChaseTickets(tx, [...stopOrders], new Date(draw.drawAt));
      for (const row of stopped) {
        const amountMinor = refundOf({
          amountMinor: BigInt(row.amount_minor),
          selfRebateMinor: BigInt(row.self_rebate_minor),
        });
        if (amountMinor <= 0n) continue;
        const house = await lotteryHouseAccount(wallet, row.merchant_id, row.currency);
        await wallet.transfer({
          merchantId: row.merchant_id,
          currency: row.currency,
          idempotencyKey: `lottery:chase-stop:${row.id}`,
          type: 'rollback',
          reference: `${draw.gameCode}:${draw.numero}`,
          debitAccountId: house.id,
          creditAccountId: row.wallet_account_id,
          amountMinor,
          metadata: { lottery: draw.gameCode, chaseStopped: row.id },
        });
        members.add(`${row.merchant_id}|${row.member_id}`);
      }
      return { done: false, count: claimed.length };
    });
    tickets += batch.count;
    if (batch.done) break;
  }
  return { tickets, members };
}

/**
 * Moves a member's net change: a credit from the house, or a claw-back (a correction that lowered a win) taken
 * from their wallet as far as its balance goes. Answers what could not be taken back.
 */
async function postMove(
  wallet: ReturnType<typeof createWalletService>,
  move: MemberMove,
  houseAccountId: string,
  input: { key: string; type: string; reference: string; metadata: Record<string, unknown> },
): Promise<bigint> {
  const common = {
    merchantId: move.merchantId,
    currency: move.currency,
    idempotencyKey: input.key,
    type: input.type,
    reference: input.reference,
    metadata: input.metadata,
  };
  if (move.netMinor > 0n) {
    await wallet.transfer({
      ...common,
      debitAccountId: houseAccountId,
      creditAccountId: move.walletAccountId,
      amountMinor: move.netMinor,
    });
    return 0n;
  }
  const owed = -move.netMinor;
  const balance = (await wallet.lockWallet(move.walletAccountId)) ?? 0n;
  const taken = balance < owed ? balance : owed;
  if (taken > 0n) {
    await wallet.transfer({
      ...common,
      debitAccountId: move.walletAccountId,
      creditAccountId: houseAccountId,
      amountMinor: taken,
      metadata: { ...input.metadata, owed: owed.toString() },
    });
  }
  return owed - taken;
}

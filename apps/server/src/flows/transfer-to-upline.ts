import type { TransferUplineInfo, TransferUplineResult } from '@croupier/contracts';
import { agentTransferLimits, formatMinor, mayTransferToUpline } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import { findSenderStanding } from '../modules/agent-transfers/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { LedgerTransferRow } from '../modules/wallet/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import type { MemberTransferDependencies } from './shared/member-transfers.js';
import { checkTransferAmount, lockSender, publishAfterTransfer, refuseWhileOwing } from './shared/member-transfers.js';

/** The ledger key of one member's transfer: the member's id keeps one member's keys apart from another's. */
const ledgerKeyOf = (memberId: string, requestKey: string) => `agent-transfer-upline:${memberId}:${requestKey}`;

function describe(row: LedgerTransferRow): TransferUplineResult {
  return {
    transferId: row.id,
    amount: formatMinor(row.amountMinor),
    uplineUsername: typeof row.metadata.uplineUsername === 'string' ? row.metadata.uplineUsername : '',
    balanceAfter: formatMinor(row.debitBalanceAfterMinor ?? 0n),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the transferUpline page shows: whether the member may send, to whom, its balance and the limits. */
export async function describeTransferToUpline(
  dependencies: Pick<MemberTransferDependencies, 'db'>,
  input: { merchant: Merchant; member: Member },
): Promise<TransferUplineInfo> {
  const { merchant, member } = input;
  const standing = await findSenderStanding(dependencies.db, member.id, { lock: false });
  const wallet = await createWalletService(dependencies).mainWallet(
    merchant.id,
    merchant.currency,
    member.id,
    mainWalletKind(standing?.type ?? member.type),
  );
  const refusal = !mayTransferToUpline(standing?.type ?? member.type)
    ? 'TRANSFER_UPLINE_NOT_ALLOWED'
    : !standing?.uplineId
      ? 'NO_UPLINE'
      : null;
  return {
    refusal,
    uplineUsername: standing?.uplineUsername ?? null,
    paymentPasswordSet: member.paymentPasswordHash !== null,
    balance: formatMinor(wallet.balanceMinor ?? 0n),
    minAmount: formatMinor(agentTransferLimits.minAmountMinor),
    maxAmount: formatMinor(agentTransferLimits.maxAmountMinor),
  };
}

/**
 * Sends money from the member's main wallet to its direct upline's (the member centre's transferUpline): refused to
 * account type 2 (`AGETRANSFERUP3`) and to a member without an upline, within the platform's limits, after the
 * payment password with the withdrawals' durable attempt counting. One ledger transfer under the client's
 * `Idempotency-Key`: a retry answers the first transfer without asking the password again, and the same key with
 * another amount is a conflict.
 */
export async function transferToUpline(
  dependencies: MemberTransferDependencies,
  input: { merchant: Merchant; member: Member; amountMinor: bigint; paymentPassword: string; requestKey: string },
): Promise<TransferUplineResult> {
  const { db, clock } = dependencies;
  const { merchant, member } = input;
  const key = ledgerKeyOf(member.id, input.requestKey);
  const wallet = createWalletService({ db });
  const answerRetry = async () => {
    const [earlier] = await wallet.findTransfers(merchant.id, [key]);
    if (!earlier) return null;
    if (earlier.amountMinor !== input.amountMinor)
      throw new DomainError('CONFLICT', { idempotencyKey: input.requestKey });
    return describe(earlier);
  };
  const retried = await answerRetry();
  if (retried) return retried;

  // Cheap refusals first, so a refused request does not spend one of the payment password attempts.
  if (!mayTransferToUpline(member.type)) throw new DomainError('TRANSFER_UPLINE_NOT_ALLOWED');
  if (!member.uplineId) throw new DomainError('NO_UPLINE');
  checkTransferAmount(input.amountMinor);
  await createWithdrawalService({ db, clock }).verifyPaymentPassword(member, input.paymentPassword);

  const posted = await runInTransaction(db, async (transaction) => {
    // The session's copy of the member may be stale: its type and upline are read again, locked, here.
    const sender = await lockSender(transaction, clock, {
      merchant,
      memberId: member.id,
      amountMinor: input.amountMinor,
    });
    if (!mayTransferToUpline(sender.type)) throw new DomainError('TRANSFER_UPLINE_NOT_ALLOWED');
    if (!sender.uplineId || sender.uplineType === null) throw new DomainError('NO_UPLINE');
    const scoped = createWalletService({ db: transaction });
    const from = await scoped.mainWallet(merchant.id, merchant.currency, sender.id, mainWalletKind(sender.type));
    const to = await scoped.mainWallet(
      merchant.id,
      merchant.currency,
      sender.uplineId,
      mainWalletKind(sender.uplineType),
    );
    // Both wallets in the one order, then the sender's debt under its lock: money may not leave a wallet that owes.
    await scoped.lockWallets([from.id, to.id]);
    await refuseWhileOwing(transaction, scoped, { merchant, memberId: sender.id, walletAccountId: from.id });
    const moved = await scoped.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: key,
      type: 'agent_transfer_upline',
      reference: sender.uplineUsername ?? '',
      debitAccountId: from.id,
      creditAccountId: to.id,
      amountMinor: input.amountMinor,
      metadata: { uplineId: sender.uplineId, uplineUsername: sender.uplineUsername },
    });
    return moved;
  });
  const answer = await answerRetry();
  if (!answer) throw new Error(`transfer ${posted.transferId} not found after posting`);
  await publishAfterTransfer(dependencies, {
    merchant,
    member,
    mainBalanceMinor: posted.debitBalanceMinor ?? 0n,
  });
  return answer;
}

import type { WithdrawalReview, WithdrawalReviewPage, withdrawalReviewQuerySchema } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { z } from 'zod';
import { runInTransaction } from '../db/transaction.js';
import { createMemberService } from '../modules/member/index.js';
import { createMerchantService } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { createWithdrawalService, describeForReview } from '../modules/withdrawal/index.js';
import type { WithdrawalDependencies } from './shared/withdrawal-context.js';
import { publishBalanceAfterCommit } from './shared/withdrawal-context.js';

/**
 * Withdrawals in one status for the console, each with its brand, member, bank details and proofs; only those of
 * `brands` (merchant codes; null: every brand).
 */
export async function listWithdrawalsForReview(
  dependencies: Pick<WithdrawalDependencies, 'db' | 'clock'>,
  query: z.output<typeof withdrawalReviewQuerySchema>,
  brands: string[] | null,
): Promise<WithdrawalReviewPage> {
  const merchantService = createMerchantService(dependencies);
  const merchantIds =
    brands === null
      ? null
      : await Promise.all(
          brands.map((code) =>
            merchantService.resolveMerchant({ code }).then(
              (merchant) => merchant.id,
              () => null,
            ),
          ),
        ).then((ids) => ids.filter((id) => id !== null));
  const page = await createWithdrawalService(dependencies).listForReview({ ...query, merchantIds });
  const merchants = await merchantService.mapMerchantsByIds(page.content.map(({ row }) => row.merchantId));
  return {
    ...page,
    content: page.content.map(({ row, proofs }) =>
      describeForReview(row, proofs, merchants.get(row.merchantId)?.code ?? ''),
    ),
  };
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Decides a pending withdrawal in one transaction: the guarded status change (of two operators at once,
 * one wins, the other gets INVALID_STATE), the ledger move of the held amount (to cash_out when approved,
 * back to the main wallet when rejected) and the audit row. The member's balance is pushed after commit.
 */
async function decideWithdrawal(
  dependencies: WithdrawalDependencies,
  input: { operator: Operator; withdrawalId: string; decision: Decision },
): Promise<WithdrawalReview> {
  const { db, clock } = dependencies;
  const { operator, withdrawalId: id, decision } = input;
  const decided = await runInTransaction(db, async (transaction) => {
    const withdrawals = createWithdrawalService({ db: transaction, clock });
    const { row: pending } = await withdrawals.getForReview(id);
    const policy = await withdrawals.getPolicy(pending.merchantId);
    const reviewer = { id: operator.id, username: operator.username };
    const row = await withdrawals.decide(
      id,
      decision.kind === 'approve'
        ? { status: 'paid', operator: reviewer, confirmTimeoutMinutes: policy.confirmTimeoutMinutes }
        : { status: 'rejected', operator: reviewer, reason: decision.reason },
    );
    const wallet = createWalletService({ db: transaction });
    const held = await wallet.systemAccount(row.merchantId, row.currency, 'withdrawals_held');
    const destinationId =
      decision.kind === 'approve'
        ? (await wallet.systemAccount(row.merchantId, row.currency, 'cash_out')).id
        : row.walletAccountId;
    const move = await wallet.transfer({
      merchantId: row.merchantId,
      currency: row.currency,
      idempotencyKey: `withdrawal:${id}:${decision.kind === 'approve' ? 'settle' : 'release'}`,
      type: decision.kind === 'approve' ? 'withdrawal_settle' : 'withdrawal_release',
      reference: `withdrawal ${id}`,
      debitAccountId: held.id,
      creditAccountId: destinationId,
      amountMinor: row.amountMinor,
      metadata: { withdrawalId: id },
    });
    await createOperatorService({ db: transaction, clock }).audit(
      operator,
      decision.kind === 'approve' ? 'withdrawal.approve' : 'withdrawal.reject',
      `withdrawal:${id}`,
      {
        merchantId: row.merchantId,
        memberId: row.memberId,
        username: row.memberUsername,
        amount: formatMinor(row.amountMinor),
        currency: row.currency,
        transferId: move.transferId,
        ...(decision.kind === 'reject' ? { reason: decision.reason } : {}),
      },
    );
    return withdrawals.attachDecisionTransfer(id, move.transferId);
  });

  const merchant = (await createMerchantService({ db, clock }).mapMerchantsByIds([decided.merchantId])).get(
    decided.merchantId,
  );
  if (merchant) {
    const member = await createMemberService({ db, clock }).getMember(merchant.id, decided.memberId);
    await publishBalanceAfterCommit(dependencies, { merchant, member });
  }
  const { row, proofs } = await createWithdrawalService({ db, clock }).getForReview(id);
  return describeForReview(row, proofs, merchant?.code ?? '');
}

/** Approves: the withdrawal is paid and the held amount settles to cash_out. */
export function approveWithdrawal(
  dependencies: WithdrawalDependencies,
  input: { operator: Operator; withdrawalId: string },
) {
  return decideWithdrawal(dependencies, { ...input, decision: { kind: 'approve' } });
}

/** Rejects with a reason the player sees: the held amount returns to the member's main wallet. */
export function rejectWithdrawal(
  dependencies: WithdrawalDependencies,
  input: { operator: Operator; withdrawalId: string; reason: string },
) {
  return decideWithdrawal(dependencies, {
    operator: input.operator,
    withdrawalId: input.withdrawalId,
    decision: { kind: 'reject', reason: input.reason },
  });
}

/** The code of the brand a withdrawal belongs to (NOT_FOUND for an unknown one), for the console's brand check. */
export async function withdrawalBrandOf(dependencies: Pick<WithdrawalDependencies, 'db' | 'clock'>, id: string) {
  const { row } = await createWithdrawalService(dependencies).getForReview(id);
  const merchant = (await createMerchantService(dependencies).mapMerchantsByIds([row.merchantId])).get(row.merchantId);
  return merchant?.code ?? '';
}

/** A proof image the player uploaded, for the operator to look at. */
export async function readWithdrawalProof(
  dependencies: Pick<WithdrawalDependencies, 'db' | 'clock' | 'proofs'>,
  input: { withdrawalId: string; proofId: string },
) {
  const proof = await createWithdrawalService(dependencies).getProof(input.withdrawalId, input.proofId);
  return { contentType: proof.contentType, bytes: await dependencies.proofs.read(input.withdrawalId, proof.fileName) };
}

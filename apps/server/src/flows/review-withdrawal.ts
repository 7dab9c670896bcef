import type { WithdrawalReview, WithdrawalReviewFilter, WithdrawalReviewPage } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import { createMemberService } from '../modules/member/index.js';
import { moneyMessageValues, writeSystemMessage } from '../modules/member-messages/index.js';
import { createMerchantService } from '../modules/merchant/index.js';
import type { ApprovalRow } from '../modules/money-review/index.js';
import { createMoneyReviewService, describeApproval } from '../modules/money-review/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { createWithdrawalService, describeForReview } from '../modules/withdrawal/index.js';
import type { WithdrawalRow } from '../modules/withdrawal/index.js';
import type { BulkDecision } from './shared/money-queue.js';
import { decideEach, merchantLookup, queueBounds, queueMerchantIds } from './shared/money-queue.js';
import type { WithdrawalDependencies } from './shared/withdrawal-context.js';
import { publishBalanceAfterCommit } from './shared/withdrawal-context.js';

/**
 * The console's withdrawal queue (decision 0036): the filter's withdrawals, each with its brand, member, bank
 * details, proofs and two-person approval; only those of `brands` (merchant codes; null: every brand).
 */
export async function listWithdrawalsForReview(
  dependencies: Pick<WithdrawalDependencies, 'db' | 'clock'>,
  query: WithdrawalReviewFilter & { pageNo: number; pageSize: number },
  brands: string[] | null,
): Promise<WithdrawalReviewPage> {
  const merchantIds = await queueMerchantIds(dependencies, query.merchant, brands);
  const page = await createWithdrawalService(dependencies).listForReview({
    ...query,
    ...queueBounds(query),
    merchantIds,
  });
  const merchants = await createMerchantService(dependencies).mapMerchantsByIds(
    page.content.map(({ row }) => row.merchantId),
  );
  const approvals = await createMoneyReviewService(dependencies).mapLatestApprovals(
    page.content.map(({ row }) => row.id),
  );
  return {
    ...page,
    content: page.content.map(({ row, proofs }) => {
      const approval = approvals.get(row.id);
      return {
        ...describeForReview(row, proofs, merchants.get(row.merchantId)?.code ?? ''),
        approval: approval ? describeApproval(approval) : null,
      };
    }),
  };
}

/** Every withdrawal the queue's filter matches, with its brand's code, for the console's CSV. */
export async function* exportWithdrawalsForReview(
  dependencies: Pick<WithdrawalDependencies, 'db' | 'clock'>,
  filter: WithdrawalReviewFilter,
  brands: string[] | null,
) {
  const merchantIds = await queueMerchantIds(dependencies, filter.merchant, brands);
  const merchantsOf = merchantLookup(dependencies);
  let batch: WithdrawalRow[] = [];
  const flush = async function* () {
    const merchants = await merchantsOf(batch.map((row) => row.merchantId));
    for (const row of batch) yield { row, merchantCode: merchants.get(row.merchantId)?.code ?? '' };
    batch = [];
  };
  for await (const row of createWithdrawalService(dependencies).exportForReview({
    ...filter,
    ...queueBounds(filter),
    merchantIds,
  })) {
    batch.push(row);
    if (batch.length >= 500) yield* flush();
  }
  yield* flush();
}

type Decision = { kind: 'approve'; note?: string | undefined } | { kind: 'reject'; reason: string };

/**
 * Decides a pending withdrawal in one transaction, under the two-person rule (decision 0030). The withdrawal's
 * lock serializes every decision on it; above the brand's threshold the first approval is recorded as pending and
 * nothing moves, and a different operator's approval confirms it. Then: the guarded status change, the ledger move
 * of the held amount (to cash_out when approved, back to the main wallet when rejected; a rejection also ends a
 * pending approval) and the audit row. The member's balance is pushed after commit.
 */
async function decideWithdrawal(
  dependencies: WithdrawalDependencies,
  input: { operator: Operator; withdrawalId: string; decision: Decision },
): Promise<WithdrawalReview> {
  const { db, clock } = dependencies;
  const { operator, withdrawalId: id, decision } = input;
  const outcome = await runInTransaction(db, async (transaction) => {
    const withdrawals = createWithdrawalService({ db: transaction, clock });
    const reviews = createMoneyReviewService({ db: transaction, clock });
    const audit = createOperatorService({ db: transaction, clock });
    await reviews.lockSubject('withdrawal', id);
    const { row: pending } = await withdrawals.getForReview(id);
    if (pending.status !== 'pending') throw new DomainError('INVALID_STATE', { status: pending.status });
    const summary = {
      merchantId: pending.merchantId,
      memberId: pending.memberId,
      username: pending.memberUsername,
      amount: formatMinor(pending.amountMinor),
      currency: pending.currency,
    };
    let approval: ApprovalRow | null = null;
    if (decision.kind === 'approve') {
      // Under the wallet's lock (subject first, then wallet: the order a rejection's release takes too), so a debt a
      // vendor adjustment records meanwhile either is seen here or waits until this withdrawal is paid. The held
      // money is still ours to return; paying it out while the player owes would let a resettled win leave the
      // house. The operator rejects instead, and the release repays the debt first (decision 0056).
      const debt = await createWalletService({ db: transaction }).lockWalletDebt(pending.walletAccountId);
      if (debt > 0n) {
        throw new DomainError('WITHDRAWAL_DEBT_OUTSTANDING', { debt: formatMinor(debt), currency: pending.currency });
      }
      const gate = await reviews.passTwoPersonRule({
        kind: 'withdrawal',
        merchantId: pending.merchantId,
        subjectId: id,
        amountMinor: pending.amountMinor,
        currency: pending.currency,
        memberId: pending.memberId,
        memberUsername: pending.memberUsername,
        operator,
        note: decision.note,
      });
      if (gate.outcome === 'pending') {
        await audit.audit(operator, 'withdrawal.approval.request', `withdrawal:${id}`, {
          ...summary,
          approvalId: gate.approval.id,
          ...(decision.note ? { note: decision.note } : {}),
        });
        return { moved: false };
      }
      approval = gate.approval;
    } else {
      approval = (await reviews.rejectPending('withdrawal', id, operator, decision.reason)) ?? null;
    }
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
    await audit.audit(
      operator,
      decision.kind === 'approve' ? 'withdrawal.approve' : 'withdrawal.reject',
      `withdrawal:${id}`,
      {
        ...summary,
        transferId: move.transferId,
        ...(approval ? { approvalId: approval.id, requestedBy: approval.requestedBy } : {}),
        ...(decision.kind === 'reject' ? { reason: decision.reason } : {}),
      },
    );
    await withdrawals.attachDecisionTransfer(id, move.transferId);
    if (decision.kind === 'approve') {
      // The member's inbox hears of the payout in its own transaction.
      await writeSystemMessage(transaction, {
        merchantId: row.merchantId,
        memberId: row.memberId,
        template: 'withdrawal.paid',
        eventKey: id,
        values: moneyMessageValues({ amountMinor: row.amountMinor, currency: row.currency, id }),
        at: clock.now(),
      });
    }
    return { moved: true };
  });

  return describeWithdrawalAfter(dependencies, id, outcome.moved);
}

/** The withdrawal as the console sees it now; pushes the member's new balance when money moved. */
async function describeWithdrawalAfter(dependencies: WithdrawalDependencies, id: string, moved: boolean) {
  const { db, clock } = dependencies;
  const { row, proofs } = await createWithdrawalService({ db, clock }).getForReview(id);
  const merchant = (await createMerchantService({ db, clock }).mapMerchantsByIds([row.merchantId])).get(row.merchantId);
  if (merchant && moved) {
    const member = await createMemberService({ db, clock }).getMember(merchant.id, row.memberId);
    await publishBalanceAfterCommit(dependencies, { merchant, member });
  }
  const approval = (await createMoneyReviewService({ db, clock }).mapLatestApprovals([id])).get(id);
  return {
    ...describeForReview(row, proofs, merchant?.code ?? ''),
    approval: approval ? describeApproval(approval) : null,
  };
}

/**
 * Approves: the withdrawal is paid and the held amount settles to cash_out; above the brand's threshold, the first
 * approval waits for a different operator's.
 */
export function approveWithdrawal(
  dependencies: WithdrawalDependencies,
  input: { operator: Operator; withdrawalId: string; note?: string | undefined },
) {
  return decideWithdrawal(dependencies, {
    operator: input.operator,
    withdrawalId: input.withdrawalId,
    decision: { kind: 'approve', note: input.note },
  });
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

/** Approves (under the two-person rule) or rejects with one reason each of several pending withdrawals. */
export function decideWithdrawalsInBulk(
  dependencies: WithdrawalDependencies,
  input: { operator: Operator; decision: BulkDecision },
) {
  const { operator, decision } = input;
  return decideEach(operator, decision, async (id) => ({
    brand: await withdrawalBrandOf(dependencies, id),
    outcome: async () => {
      if (decision.decision === 'reject') {
        await rejectWithdrawal(dependencies, { operator, withdrawalId: id, reason: decision.reason });
        return 'done';
      }
      const approved = await approveWithdrawal(dependencies, { operator, withdrawalId: id });
      return approved.status === 'paid' ? 'done' : 'awaiting_second';
    },
  }));
}

import type { Adjustment, AdjustmentQuery, AdjustmentFilter, AdjustmentResult, Page } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createMemberService } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { AdjustmentRow } from '../modules/money-review/index.js';
import { createMoneyReviewService, describeApproval } from '../modules/money-review/index.js';
import { createOperatorService } from '../modules/operator/index.js';
import type { Operator } from '../modules/operator/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import type { WalletDependencies } from './shared/member-balance.js';
import { publishMemberBalance } from './shared/member-balance.js';

type AdjustmentDependencies = WalletDependencies & { clock: Clock };

type Posting = { adjustment: AdjustmentRow; moved: boolean; replayed: boolean; balanceMinor: bigint | null };

/**
 * Posts a pending adjustment if the two-person rule lets this operator do it now (decision 0030), inside the
 * caller's transaction and after the adjustment's lock. A debit is refused (INSUFFICIENT_FUNDS) when the member's
 * main wallet holds less, before any approval is recorded; the ledger's guard refuses it again when posting.
 */
async function postIfAllowed(
  transaction: Database,
  clock: Clock,
  input: { adjustment: AdjustmentRow; operator: Operator; memberType: Parameters<typeof mainWalletKind>[0] },
): Promise<Posting> {
  const { adjustment, operator } = input;
  const wallet = createWalletService({ db: transaction });
  const reviews = createMoneyReviewService({ db: transaction, clock });
  const audit = createOperatorService({ db: transaction, clock });
  const main = await wallet.mainWallet(
    adjustment.merchantId,
    adjustment.currency,
    adjustment.memberId,
    mainWalletKind(input.memberType),
  );
  if (adjustment.direction === 'debit' && (main.balanceMinor ?? 0n) < adjustment.amountMinor) {
    throw new DomainError('INSUFFICIENT_FUNDS', { balance: formatMinor(main.balanceMinor ?? 0n) });
  }
  const summary = {
    adjustmentId: adjustment.id,
    direction: adjustment.direction,
    amount: formatMinor(adjustment.amountMinor),
    reason: adjustment.reason,
  };
  const gate = await reviews.passTwoPersonRule({
    kind: 'adjustment',
    merchantId: adjustment.merchantId,
    subjectId: adjustment.id,
    amountMinor: adjustment.amountMinor,
    currency: adjustment.currency,
    memberId: adjustment.memberId,
    memberUsername: adjustment.memberUsername,
    operator,
  });
  if (gate.outcome === 'pending') {
    await audit.audit(operator, 'wallet.adjust.request', adjustment.memberUsername, {
      ...summary,
      approvalId: gate.approval.id,
    });
    return { adjustment, moved: false, replayed: false, balanceMinor: null };
  }
  const adjustmentAccount = await wallet.systemAccount(adjustment.merchantId, adjustment.currency, 'adjustment');
  const posted = await wallet.transfer({
    merchantId: adjustment.merchantId,
    currency: adjustment.currency,
    idempotencyKey: `adjustment:${adjustment.requestKey}`,
    type: 'adjustment',
    reference: adjustment.reason,
    debitAccountId: adjustment.direction === 'credit' ? adjustmentAccount.id : main.id,
    creditAccountId: adjustment.direction === 'credit' ? main.id : adjustmentAccount.id,
    amountMinor: adjustment.amountMinor,
    metadata: { operator: adjustment.requestedBy },
  });
  const decided = await reviews.decideAdjustment(adjustment.id, {
    status: 'posted',
    transferId: posted.transferId,
    decidedBy: operator.username,
  });
  await audit.audit(operator, 'wallet.adjust', adjustment.memberUsername, {
    ...summary,
    transferId: posted.transferId,
    ...(gate.approval ? { approvalId: gate.approval.id, requestedBy: gate.approval.requestedBy } : {}),
  });
  const balanceMinor = adjustment.direction === 'credit' ? posted.creditBalanceMinor : posted.debitBalanceMinor;
  return { adjustment: decided, moved: true, replayed: false, balanceMinor };
}

async function describeResult(dependencies: AdjustmentDependencies, posting: Posting): Promise<AdjustmentResult> {
  const approval = (await createMoneyReviewService(dependencies).mapLatestApprovals([posting.adjustment.id])).get(
    posting.adjustment.id,
  );
  return {
    id: posting.adjustment.id,
    status: posting.adjustment.status,
    transferId: posting.adjustment.transferId,
    replayed: posting.replayed,
    balance: posting.balanceMinor === null ? null : formatMinor(posting.balanceMinor),
    approval: approval ? describeApproval(approval) : null,
  };
}

async function publishAfterCommit(dependencies: AdjustmentDependencies, merchant: Merchant, memberId: string) {
  const member = await createMemberService(dependencies).getMember(merchant.id, memberId);
  await publishMemberBalance(dependencies, { merchant, member });
}

/**
 * An operator's manual credit or debit of a member's main wallet, with a required reason, posted against the
 * brand's adjustment account and audited in the same transaction; above the brand's adjustment threshold it waits
 * for a second operator. `requestKey` makes a retry harmless (the same key with other content is CONFLICT).
 */
export async function adjustBalance(
  dependencies: AdjustmentDependencies,
  input: {
    merchant: Merchant;
    username: string;
    direction: 'credit' | 'debit';
    amountMinor: bigint;
    reason: string;
    operator: Operator;
    requestKey: string;
  },
): Promise<AdjustmentResult> {
  const { merchant, operator } = input;
  const member = await createMemberService(dependencies).findByUsername(merchant.id, input.username);
  if (!member) throw new DomainError('NOT_FOUND', { username: input.username });
  const posting = await runInTransaction(dependencies.db, async (transaction) => {
    const reviews = createMoneyReviewService({ db: transaction, clock: dependencies.clock });
    const { row, created } = await reviews.recordAdjustment({
      merchantId: merchant.id,
      memberId: member.id,
      memberUsername: member.username,
      direction: input.direction,
      amountMinor: input.amountMinor,
      currency: merchant.currency,
      reason: input.reason,
      requestKey: input.requestKey,
      status: 'pending',
      requestedById: operator.id,
      requestedBy: operator.username,
    });
    if (!created) {
      const same =
        row.memberId === member.id &&
        row.direction === input.direction &&
        row.amountMinor === input.amountMinor &&
        row.reason === input.reason;
      if (!same) throw new DomainError('CONFLICT', { idempotencyKey: input.requestKey });
      return { adjustment: row, moved: false, replayed: true, balanceMinor: null };
    }
    await reviews.lockSubject('adjustment', row.id);
    return postIfAllowed(transaction, dependencies.clock, { adjustment: row, operator, memberType: member.type });
  });
  if (posting.moved) await publishAfterCommit(dependencies, merchant, member.id);
  return describeResult(dependencies, posting);
}

/** A second operator confirms a pending adjustment: it posts (once, however many confirm at the same time). */
export async function confirmAdjustment(
  dependencies: AdjustmentDependencies,
  input: { merchant: Merchant; adjustmentId: string; operator: Operator },
): Promise<AdjustmentResult> {
  const posting = await runInTransaction(dependencies.db, async (transaction) => {
    const reviews = createMoneyReviewService({ db: transaction, clock: dependencies.clock });
    await reviews.lockSubject('adjustment', input.adjustmentId);
    const adjustment = await reviews.getAdjustment(input.adjustmentId);
    if (adjustment.merchantId !== input.merchant.id) throw new DomainError('NOT_FOUND');
    if (adjustment.status !== 'pending') throw new DomainError('INVALID_STATE', { status: adjustment.status });
    const owner = await createMemberService({ db: transaction, clock: dependencies.clock }).getMember(
      adjustment.merchantId,
      adjustment.memberId,
    );
    return postIfAllowed(transaction, dependencies.clock, {
      adjustment,
      operator: input.operator,
      memberType: owner.type,
    });
  });
  if (posting.moved) await publishAfterCommit(dependencies, input.merchant, posting.adjustment.memberId);
  return describeResult(dependencies, posting);
}

/** Refuses a pending adjustment (either operator may): nothing moves, and its approval ends. */
export async function rejectAdjustment(
  dependencies: AdjustmentDependencies,
  input: { merchant: Merchant; adjustmentId: string; operator: Operator; reason: string },
): Promise<AdjustmentResult> {
  const posting = await runInTransaction(dependencies.db, async (transaction) => {
    const reviews = createMoneyReviewService({ db: transaction, clock: dependencies.clock });
    await reviews.lockSubject('adjustment', input.adjustmentId);
    const found = await reviews.getAdjustment(input.adjustmentId);
    if (found.merchantId !== input.merchant.id) throw new DomainError('NOT_FOUND');
    if (found.status !== 'pending') throw new DomainError('INVALID_STATE', { status: found.status });
    const adjustment = await reviews.decideAdjustment(found.id, {
      status: 'rejected',
      transferId: null,
      decidedBy: input.operator.username,
    });
    await reviews.rejectPending('adjustment', found.id, input.operator, input.reason);
    await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
      input.operator,
      'wallet.adjust.reject',
      found.memberUsername,
      { adjustmentId: found.id, amount: formatMinor(found.amountMinor), reason: input.reason },
    );
    return { adjustment, moved: false, replayed: false, balanceMinor: null };
  });
  return describeResult(dependencies, posting);
}

function describeAdjustment(
  row: AdjustmentRow,
  merchantCode: string,
  approval: Parameters<typeof describeApproval>[0] | undefined,
): Adjustment {
  return {
    id: row.id,
    merchantCode,
    username: row.memberUsername,
    direction: row.direction,
    amount: formatMinor(row.amountMinor),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    approval: approval ? describeApproval(approval) : null,
  };
}

/** A page of a brand's adjustments, filtered and sorted by time, each with its approval. */
export async function listAdjustments(
  dependencies: { db: Database; clock: Clock },
  input: { merchant: Merchant; query: AdjustmentQuery },
): Promise<Page<Adjustment>> {
  const reviews = createMoneyReviewService(dependencies);
  const page = await reviews.listAdjustments(input.merchant.id, input.query);
  const approvals = await reviews.mapLatestApprovals(page.content.map((row) => row.id));
  return {
    ...page,
    content: page.content.map((row) => describeAdjustment(row, input.merchant.code, approvals.get(row.id))),
  };
}

/** Every adjustment the filter matches, for the CSV export. */
export async function* exportAdjustments(
  dependencies: { db: Database; clock: Clock },
  input: { merchant: Merchant; filter: AdjustmentFilter },
): AsyncGenerator<Adjustment> {
  for await (const row of createMoneyReviewService(dependencies).exportAdjustments(input.merchant.id, input.filter)) {
    yield describeAdjustment(row, input.merchant.code, undefined);
  }
}

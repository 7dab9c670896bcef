import { buildPage, pageOffset } from '@croupier/contracts';
import type {
  AdjustmentFilter,
  MoneyApprovalKind,
  MoneyApprovalStatus,
  Page,
  PendingApproval,
} from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { AdjustmentRow, ApprovalRow } from './money-review.repository.js';
import * as repository from './money-review.repository.js';

export type { AdjustmentRow, ApprovalRow } from './money-review.repository.js';

/** Who acts: the operator's id (the two-person rule compares ids, never names) and name. */
export type Actor = { id: string; username: string };

export type TwoPersonThresholdValues = Record<MoneyApprovalKind, bigint | null>;

/** What the two-person rule lets the action do now: move the money, or wait for a second operator. */
export type TwoPersonGate =
  { outcome: 'execute'; approval: ApprovalRow | null } | { outcome: 'pending'; approval: ApprovalRow };

/** How many rows an export reads at a time. */
const exportBatchSize = 1_000;

export function describeApproval(row: ApprovalRow): PendingApproval {
  return {
    id: row.id,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    note: row.note,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}

/**
 * The two-person rule for money (decision 0030) and the records it keeps: per-brand thresholds, approvals waiting
 * for a second operator, and balance adjustments.
 */
export function createMoneyReviewService({ db, clock }: { db: Database; clock: Clock }) {
  async function getThresholds(merchantId: string) {
    const row = await repository.findThresholds(db, merchantId);
    return {
      values: {
        withdrawal: row?.withdrawalMinor ?? null,
        deposit: row?.depositMinor ?? null,
        adjustment: row?.adjustmentMinor ?? null,
      } satisfies TwoPersonThresholdValues,
      updatedBy: row?.updatedBy ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  }

  async function setThresholds(merchantId: string, values: TwoPersonThresholdValues, by: string) {
    await repository.upsertThresholds(db, {
      merchantId,
      withdrawalMinor: values.withdrawal,
      depositMinor: values.deposit,
      adjustmentMinor: values.adjustment,
      updatedBy: by,
      updatedAt: clock.now(),
    });
    return getThresholds(merchantId);
  }

  /**
   * Applies the two-person rule to one action, inside the action's transaction and after `lockSubject`:
   * - an approval pending for it: the same operator is refused (TWO_PERSON_SAME_OPERATOR); another confirms it and
   *   the action goes ahead (whatever the threshold says now: what was asked of two people stays so);
   * - none, and the amount is above the brand's threshold: the operator's approval is recorded as pending;
   * - otherwise the action goes ahead at once.
   */
  async function passTwoPersonRule(input: {
    kind: MoneyApprovalKind;
    merchantId: string;
    subjectId: string;
    amountMinor: bigint;
    currency: string;
    memberId: string;
    memberUsername: string;
    operator: Actor;
    note?: string | null | undefined;
  }): Promise<TwoPersonGate> {
    const pending = await repository.findPendingApproval(db, input.kind, input.subjectId);
    if (pending) {
      if (pending.requestedById === input.operator.id) {
        throw new DomainError('TWO_PERSON_SAME_OPERATOR', { approvalId: pending.id });
      }
      const confirmed = await repository.decidePendingApproval(db, pending.id, {
        status: 'confirmed',
        decidedById: input.operator.id,
        decidedBy: input.operator.username,
        decidedAt: clock.now(),
        reason: input.note ?? null,
      });
      if (!confirmed) throw new DomainError('INVALID_STATE', { approvalId: pending.id });
      return { outcome: 'execute', approval: confirmed };
    }
    const threshold = (await getThresholds(input.merchantId)).values[input.kind];
    if (threshold === null || input.amountMinor <= threshold) return { outcome: 'execute', approval: null };
    const created = await repository.insertApproval(db, {
      merchantId: input.merchantId,
      kind: input.kind,
      subjectId: input.subjectId,
      amountMinor: input.amountMinor,
      currency: input.currency,
      memberId: input.memberId,
      memberUsername: input.memberUsername,
      requestedById: input.operator.id,
      requestedBy: input.operator.username,
      requestedAt: clock.now(),
      note: input.note ?? null,
    });
    if (!created) throw new DomainError('INVALID_STATE', { reason: 'APPROVAL_PENDING' });
    return { outcome: 'pending', approval: created };
  }

  /** Ends the subject's pending approval, if any, as rejected (by an operator, or by the provider's own answer). */
  async function rejectPending(kind: MoneyApprovalKind, subjectId: string, by: Actor | 'provider', reason: string) {
    const pending = await repository.findPendingApproval(db, kind, subjectId);
    if (!pending) return undefined;
    return repository.decidePendingApproval(db, pending.id, {
      status: 'rejected',
      decidedById: by === 'provider' ? null : by.id,
      decidedBy: by === 'provider' ? 'provider' : by.username,
      decidedAt: clock.now(),
      reason,
    });
  }

  async function getApproval(id: string) {
    const row = await repository.findApproval(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { approvalId: id });
    return row;
  }

  /** The newest approval of each subject, for the queues: subject id to approval. */
  async function mapLatestApprovals(subjectIds: string[]) {
    const rows = await repository.listLatestApprovals(db, subjectIds);
    return new Map(rows.map((row) => [row.subjectId, row]));
  }

  async function listApprovals(query: {
    status: MoneyApprovalStatus;
    kind?: MoneyApprovalKind | undefined;
    merchantIds: string[] | null;
    requestedBy?: { operatorId: string; mine: boolean } | undefined;
    pageNo: number;
    pageSize: number;
  }): Promise<Page<ApprovalRow>> {
    const { rows, total } = await repository.listApprovals(db, {
      ...query,
      limit: query.pageSize,
      offset: pageOffset(query),
    });
    return buildPage(rows, query, total);
  }

  async function recordAdjustment(row: Omit<Parameters<typeof repository.insertAdjustmentOnce>[1], 'createdAt'>) {
    return repository.insertAdjustmentOnce(db, { ...row, createdAt: clock.now() });
  }

  async function getAdjustment(id: string): Promise<AdjustmentRow> {
    const row = await repository.findAdjustment(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { adjustmentId: id });
    return row;
  }

  async function decideAdjustment(
    id: string,
    decision: { status: 'posted' | 'rejected'; transferId: string | null; decidedBy: string },
  ) {
    const row = await repository.decidePendingAdjustment(db, id, { ...decision, decidedAt: clock.now() });
    if (!row) throw new DomainError('INVALID_STATE', { adjustmentId: id });
    return row;
  }

  async function listAdjustments(merchantId: string, query: Omit<AdjustmentFilter, 'merchant'> & PageQuery) {
    const { rows, total } = await repository.listAdjustments(db, merchantId, query, query.pageSize, pageOffset(query));
    return buildPage(rows, query, total);
  }

  /** Every adjustment the filter matches, a batch at a time following a (time, id) cursor. */
  async function* exportAdjustments(
    merchantId: string,
    filter: Omit<AdjustmentFilter, 'merchant'>,
  ): AsyncGenerator<AdjustmentRow> {
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const batch = await repository.listAdjustmentsAfter(db, merchantId, filter, after, exportBatchSize);
      for (const { row } of batch) yield row;
      const last = batch.at(-1);
      if (!last || batch.length < exportBatchSize) return;
      after = { createdAt: last.cursorTime, id: last.row.id };
    }
  }

  return {
    getThresholds,
    setThresholds,
    lockSubject: (kind: MoneyApprovalKind, subjectId: string) => repository.lockSubject(db, kind, subjectId),
    passTwoPersonRule,
    rejectPending,
    getApproval,
    findPendingApproval: (kind: MoneyApprovalKind, subjectId: string) =>
      repository.findPendingApproval(db, kind, subjectId),
    mapLatestApprovals,
    listApprovals,
    recordAdjustment,
    getAdjustment,
    decideAdjustment,
    listAdjustments,
    exportAdjustments,
  };
}

type PageQuery = { pageNo: number; pageSize: number };

export type MoneyReviewService = ReturnType<typeof createMoneyReviewService>;

/** The demo brand's thresholds: withdrawals above 10,000.00, deposits and adjustments above 20,000.00 need two. */
export const demoTwoPersonThresholds: TwoPersonThresholdValues = {
  withdrawal: 1_000_000n,
  deposit: 2_000_000n,
  adjustment: 2_000_000n,
};

/** Gives a brand its first thresholds; one it already has are kept. */
export async function seedTwoPersonThresholds(db: Database, merchantId: string | undefined) {
  if (!merchantId) return;
  await repository.insertThresholdsIfAbsent(db, {
    merchantId,
    withdrawalMinor: demoTwoPersonThresholds.withdrawal,
    depositMinor: demoTwoPersonThresholds.deposit,
    adjustmentMinor: demoTwoPersonThresholds.adjustment,
    updatedBy: 'seed',
  });
}

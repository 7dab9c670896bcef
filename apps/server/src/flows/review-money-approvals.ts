import type {
  MoneyApproval,
  MoneyApprovalKind,
  MoneyApprovalQuery,
  Page,
  TwoPersonThresholds,
} from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import { runInTransaction } from '../db/transaction.js';
import { DomainError } from '../lib/domain-error.js';
import type { Merchant } from '../modules/merchant/index.js';
import { createMerchantService } from '../modules/merchant/index.js';
import type { ApprovalRow, TwoPersonThresholdValues } from '../modules/money-review/index.js';
import { createMoneyReviewService, describeApproval } from '../modules/money-review/index.js';
import type { Operator, OperatorPermission } from '../modules/operator/index.js';
import { createOperatorService, hasPermission } from '../modules/operator/index.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';

/**
 * What confirming or rejecting each kind of approval runs: the action's own flow (the withdrawal's approval, the
 * deposit's confirmation, the adjustment's posting), given by the composition (flows never import flows).
 */
export type ApprovalActions = Record<
  MoneyApprovalKind,
  {
    confirm: (input: {
      subjectId: string;
      merchant: Merchant;
      operator: Operator;
      note?: string | undefined;
    }) => Promise<unknown>;
    reject: (input: { subjectId: string; merchant: Merchant; operator: Operator; reason: string }) => Promise<unknown>;
  }
>;

export type MoneyReviewDependencies = { db: Database; clock: Clock };

/** The permission that decides each kind of action (the same the action's own route asks for). */
export const approvalPermissions: Record<MoneyApprovalKind, OperatorPermission> = {
  withdrawal: 'payments.review',
  deposit: 'payments.review',
  adjustment: 'wallet.adjust',
};

function describe(row: ApprovalRow, merchantCode: string, operator: Operator): MoneyApproval {
  return {
    ...describeApproval(row),
    kind: row.kind,
    merchantCode,
    subjectId: row.subjectId,
    amount: formatMinor(row.amountMinor),
    currency: row.currency,
    username: row.memberUsername,
    requestedByMe: row.requestedById === operator.id,
  };
}

async function merchantIdsOf(dependencies: MoneyReviewDependencies, codes: string[]) {
  const merchants = createMerchantService(dependencies);
  const ids = await Promise.all(
    codes.map((code) =>
      merchants.resolveMerchant({ code }).then(
        (merchant) => merchant.id,
        () => null,
      ),
    ),
  );
  return ids.filter((id) => id !== null);
}

/**
 * Approvals of the operator's brands (`brands` null: every brand), newest first; `requestedBy: others` is the
 * "awaiting my confirmation" view.
 */
export async function listMoneyApprovals(
  dependencies: MoneyReviewDependencies,
  input: { query: MoneyApprovalQuery; brands: string[] | null; operator: Operator },
): Promise<Page<MoneyApproval>> {
  const { query, operator } = input;
  const scope = query.merchant ? [query.merchant] : input.brands;
  const merchantIds = scope === null ? null : await merchantIdsOf(dependencies, scope);
  const page = await createMoneyReviewService(dependencies).listApprovals({
    status: query.status,
    kind: query.kind,
    merchantIds,
    requestedBy: query.requestedBy ? { operatorId: operator.id, mine: query.requestedBy === 'me' } : undefined,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  const merchants = await createMerchantService(dependencies).mapMerchantsByIds(
    page.content.map((row) => row.merchantId),
  );
  return {
    ...page,
    content: page.content.map((row) => describe(row, merchants.get(row.merchantId)?.code ?? '', operator)),
  };
}

/** The brand code of an approval (NOT_FOUND for an unknown one), for the console's brand check. */
export async function approvalBrandOf(dependencies: MoneyReviewDependencies, id: string) {
  const row = await createMoneyReviewService(dependencies).getApproval(id);
  const merchant = (await createMerchantService(dependencies).mapMerchantsByIds([row.merchantId])).get(row.merchantId);
  return merchant?.code ?? '';
}

async function loadPending(dependencies: MoneyReviewDependencies, id: string, operator: Operator) {
  const row = await createMoneyReviewService(dependencies).getApproval(id);
  if (!hasPermission(operator.roles, approvalPermissions[row.kind])) throw new DomainError('FORBIDDEN');
  if (row.status !== 'pending') throw new DomainError('INVALID_STATE', { status: row.status });
  const merchant = (await createMerchantService(dependencies).mapMerchantsByIds([row.merchantId])).get(row.merchantId);
  if (!merchant) throw new DomainError('NOT_FOUND');
  return { row, merchant };
}

async function describeAfter(
  dependencies: MoneyReviewDependencies,
  id: string,
  merchant: Merchant,
  operator: Operator,
) {
  return describe(await createMoneyReviewService(dependencies).getApproval(id), merchant.code, operator);
}

/**
 * A second operator confirms a pending approval: the action it holds runs through its own flow (the withdrawal's
 * approval, the deposit's confirmation, the adjustment's posting), where the two-person rule refuses the operator
 * who asked and the action's lock lets only one of simultaneous confirmations move money.
 */
export async function confirmMoneyApproval(
  dependencies: MoneyReviewDependencies & { actions: ApprovalActions },
  input: { approvalId: string; operator: Operator; note?: string | undefined },
): Promise<MoneyApproval> {
  const { row, merchant } = await loadPending(dependencies, input.approvalId, input.operator);
  await dependencies.actions[row.kind].confirm({
    subjectId: row.subjectId,
    merchant,
    operator: input.operator,
    note: input.note,
  });
  return describeAfter(dependencies, row.id, merchant, input.operator);
}

/** Either operator ends a pending approval with a reason: the action it holds is rejected and nothing moves. */
export async function rejectMoneyApproval(
  dependencies: MoneyReviewDependencies & { actions: ApprovalActions },
  input: { approvalId: string; operator: Operator; reason: string },
): Promise<MoneyApproval> {
  const { row, merchant } = await loadPending(dependencies, input.approvalId, input.operator);
  await dependencies.actions[row.kind].reject({
    subjectId: row.subjectId,
    merchant,
    operator: input.operator,
    reason: input.reason,
  });
  return describeAfter(dependencies, row.id, merchant, input.operator);
}

function describeThresholds(
  merchant: Merchant,
  thresholds: Awaited<ReturnType<ReturnType<typeof createMoneyReviewService>['getThresholds']>>,
): TwoPersonThresholds {
  const text = (value: bigint | null) => (value === null ? null : formatMinor(value));
  return {
    merchant: merchant.code,
    currency: merchant.currency,
    withdrawal: text(thresholds.values.withdrawal),
    deposit: text(thresholds.values.deposit),
    adjustment: text(thresholds.values.adjustment),
    updatedBy: thresholds.updatedBy,
    updatedAt: thresholds.updatedAt?.toISOString() ?? null,
  };
}

/** A brand's two-person thresholds. */
export async function getTwoPersonThresholds(
  dependencies: MoneyReviewDependencies,
  merchant: Merchant,
): Promise<TwoPersonThresholds> {
  return describeThresholds(merchant, await createMoneyReviewService(dependencies).getThresholds(merchant.id));
}

/** Sets a brand's two-person thresholds, audited in the same transaction. */
export async function setTwoPersonThresholds(
  dependencies: MoneyReviewDependencies,
  input: { merchant: Merchant; values: TwoPersonThresholdValues; operator: Operator },
): Promise<TwoPersonThresholds> {
  const saved = await runInTransaction(dependencies.db, async (transaction) => {
    const reviews = createMoneyReviewService({ db: transaction, clock: dependencies.clock });
    const thresholds = await reviews.setThresholds(input.merchant.id, input.values, input.operator.username);
    const text = (value: bigint | null) => (value === null ? null : formatMinor(value));
    await createOperatorService({ db: transaction, clock: dependencies.clock }).audit(
      input.operator,
      'payments.thresholds',
      input.merchant.code,
      {
        withdrawal: text(input.values.withdrawal),
        deposit: text(input.values.deposit),
        adjustment: text(input.values.adjustment),
      },
    );
    return thresholds;
  });
  return describeThresholds(input.merchant, saved);
}

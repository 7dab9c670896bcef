import {
  adjustmentFilterSchema,
  adjustmentPageSchema,
  adjustmentQuerySchema,
  approvalNoteBodySchema,
  approvalRejectBodySchema,
  thresholdParamsSchema,
  moneyApprovalIdParamsSchema,
  moneyApprovalPageSchema,
  moneyApprovalQuerySchema,
  moneyApprovalSchema,
  twoPersonThresholdsBodySchema,
  twoPersonThresholdsSchema,
} from '@croupier/contracts';
import type { Adjustment } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmAdjustment, exportAdjustments, listAdjustments, rejectAdjustment } from '../flows/adjust-balance.js';
import type { DepositDependencies } from '../flows/deposit-funds.js';
import { confirmDeposit, rejectDeposit } from '../flows/deposit-funds.js';
import type { ApprovalActions } from '../flows/review-money-approvals.js';
import {
  approvalBrandOf,
  confirmMoneyApproval,
  getTwoPersonThresholds,
  listMoneyApprovals,
  rejectMoneyApproval,
  setTwoPersonThresholds,
} from '../flows/review-money-approvals.js';
import { approveWithdrawal, rejectWithdrawal } from '../flows/review-withdrawal.js';
import type { WithdrawalDependencies } from '../flows/shared/withdrawal-context.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import type { BrandScope } from './operator-auth.js';
import { brandIn, brandsOf, requireBrand, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const adjustmentColumns: readonly CsvColumn<Adjustment>[] = [
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'brand', value: (row) => row.merchantCode },
  { header: 'username', value: (row) => row.username },
  { header: 'direction', value: (row) => row.direction },
  { header: 'amount', value: (row) => row.amount },
  { header: 'currency', value: (row) => row.currency },
  { header: 'reason', value: (row) => row.reason },
  { header: 'status', value: (row) => row.status },
  { header: 'requested_by', value: (row) => row.requestedBy },
  { header: 'decided_by', value: (row) => row.decidedBy ?? '' },
  { header: 'decided_at', value: (row) => row.decidedAt ?? '' },
];

/**
 * Money reviews under the two-person rule (decision 0030): the approvals waiting for a second operator, the brands'
 * thresholds, and the balance adjustments' list.
 */
export function moneyReviewRoutes(
  base: WithdrawalDependencies & DepositDependencies & { merchants: MerchantService; guards: RouteGuards },
): FastifyPluginAsyncZod {
  // Each kind of approval ends through its action's own flow.
  const actions: ApprovalActions = {
    withdrawal: {
      confirm: ({ subjectId, operator, note }) => approveWithdrawal(base, { operator, withdrawalId: subjectId, note }),
      reject: ({ subjectId, operator, reason }) =>
        rejectWithdrawal(base, { operator, withdrawalId: subjectId, reason }),
    },
    deposit: {
      confirm: ({ subjectId, merchant, operator, note }) =>
        confirmDeposit(base, { merchant, depositId: subjectId, decidedBy: operator, note }),
      reject: ({ subjectId, merchant, operator, reason }) =>
        rejectDeposit(base, { merchant, depositId: subjectId, decidedBy: operator, reason }),
    },
    adjustment: {
      confirm: ({ subjectId, merchant, operator }) =>
        confirmAdjustment(base, { merchant, adjustmentId: subjectId, operator }),
      reject: ({ subjectId, merchant, operator, reason }) =>
        rejectAdjustment(base, { merchant, adjustmentId: subjectId, operator, reason }),
    },
  };
  const dependencies = { ...base, actions };
  const merchantByCode = (code: string) => dependencies.merchants.resolveMerchant({ code });
  const approvalBrand: BrandScope = {
    brandOf: (request) => approvalBrandOf(dependencies, (request.params as { id: string }).id),
  };
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/approvals',
        {
          schema: {
            summary: 'Money actions approved by one operator and waiting for (or decided by) a second',
            querystring: moneyApprovalQuerySchema,
            response: answers(moneyApprovalPageSchema),
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) => {
          if (request.query.merchant) requireBrand(request, request.query.merchant);
          return ok(
            await listMoneyApprovals(dependencies, {
              query: request.query,
              brands: brandsOf(request),
              operator: requireOperator(request, 'payments.review'),
            }),
          );
        },
      );
      operator.post(
        '/bo/approvals/:id/confirm',
        {
          schema: {
            summary: "Confirm another operator's approval: the money moves (once)",
            params: moneyApprovalIdParamsSchema,
            body: approvalNoteBodySchema,
            response: answers(moneyApprovalSchema),
          },
          config: { permission: 'payments.review', brand: approvalBrand },
        },
        async (request) =>
          ok(
            await confirmMoneyApproval(dependencies, {
              approvalId: request.params.id,
              operator: requireOperator(request, 'payments.review'),
              note: request.body?.note ?? undefined,
            }),
          ),
      );
      operator.post(
        '/bo/approvals/:id/reject',
        {
          schema: {
            summary: 'Reject a pending approval with a reason: the action is rejected, nothing moves',
            params: moneyApprovalIdParamsSchema,
            body: approvalRejectBodySchema,
            response: answers(moneyApprovalSchema),
          },
          config: { permission: 'payments.review', brand: approvalBrand },
        },
        async (request) =>
          ok(
            await rejectMoneyApproval(dependencies, {
              approvalId: request.params.id,
              operator: requireOperator(request, 'payments.review'),
              reason: request.body.reason,
            }),
          ),
      );

      operator.get(
        '/bo/merchants/:code/two-person-thresholds',
        {
          schema: {
            summary: "A brand's two-person thresholds (amounts above them need a second operator)",
            params: thresholdParamsSchema,
            response: answers(twoPersonThresholdsSchema),
          },
          config: { permission: 'payments.review', brand: brandIn('params', 'code') },
        },
        async (request) => ok(await getTwoPersonThresholds(dependencies, await merchantByCode(request.params.code))),
      );
      operator.put(
        '/bo/merchants/:code/two-person-thresholds',
        {
          schema: {
            summary: "Set a brand's two-person thresholds (null: that action never needs a second operator)",
            params: thresholdParamsSchema,
            body: twoPersonThresholdsBodySchema,
            response: answers(twoPersonThresholdsSchema),
          },
          config: { permission: 'payments.configure', brand: brandIn('params', 'code') },
        },
        async (request) =>
          ok(
            await setTwoPersonThresholds(dependencies, {
              merchant: await merchantByCode(request.params.code),
              values: request.body,
              operator: requireOperator(request, 'payments.configure'),
            }),
          ),
      );

      operator.get(
        '/bo/wallets/adjustments',
        {
          schema: {
            summary: "A brand's balance adjustments, posted and pending",
            querystring: adjustmentQuerySchema,
            response: answers(adjustmentPageSchema),
          },
          config: { permission: 'wallet.adjust', brand: brandIn('query', 'merchant') },
        },
        async (request) =>
          ok(
            await listAdjustments(dependencies, {
              merchant: await merchantByCode(request.query.merchant),
              query: request.query,
            }),
          ),
      );
      operator.get(
        '/bo/wallets/adjustments.csv',
        {
          schema: {
            summary: 'Every balance adjustment the filter matches, as CSV (streamed)',
            querystring: adjustmentFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'wallet.adjust', brand: brandIn('query', 'merchant') },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('adjustments', dependencies.clock.now()),
            adjustmentColumns,
            exportAdjustments(dependencies, {
              merchant: await merchantByCode(request.query.merchant),
              filter: request.query,
            }),
          ),
      );
    });
  };
}

import {
  bulkDecisionBodySchema,
  bulkDecisionResultSchema,
  depositReviewFilterSchema,
  moneyContextParamsSchema,
  moneyContextSchema,
  withdrawalReviewFilterSchema,
} from '@croupier/contracts';
import type { DepositReview } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositDependencies } from '../flows/deposit-funds.js';
import { describeMoneyContext } from '../flows/describe-money-context.js';
import { decideDepositsInBulk, exportDepositQueue, readDepositSlip } from '../flows/deposit-funds.js';
import { decideWithdrawalsInBulk, exportWithdrawalsForReview } from '../flows/review-withdrawal.js';
import type { WithdrawalDependencies } from '../flows/shared/withdrawal-context.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { WithdrawalRow } from '../modules/withdrawal/index.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import { brandIn, brandsOf, requireBrand, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * The brands a money queue lists (decision 0036): the one asked for, checked against the operator's brands
 * (403 otherwise), or every brand the operator may see.
 */
export function queueBrandsOf(request: FastifyRequest, asked: string | undefined): string[] | null {
  if (asked === undefined) return brandsOf(request);
  requireBrand(request, asked);
  return [asked];
}

const withdrawalColumns: CsvColumn<{ row: WithdrawalRow; merchantCode: string }>[] = [
  { header: 'order_number', value: ({ row }) => row.id },
  { header: 'created_at', value: ({ row }) => row.createdAt.toISOString() },
  { header: 'brand', value: ({ merchantCode }) => merchantCode },
  { header: 'username', value: ({ row }) => row.memberUsername },
  { header: 'amount', value: ({ row }) => formatMinor(row.amountMinor) },
  { header: 'currency', value: ({ row }) => row.currency },
  { header: 'status', value: ({ row }) => row.status },
  { header: 'bank', value: ({ row }) => row.bankCode },
  { header: 'account_number', value: ({ row }) => row.accountNumber },
  { header: 'account_name', value: ({ row }) => row.accountName },
  { header: 'reviewed_by', value: ({ row }) => row.reviewedBy ?? '' },
  { header: 'reviewed_at', value: ({ row }) => row.reviewedAt?.toISOString() ?? '' },
  { header: 'reject_reason', value: ({ row }) => row.rejectReason ?? '' },
  { header: 'confirmation', value: ({ row }) => row.confirmationStatus ?? '' },
];

const depositColumns: CsvColumn<DepositReview>[] = [
  { header: 'order_number', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'brand', value: (row) => row.merchantCode },
  { header: 'username', value: (row) => row.member },
  { header: 'channel', value: (row) => row.channelCode },
  { header: 'amount', value: (row) => row.amount },
  { header: 'currency', value: (row) => row.currency },
  { header: 'status', value: (row) => row.status },
  { header: 'has_slip', value: (row) => (row.hasSlip ? 'yes' : 'no') },
  { header: 'decided_by', value: (row) => row.decidedBy ?? '' },
  { header: 'reason', value: (row) => row.reason ?? '' },
];

const slipParamsSchema = z.object({ merchant: z.string().min(1).max(64), id: z.uuid({ message: 'ID_FORMAT' }) });

/**
 * The money queues' shared calls (decision 0036): CSV of the filtered rows, bulk decisions with one outcome per
 * row, the player's money context beside a row, and a deposit's slip image.
 */
export function moneyQueueRoutes(
  dependencies: WithdrawalDependencies & DepositDependencies & { merchants: MerchantService; guards: RouteGuards },
): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/withdrawals.csv',
        {
          schema: {
            summary: 'Every withdrawal the queue filter matches, as CSV (streamed)',
            querystring: withdrawalReviewFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName(`withdrawals-${request.query.merchant ?? 'all'}`, dependencies.clock.now()),
            withdrawalColumns,
            exportWithdrawalsForReview(dependencies, request.query, queueBrandsOf(request, request.query.merchant)),
          ),
      );
      operator.get(
        '/bo/deposits.csv',
        {
          schema: {
            summary: 'Every deposit the queue filter matches, as CSV (streamed)',
            querystring: depositReviewFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName(`deposits-${request.query.merchant ?? 'all'}`, dependencies.clock.now()),
            depositColumns,
            exportDepositQueue(dependencies, request.query, queueBrandsOf(request, request.query.merchant)),
          ),
      );
      operator.post(
        '/bo/withdrawals/bulk',
        {
          schema: {
            summary: 'Approve or reject several withdrawals; each row is decided, audited and answered on its own',
            body: bulkDecisionBodySchema,
            response: answers(bulkDecisionResultSchema),
          },
          // Each row's brand is checked as it is decided: a row of another brand fails alone.
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) =>
          ok(
            await decideWithdrawalsInBulk(dependencies, {
              operator: requireOperator(request, 'payments.review'),
              decision: request.body,
            }),
          ),
      );
      operator.post(
        '/bo/deposits/bulk',
        {
          schema: {
            summary: 'Confirm or reject several deposits; each row is decided, audited and answered on its own',
            body: bulkDecisionBodySchema,
            response: answers(bulkDecisionResultSchema),
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) =>
          ok(
            await decideDepositsInBulk(dependencies, {
              operator: requireOperator(request, 'payments.review'),
              decision: request.body,
            }),
          ),
      );
      operator.get(
        '/bo/money-context/:merchant/:username',
        {
          schema: {
            summary: "A player's money context beside a queue row: wallets, turnover, wins, shared bank accounts",
            params: moneyContextParamsSchema,
            response: answers(moneyContextSchema),
          },
          config: { permission: 'payments.review', brand: brandIn('params', 'merchant') },
        },
        async (request) => ok(await describeMoneyContext(dependencies, request.params)),
      );
      operator.get(
        '/bo/deposits/:merchant/:id/slip',
        {
          schema: {
            summary: "A deposit's slip image",
            params: slipParamsSchema,
            produces: ['image/png', 'image/jpeg'],
          },
          config: { permission: 'payments.review', brand: brandIn('params', 'merchant') },
        },
        async (request, reply) => {
          const slip = await readDepositSlip(dependencies, {
            merchant: await dependencies.merchants.resolveMerchant({ code: request.params.merchant }),
            depositId: request.params.id,
          });
          return reply
            .type(slip.contentType)
            .header('Cache-Control', 'private, no-store')
            .header('Content-Disposition', 'inline')
            .send(slip.bytes);
        },
      );
    });
  };
}

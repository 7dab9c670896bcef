import {
  approvalNoteBodySchema,
  bankAccountBodySchema,
  bankAccountSchema,
  paymentPasswordBodySchema,
  proofImageRules,
  rejectWithdrawalBodySchema,
  withdrawalConfirmationBodySchema,
  withdrawalIdParamsSchema,
  withdrawalListQuerySchema,
  withdrawalPageSchema,
  withdrawalProofParamsSchema,
  withdrawalRequestBodySchema,
  withdrawalReviewPageSchema,
  withdrawalReviewQuerySchema,
  withdrawalReviewSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindBankAccount } from '../flows/bind-bank-account.js';
import { confirmWithdrawal } from '../flows/confirm-withdrawal.js';
import { requestWithdrawal } from '../flows/request-withdrawal.js';
import {
  approveWithdrawal,
  listWithdrawalsForReview,
  readWithdrawalProof,
  rejectWithdrawal,
  withdrawalBrandOf,
} from '../flows/review-withdrawal.js';
import { setPaymentPassword } from '../flows/set-payment-password.js';
import type { WithdrawalDependencies } from '../flows/shared/withdrawal-context.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import { brandOf } from './brand-context.js';
import { createDebtService } from '../modules/debt/index.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import type { BrandScope } from './operator-auth.js';
import { requireOperator } from './operator-auth.js';
import { queueBrandsOf } from './money-queue.routes.js';
import { idempotencyHeadersSchema } from './request-key.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done } from './route-schemas.js';

/** Base64 grows bytes by a third; three images of the largest size plus the JSON around them. */
const confirmationBodyLimit = Math.ceil((proofImageRules.maxBytes * proofImageRules.maxImages * 4) / 3) + 64 * 1024;

/** Withdrawals: the player's bank accounts, payment password, requests and confirmations; the console's review. */
export function withdrawalRoutes(
  dependencies: WithdrawalDependencies & { guards: RouteGuards },
): FastifyPluginAsyncZod {
  const withdrawals = () => createWithdrawalService(dependencies);
  const withdrawalBrand: BrandScope = {
    brandOf: (request) => withdrawalBrandOf(dependencies, (request.params as { id: string }).id),
  };
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/withdrawals/settings',
        {
          schema: { summary: "The member's withdrawal limits and state", response: answers(withdrawalSettingsSchema) },
          config: { member: 'real' },
        },
        async (request) => {
          const member = requireRealMember(request).member;
          const [settings, debt] = await Promise.all([
            withdrawals().describeSettings(brandOf(request).merchant, member),
            createDebtService(dependencies).summarize(member.id),
          ]);
          return ok({ ...settings, debtOutstanding: debt.outstanding });
        },
      );

      player.get(
        '/wps/member/bank-accounts',
        {
          schema: { summary: "The member's bank accounts", response: answers(z.array(bankAccountSchema)) },
          config: { member: 'real' },
        },
        async (request) => ok(await withdrawals().listBankAccounts(requireRealMember(request).member.id)),
      );
      player.post(
        '/wps/member/bank-accounts',
        {
          schema: { summary: 'Bind a bank account', body: bankAccountBodySchema, response: answers(bankAccountSchema) },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await bindBankAccount(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              body: request.body,
            }),
          ),
      );
      player.delete(
        '/wps/member/bank-accounts/:id',
        {
          schema: { summary: 'Remove a bank account', params: withdrawalIdParamsSchema, response: done },
          config: { member: 'real' },
        },
        async (request) => {
          await withdrawals().removeBankAccount(requireRealMember(request).member.id, request.params.id);
          return ok(true as const);
        },
      );

      player.put(
        '/wps/member/payment-password',
        {
          schema: { summary: 'Set or change the payment password', body: paymentPasswordBodySchema, response: done },
          config: { member: 'real' },
        },
        async (request) => {
          await setPaymentPassword(dependencies, { member: requireRealMember(request).member, body: request.body });
          return ok(true as const);
        },
      );

      player.get(
        '/wps/withdrawals',
        {
          schema: {
            summary: "The member's withdrawals, newest first",
            querystring: withdrawalListQuerySchema,
            response: answers(withdrawalPageSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(await withdrawals().listOwnWithdrawals(requireRealMember(request).member.id, request.query)),
      );
      player.post(
        '/wps/withdrawals',
        {
          schema: {
            summary: 'Request a withdrawal; send an Idempotency-Key to retry safely',
            headers: idempotencyHeadersSchema,
            body: withdrawalRequestBodySchema,
            response: answers(withdrawalSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await requestWithdrawal(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              amountMinor: request.body.amount,
              bankAccountId: request.body.bankAccountId,
              paymentPassword: request.body.paymentPassword,
              twoFactorCode: request.body.twoFactorCode,
              idempotencyKey: request.headers['idempotency-key'],
              forfeitBonus: request.body.forfeitBonus,
            }),
          ),
      );
      player.get(
        '/wps/withdrawals/:id',
        {
          schema: {
            summary: 'One of the member’s withdrawals',
            params: withdrawalIdParamsSchema,
            response: answers(withdrawalSchema),
          },
          config: { member: 'real' },
        },
        async (request) => {
          const service = withdrawals();
          return ok(
            await service.describe(
              await service.getOwnWithdrawal(requireRealMember(request).member.id, request.params.id),
            ),
          );
        },
      );
      player.put(
        '/wps/withdrawals/:id/confirmation',
        {
          bodyLimit: confirmationBodyLimit,
          schema: {
            summary: 'Confirm whether the money arrived (with proof images)',
            params: withdrawalIdParamsSchema,
            body: withdrawalConfirmationBodySchema,
            response: answers(withdrawalSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await confirmWithdrawal(dependencies, {
              member: requireRealMember(request).member,
              withdrawalId: request.params.id,
              body: request.body,
            }),
          ),
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/withdrawals',
        {
          schema: {
            summary: 'The withdrawal queue: status, brand, search, time and amount range, sort; paged',
            querystring: withdrawalReviewQuerySchema,
            response: answers(withdrawalReviewPageSchema),
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) =>
          ok(
            await listWithdrawalsForReview(dependencies, request.query, queueBrandsOf(request, request.query.merchant)),
          ),
      );
      operator.post(
        '/bo/withdrawals/:id/approve',
        {
          schema: {
            summary: "Approve a withdrawal (above the brand's threshold, a second operator's approval confirms it)",
            params: withdrawalIdParamsSchema,
            body: approvalNoteBodySchema,
            response: answers(withdrawalReviewSchema),
          },
          config: { permission: 'payments.review', brand: withdrawalBrand },
        },
        async (request) =>
          ok(
            await approveWithdrawal(dependencies, {
              operator: requireOperator(request, 'payments.review'),
              withdrawalId: request.params.id,
              note: request.body?.note ?? undefined,
            }),
          ),
      );
      operator.post(
        '/bo/withdrawals/:id/reject',
        {
          schema: {
            summary: 'Reject a withdrawal (the money goes back)',
            params: withdrawalIdParamsSchema,
            body: rejectWithdrawalBodySchema,
            response: answers(withdrawalReviewSchema),
          },
          config: { permission: 'payments.review', brand: withdrawalBrand },
        },
        async (request) =>
          ok(
            await rejectWithdrawal(dependencies, {
              operator: requireOperator(request, 'payments.review'),
              withdrawalId: request.params.id,
              reason: request.body.reason,
            }),
          ),
      );
      operator.get(
        '/bo/withdrawals/:id/proofs/:proofId',
        {
          schema: {
            summary: "A member's proof image",
            params: withdrawalProofParamsSchema,
            produces: ['image/png', 'image/jpeg', 'image/webp'],
          },
          config: { permission: 'payments.review', brand: withdrawalBrand },
        },
        async (request, reply) => {
          const proof = await readWithdrawalProof(dependencies, {
            withdrawalId: request.params.id,
            proofId: request.params.proofId,
          });
          return reply
            .type(proof.contentType)
            .header('Cache-Control', 'private, no-store')
            .header('Content-Disposition', 'inline')
            .send(proof.bytes);
        },
      );
    });
  };
}

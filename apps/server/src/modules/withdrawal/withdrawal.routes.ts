import {
  bankAccountBodySchema,
  idempotencyKeySchema,
  paymentPasswordBodySchema,
  proofImageRules,
  rejectWithdrawalBodySchema,
  withdrawalConfirmationBodySchema,
  withdrawalIdParamsSchema,
  withdrawalListQuerySchema,
  withdrawalProofParamsSchema,
  withdrawalRequestBodySchema,
  withdrawalReviewQuerySchema,
} from '@croupier/contracts';
import type {
  BankAccount,
  Withdrawal,
  WithdrawalPage,
  WithdrawalReview,
  WithdrawalReviewPage,
  WithdrawalSettings,
} from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireRealMember } from '../../http/member-auth.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';

type Input<Schema extends z.ZodType> = z.output<Schema>;

/** The withdrawal flows, bound by app.ts; each takes the request (brand, member, operator) and the parsed input. */
export type WithdrawalRouteDependencies = {
  settings: (request: FastifyRequest) => Promise<WithdrawalSettings>;
  listBankAccounts: (request: FastifyRequest) => Promise<BankAccount[]>;
  bindBankAccount: (request: FastifyRequest, body: Input<typeof bankAccountBodySchema>) => Promise<BankAccount>;
  removeBankAccount: (request: FastifyRequest, id: string) => Promise<void>;
  setPaymentPassword: (request: FastifyRequest, body: Input<typeof paymentPasswordBodySchema>) => Promise<void>;
  listWithdrawals: (request: FastifyRequest, query: Input<typeof withdrawalListQuerySchema>) => Promise<WithdrawalPage>;
  getWithdrawal: (request: FastifyRequest, id: string) => Promise<Withdrawal>;
  requestWithdrawal: (
    request: FastifyRequest,
    body: Input<typeof withdrawalRequestBodySchema>,
    idempotencyKey: string | undefined,
  ) => Promise<Withdrawal>;
  confirmWithdrawal: (
    request: FastifyRequest,
    id: string,
    body: Input<typeof withdrawalConfirmationBodySchema>,
  ) => Promise<Withdrawal>;
  listForReview: (
    request: FastifyRequest,
    query: Input<typeof withdrawalReviewQuerySchema>,
  ) => Promise<WithdrawalReviewPage>;
  approveWithdrawal: (request: FastifyRequest, id: string) => Promise<WithdrawalReview>;
  rejectWithdrawal: (
    request: FastifyRequest,
    id: string,
    body: Input<typeof rejectWithdrawalBodySchema>,
  ) => Promise<WithdrawalReview>;
  readProof: (request: FastifyRequest, id: string, proofId: string) => Promise<{ contentType: string; bytes: Buffer }>;
};

/** Base64 grows bytes by a third; three images of the largest size plus the JSON around them. */
const confirmationBodyLimit = Math.ceil((proofImageRules.maxBytes * proofImageRules.maxImages * 4) / 3) + 64 * 1024;

/** Withdrawals: the player's bank accounts, payment password, requests and confirmations; the console's review. */
export function withdrawalRoutes(dependencies: WithdrawalRouteDependencies) {
  return async function register(app: FastifyInstance) {
    app.get('/wps/withdrawals/settings', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.settings(request));
    });

    app.get('/wps/member/bank-accounts', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.listBankAccounts(request));
    });
    app.post('/wps/member/bank-accounts', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.bindBankAccount(request, parseInput(bankAccountBodySchema, request.body)));
    });
    app.delete('/wps/member/bank-accounts/:id', async (request) => {
      requireRealMember(request);
      await dependencies.removeBankAccount(request, parseInput(withdrawalIdParamsSchema, request.params).id);
      return ok(true);
    });

    app.put('/wps/member/payment-password', async (request) => {
      requireRealMember(request);
      await dependencies.setPaymentPassword(request, parseInput(paymentPasswordBodySchema, request.body));
      return ok(true);
    });

    app.get('/wps/withdrawals', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.listWithdrawals(request, parseInput(withdrawalListQuerySchema, request.query)));
    });
    app.post('/wps/withdrawals', async (request) => {
      requireRealMember(request);
      const header = request.headers['idempotency-key'];
      const idempotencyKey =
        header === undefined
          ? undefined
          : parseInput(idempotencyKeySchema.optional(), Array.isArray(header) ? header[0] : header);
      return ok(
        await dependencies.requestWithdrawal(
          request,
          parseInput(withdrawalRequestBodySchema, request.body),
          idempotencyKey,
        ),
      );
    });
    app.get('/wps/withdrawals/:id', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.getWithdrawal(request, parseInput(withdrawalIdParamsSchema, request.params).id));
    });
    app.put('/wps/withdrawals/:id/confirmation', { bodyLimit: confirmationBodyLimit }, async (request) => {
      requireRealMember(request);
      const { id } = parseInput(withdrawalIdParamsSchema, request.params);
      return ok(
        await dependencies.confirmWithdrawal(request, id, parseInput(withdrawalConfirmationBodySchema, request.body)),
      );
    });

    app.get('/bo/withdrawals', async (request) => {
      requireOperator(request, 'payments.review');
      return ok(await dependencies.listForReview(request, parseInput(withdrawalReviewQuerySchema, request.query)));
    });
    app.post('/bo/withdrawals/:id/approve', async (request) => {
      requireOperator(request, 'payments.review');
      return ok(await dependencies.approveWithdrawal(request, parseInput(withdrawalIdParamsSchema, request.params).id));
    });
    app.post('/bo/withdrawals/:id/reject', async (request) => {
      requireOperator(request, 'payments.review');
      const { id } = parseInput(withdrawalIdParamsSchema, request.params);
      return ok(await dependencies.rejectWithdrawal(request, id, parseInput(rejectWithdrawalBodySchema, request.body)));
    });
    app.get('/bo/withdrawals/:id/proofs/:proofId', async (request, reply) => {
      requireOperator(request, 'payments.review');
      const { id, proofId } = parseInput(withdrawalProofParamsSchema, request.params);
      const proof = await dependencies.readProof(request, id, proofId);
      return reply
        .type(proof.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline')
        .send(proof.bytes);
    });
  };
}

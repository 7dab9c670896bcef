import {
  approvalNoteBodySchema,
  depositReviewPageSchema,
  depositReviewQuerySchema,
  reviewedDepositSchema,
  createDepositBodySchema,
  depositChannelSchema,
  depositListQuerySchema,
  depositSchema,
  formatMinor,
  pageSchema,
  promptPayQuoteBodySchema,
  promptPayQuoteSchema,
  reviewReasonBodySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositDependencies } from '../flows/deposit-funds.js';
import {
  confirmDeposit,
  describeDepositRow,
  isChannelOffered,
  listDepositQueue,
  listDeposits,
  quotePromptPay,
  receiveProviderCallback,
  rejectDeposit,
  startDeposit,
} from '../flows/deposit-funds.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { createDepositService } from '../modules/deposit/index.js';
import { describeApproval } from '../modules/money-review/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import { queueBrandsOf } from './money-queue.routes.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const reviewParamsSchema = z.object({ merchant: z.string().min(1).max(64), id: z.string().min(1).max(64) });
const webhookParamsSchema = z.object({ merchant: z.string().min(1).max(64), channel: z.string().min(1).max(32) });

/** Slips travel inline as data URLs; this call alone takes bodies up to 8 MB. */
const slipBodyLimit = 8 * 1024 * 1024;

/** Deposits: the player's channels, quotes and deposits; the console's review; the providers' callbacks. */
export function depositRoutes(
  dependencies: DepositDependencies & { merchants: MerchantService; guards: RouteGuards },
): FastifyPluginAsyncZod {
  const merchantByCode = (code: string) => dependencies.merchants.resolveMerchant({ code });
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/deposit/channels',
        {
          schema: { summary: "The brand's payment channels", response: answers(z.array(depositChannelSchema)) },
          config: { member: 'real' },
        },
        async (request) => {
          const channels = await createDepositService(dependencies).listChannels(brandOf(request).merchant.id);
          return ok(
            channels
              .filter((channel) => isChannelOffered(dependencies, channel.kind))
              .map((channel) => ({
                code: channel.code,
                kind: channel.kind,
                name: channel.name,
                minAmount: formatMinor(channel.minMinor),
                maxAmount: formatMinor(channel.maxMinor),
              })),
          );
        },
      );
      player.post(
        '/wps/deposit/promptpay/quote',
        {
          schema: {
            summary: 'A PromptPay QR for an amount',
            body: promptPayQuoteBodySchema,
            response: answers(promptPayQuoteSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await quotePromptPay(dependencies, {
              merchant: brandOf(request).merchant,
              channelCode: request.body.channelCode,
              amountMinor: request.body.amount,
            }),
          ),
      );
      player.post(
        '/wps/deposits',
        {
          bodyLimit: slipBodyLimit,
          schema: { summary: 'Start a deposit', body: createDepositBodySchema, response: answers(depositSchema) },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await startDeposit(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              channelCode: request.body.channelCode,
              amountMinor: request.body.amount,
              slip: request.body.slip,
            }),
          ),
      );
      player.get(
        '/wps/deposits',
        {
          schema: {
            summary: "The member's deposits, newest first",
            querystring: depositListQuerySchema,
            response: answers(pageSchema(depositSchema)),
          },
          config: { member: 'real' },
        },
        async (request) => {
          const page = await listDeposits(dependencies, {
            merchant: brandOf(request).merchant,
            memberId: requireRealMember(request).member.id,
            query: request.query,
          });
          return ok({ ...page, content: page.content.map(({ member: _member, ...deposit }) => deposit) });
        },
      );
    });

    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/deposits',
        {
          schema: {
            summary: 'The deposit queue: status, brand, search, time and amount range, sort; paged',
            querystring: depositReviewQuerySchema,
            response: answers(depositReviewPageSchema),
          },
          config: { permission: 'payments.review', brand: 'filtered' },
        },
        async (request) =>
          ok(await listDepositQueue(dependencies, request.query, queueBrandsOf(request, request.query.merchant))),
      );
      operator.post(
        '/bo/deposits/:merchant/:id/confirm',
        {
          schema: {
            summary: "Confirm a deposit (credits the member; above the brand's threshold, a second operator confirms)",
            params: reviewParamsSchema,
            body: approvalNoteBodySchema,
            response: answers(reviewedDepositSchema),
          },
          config: { permission: 'payments.review', brand: brandIn('params', 'merchant') },
        },
        async (request) => {
          const merchant = await merchantByCode(request.params.merchant);
          const { deposit, approval } = await confirmDeposit(dependencies, {
            merchant,
            depositId: request.params.id,
            decidedBy: requireOperator(request, 'payments.review'),
            note: request.body?.note ?? undefined,
          });
          return ok({
            ...(await describeDepositRow(dependencies, merchant, deposit)),
            approval: approval ? describeApproval(approval) : null,
          });
        },
      );
      operator.post(
        '/bo/deposits/:merchant/:id/reject',
        {
          schema: {
            summary: 'Reject a deposit',
            params: reviewParamsSchema,
            body: reviewReasonBodySchema,
            response: answers(depositSchema),
          },
          config: { permission: 'payments.review', brand: brandIn('params', 'merchant') },
        },
        async (request) => {
          const merchant = await merchantByCode(request.params.merchant);
          const rejected = await rejectDeposit(dependencies, {
            merchant,
            depositId: request.params.id,
            decidedBy: requireOperator(request, 'payments.review'),
            reason: request.body.reason,
          });
          return ok(await describeDepositRow(dependencies, merchant, rejected));
        },
      );
    });

    // Provider callbacks sign the exact bytes they send, so this route keeps the body as raw text.
    await app.register(async (scope) => {
      const webhooks = scope.withTypeProvider<ZodTypeProvider>();
      webhooks.removeContentTypeParser('application/json');
      webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      webhooks.post(
        '/payments/webhook/:merchant/:channel',
        {
          schema: {
            summary: "A payment provider's signed callback",
            params: webhookParamsSchema,
            response: answers(z.object({ accepted: z.literal(true), duplicate: z.boolean() })),
          },
        },
        async (request) =>
          ok(
            await receiveProviderCallback(dependencies, {
              merchant: await merchantByCode(request.params.merchant),
              channelCode: request.params.channel,
              rawBody: typeof request.body === 'string' ? request.body : '',
              headers: request.headers,
            }),
          ),
      );
    });
  };
}

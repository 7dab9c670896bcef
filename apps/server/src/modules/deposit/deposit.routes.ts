import type { Deposit, DepositChannel } from '@croupier/contracts';
import {
  createDepositBodySchema,
  depositListQuerySchema,
  promptPayQuoteBodySchema,
  reviewReasonBodySchema,
} from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireRealMember } from '../../http/member-auth.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';

type Page<Item> = { content: Item[]; pageNum: number; totalPages: number; total: number };

export type DepositRouteDependencies = {
  channels: (request: FastifyRequest) => Promise<DepositChannel[]>;
  quotePromptPay: (
    request: FastifyRequest,
    body: z.output<typeof promptPayQuoteBodySchema>,
  ) => Promise<{ payload: string; qrImage: string; amount: string }>;
  start: (request: FastifyRequest, body: z.output<typeof createDepositBodySchema>) => Promise<Deposit>;
  listOwn: (request: FastifyRequest, query: z.output<typeof depositListQuerySchema>) => Promise<Page<Deposit>>;
  listForReview: (
    request: FastifyRequest,
    merchantCode: string,
    query: z.output<typeof depositListQuerySchema>,
  ) => Promise<Page<Deposit & { member: string }>>;
  confirm: (request: FastifyRequest, merchantCode: string, depositId: string) => Promise<Deposit>;
  reject: (request: FastifyRequest, merchantCode: string, depositId: string, reason: string) => Promise<Deposit>;
  webhook: (
    merchantCode: string,
    channelCode: string,
    rawBody: string,
    headers: FastifyRequest['headers'],
  ) => Promise<{ accepted: true; duplicate: boolean }>;
};

const reviewParamsSchema = z.object({ merchant: z.string().min(1).max(64), id: z.string().min(1).max(64) });
const merchantQuerySchema = z.object({ merchant: z.string().min(1).max(64) });
const webhookParamsSchema = z.object({ merchant: z.string().min(1).max(64), channel: z.string().min(1).max(32) });

/** Slips travel inline as data URLs; this call alone takes bodies up to 8 MB. */
const slipBodyLimit = 8 * 1024 * 1024;

export function depositRoutes(dependencies: DepositRouteDependencies) {
  return async function register(app: FastifyInstance) {
    app.get('/wps/deposit/channels', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.channels(request));
    });
    app.post('/wps/deposit/promptpay/quote', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.quotePromptPay(request, parseInput(promptPayQuoteBodySchema, request.body)));
    });
    app.post('/wps/deposits', { bodyLimit: slipBodyLimit }, async (request) => {
      requireRealMember(request);
      return ok(await dependencies.start(request, parseInput(createDepositBodySchema, request.body)));
    });
    app.get('/wps/deposits', async (request) => {
      requireRealMember(request);
      return ok(await dependencies.listOwn(request, parseInput(depositListQuerySchema, request.query)));
    });

    app.get('/bo/deposits', async (request) => {
      requireOperator(request, 'payments.review');
      const { merchant } = parseInput(merchantQuerySchema, request.query);
      return ok(await dependencies.listForReview(request, merchant, parseInput(depositListQuerySchema, request.query)));
    });
    app.post('/bo/deposits/:merchant/:id/confirm', async (request) => {
      requireOperator(request, 'payments.review');
      const params = parseInput(reviewParamsSchema, request.params);
      return ok(await dependencies.confirm(request, params.merchant, params.id));
    });
    app.post('/bo/deposits/:merchant/:id/reject', async (request) => {
      requireOperator(request, 'payments.review');
      const params = parseInput(reviewParamsSchema, request.params);
      const { reason } = parseInput(reviewReasonBodySchema, request.body);
      return ok(await dependencies.reject(request, params.merchant, params.id, reason));
    });

    // Provider callbacks sign the exact bytes they send, so this route keeps the body as raw text.
    await app.register(async (webhooks) => {
      webhooks.removeContentTypeParser('application/json');
      webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      webhooks.post('/payments/webhook/:merchant/:channel', async (request) => {
        const params = parseInput(webhookParamsSchema, request.params);
        const rawBody = typeof request.body === 'string' ? request.body : '';
        return ok(await dependencies.webhook(params.merchant, params.channel, rawBody, request.headers));
      });
    });
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MerchantService } from '../modules/merchant/index.js';
import type { VerificationService } from '../modules/verification/index.js';
import { ok } from './envelope.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const outboxQuerySchema = z.object({ merchant: z.string().min(1).max(64), destination: z.string().min(3).max(254) });
const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  createdAt: z.string(),
});

/** Operator console: the latest messages sent to one destination (support asks "did my code go out?"). */
export function verificationRoutes(dependencies: {
  verification: VerificationService;
  merchants: MerchantService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/outbox',
        {
          schema: {
            summary: 'The latest messages sent to one destination',
            querystring: outboxQuerySchema,
            response: answers(z.array(outboxMessageSchema)),
          },
          config: { permission: 'outbox.read' },
        },
        async (request) => {
          const merchant = await dependencies.merchants.resolveMerchant({ code: request.query.merchant });
          const messages = await dependencies.verification.listMessages(merchant.id, request.query.destination);
          return ok(
            messages.map((message) => ({
              id: message.id,
              channel: message.channel,
              destination: message.destination,
              subject: message.subject,
              body: message.body,
              status: message.status,
              createdAt: message.createdAt.toISOString(),
            })),
          );
        },
      );
    });
  };
}

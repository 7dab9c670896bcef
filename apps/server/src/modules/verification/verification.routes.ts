import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';
import type { VerificationService } from './verification.service.js';

const outboxQuerySchema = z.object({ merchant: z.string().min(1).max(64), destination: z.string().min(3).max(254) });

/** Operator console: the latest messages sent to one destination (support asks "did my code go out?"). */
export function verificationRoutes(dependencies: {
  verification: VerificationService;
  merchantIdOf: (code: string) => Promise<string>;
}) {
  return async function register(app: FastifyInstance) {
    app.get('/bo/outbox', async (request) => {
      requireOperator(request, 'outbox.read');
      const query = parseInput(outboxQuerySchema, request.query);
      const messages = await dependencies.verification.listMessages(
        await dependencies.merchantIdOf(query.merchant),
        query.destination,
      );
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
    });
  };
}

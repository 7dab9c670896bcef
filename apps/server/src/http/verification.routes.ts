import { outboxFilterSchema, outboxPageSchema, outboxQuerySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxEntry } from '../flows/search-outbox.js';
import { exportOutbox, searchOutbox } from '../flows/search-outbox.js';
import type { Clock } from '../lib/clock.js';
import type { MerchantService } from '../modules/merchant/index.js';
import type { VerificationService } from '../modules/verification/index.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import { brandIn } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const outboxColumns: readonly CsvColumn<OutboxEntry>[] = [
  { header: 'id', value: (message) => message.id },
  { header: 'time', value: (message) => message.createdAt.toISOString() },
  { header: 'brand', value: (message) => message.merchantCode },
  { header: 'channel', value: (message) => message.channel },
  { header: 'destination', value: (message) => message.destination },
  { header: 'subject', value: (message) => message.subject },
  { header: 'body', value: (message) => message.body },
  { header: 'status', value: (message) => message.status },
  { header: 'attempts', value: (message) => String(message.attempts) },
  { header: 'sent_at', value: (message) => message.sentAt?.toISOString() ?? '' },
];

/** Operator console: the SMS and e-mails the platform sent, with their delivery state (support asks "did my code go out?"). */
export function verificationRoutes(dependencies: {
  verification: VerificationService;
  merchants: MerchantService;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/outbox',
        {
          schema: {
            summary: 'The outbox: filter by brand, destination, channel, delivery state and time; paged',
            querystring: outboxQuerySchema,
            response: answers(outboxPageSchema),
          },
          config: { permission: 'outbox.read', brand: brandIn('query', 'merchant') },
        },
        async (request) => {
          const { pageNo, pageSize, ...filter } = request.query;
          const page = await searchOutbox(dependencies, filter, { pageNo, pageSize });
          return ok({
            ...page,
            content: page.content.map((message) => ({
              id: message.id,
              merchant: message.merchantCode,
              channel: message.channel,
              destination: message.destination,
              subject: message.subject,
              body: message.body,
              status: message.status,
              attempts: message.attempts,
              createdAt: message.createdAt.toISOString(),
              sentAt: message.sentAt?.toISOString() ?? null,
            })),
          });
        },
      );

      operator.get(
        '/bo/outbox.csv',
        {
          schema: {
            summary: 'Every outbox message the filter matches, as CSV (streamed)',
            querystring: outboxFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'outbox.read', brand: brandIn('query', 'merchant') },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('outbox', dependencies.clock.now()),
            outboxColumns,
            exportOutbox(dependencies, request.query),
          ),
      );
    });
  };
}

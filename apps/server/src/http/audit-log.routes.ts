import { auditLogFilterSchema, auditLogPageSchema, auditLogQuerySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../lib/clock.js';
import type { AuditLogEntry, AuditLogService } from '../modules/operator/index.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const auditColumns: readonly CsvColumn<AuditLogEntry>[] = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'time', value: (entry) => entry.createdAt.toISOString() },
  { header: 'operator', value: (entry) => entry.operator },
  { header: 'action', value: (entry) => entry.action },
  { header: 'target', value: (entry) => entry.target },
  { header: 'ip', value: (entry) => entry.ip },
  { header: 'detail', value: (entry) => JSON.stringify(entry.detail) },
];

/** The audit log for the console: filtered, sorted by time, paged, and exported whole as CSV. */
export function auditLogRoutes(dependencies: {
  auditLog: AuditLogService;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { auditLog } = dependencies;
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/audit',
        {
          schema: {
            summary: 'The audit log: filter by operator, action, target and time; sorted by time; paged',
            querystring: auditLogQuerySchema,
            response: answers(auditLogPageSchema),
          },
          config: { permission: 'audit.read', brand: 'platform' },
        },
        async (request) => {
          const page = await auditLog.listAuditLog(request.query);
          return ok({
            ...page,
            content: page.content.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
          });
        },
      );

      operator.get(
        '/bo/audit.csv',
        {
          schema: {
            summary: 'Every audit log row the filter matches, as CSV (streamed)',
            querystring: auditLogFilterSchema,
            produces: ['text/csv'],
          },
          config: { permission: 'audit.read', brand: 'platform' },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName('audit-log', dependencies.clock.now()),
            auditColumns,
            auditLog.exportAuditLog(request.query),
          ),
      );
    });
  };
}

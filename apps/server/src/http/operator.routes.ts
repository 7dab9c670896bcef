import { pageQueryShape } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, ReadReplica } from '../db/client.js';
import { logInOperator } from '../flows/log-in-operator.js';
import type { Clock } from '../lib/clock.js';
import type { OperatorService } from '../modules/operator/index.js';
import { createOperatorService, operatorRoles } from '../modules/operator/index.js';
import { ok } from './envelope.js';
import { operatorTokenOf, requireOperatorSession } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, done } from './route-schemas.js';

const loginBodySchema = z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) });
const pageQuerySchema = z.object(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
const auditEntrySchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});

/** Console login (its limits live in `flows/log-in-operator.ts`) and logout, and the audit log. */
export function operatorRoutes(dependencies: {
  db: Database;
  readReplica: ReadReplica;
  clock: Clock;
  operators: OperatorService;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db, clock, operators } = dependencies;
  // A report: read from the replica, where an action just taken may show a moment later.
  const auditLog = createOperatorService({ db: dependencies.readReplica, clock });
  return async (app) => {
    app.post(
      '/bo/session/login',
      {
        schema: {
          summary: 'Log in to the console',
          body: loginBodySchema,
          response: answers(z.object({ token: z.string(), username: z.string(), role: z.enum(operatorRoles) })),
        },
      },
      async (request) => ok(await logInOperator({ db, clock }, { ...request.body, ip: request.ip })),
    );

    await dependencies.guards.operator(app, (operator) => {
      operator.delete('/bo/session/logout', { schema: { summary: 'Log out', response: done } }, async (request) => {
        await operators.logOut(operatorTokenOf(request), requireOperatorSession(request));
        return ok(true as const);
      });

      operator.get(
        '/bo/audit',
        {
          schema: {
            summary: 'The audit log, newest first',
            querystring: pageQuerySchema,
            response: answers(z.array(auditEntrySchema)),
          },
          config: { permission: 'audit.read' },
        },
        async (request) => {
          const rows = await auditLog.listAuditLog(request.query.pageNo, request.query.pageSize);
          return ok(
            rows.map((row) => ({
              id: row.id.toString(),
              operator: row.operatorUsername,
              action: row.action,
              target: row.target,
              detail: row.detail,
              ip: row.ip,
              createdAt: row.createdAt.toISOString(),
            })),
          );
        },
      );
    });
  };
}

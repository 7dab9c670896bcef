import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error.js';
import { ok } from '../../http/envelope.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';
import type { OperatorService } from './operator.service.js';

const loginBodySchema = z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) });
const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export type RateCheck = (key: string, windowSeconds: number, limit: number) => Promise<{ allowed: boolean }>;

/** Console login and the audit log. Failed logins are limited per name and per address. */
export function operatorRoutes(dependencies: { operators: OperatorService; consumeRate: RateCheck }) {
  return async function register(app: FastifyInstance) {
    app.post('/bo/session/login', async (request) => {
      const body = parseInput(loginBodySchema, request.body);
      const perAddress = await dependencies.consumeRate(`operator-login:ip:${request.ip}`, 900, 30);
      const perName = await dependencies.consumeRate(`operator-login:user:${body.username.toLowerCase()}`, 900, 10);
      if (!perAddress.allowed || !perName.allowed) throw new DomainError('TOO_MANY_REQUESTS');
      return ok(await dependencies.operators.logIn(body.username, body.password, request.ip));
    });

    app.delete('/bo/session/logout', async (request) => {
      const operator = request.operator;
      if (!operator) throw new DomainError('NOT_LOGGED_IN');
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      await dependencies.operators.logOut(token, operator);
      return ok(true);
    });

    app.get('/bo/audit', async (request) => {
      requireOperator(request, 'audit.read');
      const query = parseInput(pageQuerySchema, request.query);
      const rows = await dependencies.operators.listAuditLog(query.pageNo, query.pageSize);
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
    });
  };
}

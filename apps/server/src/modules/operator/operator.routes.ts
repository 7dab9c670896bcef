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

export type OperatorLogIn = (input: {
  username: string;
  password: string;
  ip: string;
}) => Promise<{ token: string; username: string; role: string }>;

/** Console login (its limits live in `flows/log-in-operator.ts`) and the audit log. */
export function operatorRoutes(dependencies: { operators: OperatorService; logIn: OperatorLogIn }) {
  return async function register(app: FastifyInstance) {
    app.post('/bo/session/login', async (request) => {
      const body = parseInput(loginBodySchema, request.body);
      return ok(await dependencies.logIn({ ...body, ip: request.ip }));
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

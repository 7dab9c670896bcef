import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error.js';
import type { Operator, OperatorPermission, OperatorService } from '../modules/operator/index.js';
import { hasPermission } from '../modules/operator/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

const openPaths = new Set(['/bo/session/login']);

/** Whether a path is behind an operator session (the console's prefix but login). */
export const needsOperator = (path: string) => path.startsWith('/bo/') && !openPaths.has(path);

/**
 * The operator console API (/bo/*): every call but login needs an operator session. Every change an operator
 * makes writes its audit row (who, what, on what, from where) in the change's own transaction
 * (flows/audit-operator-action.ts), so no change can succeed unrecorded.
 */
export function registerOperatorAuth(app: FastifyInstance, operators: OperatorService) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!needsOperator(path)) return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    request.operator = token ? await operators.authenticate(token, request.ip) : null;
    if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  });
}

/** The operator behind the request, if their role allows `permission`; otherwise 403 FORBIDDEN. */
export function requireOperator(request: FastifyRequest, permission: OperatorPermission): Operator {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  if (!hasPermission(request.operator.role, permission)) throw new DomainError('FORBIDDEN', { permission });
  return request.operator;
}

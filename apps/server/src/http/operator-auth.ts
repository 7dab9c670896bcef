import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error.js';
import type { Operator, OperatorPermission, OperatorService } from '../modules/operator/index.js';
import { hasPermission } from '../modules/operator/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

export function operatorTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * The operator console API: on every routed call of the scope an operator session is required (401), and the
 * permission the route declares (`config.permission`) is checked (403) before its input is parsed. Every change
 * an operator makes writes its audit row (who, what, on what, from where) in the change's own transaction
 * (flows/audit-operator-action.ts), so no change can succeed unrecorded.
 */
export function registerOperatorAuth(scope: FastifyInstance, operators: OperatorService) {
  scope.addHook('onRequest', async (request) => {
    const token = operatorTokenOf(request);
    request.operator = token ? await operators.authenticate(token, request.ip) : null;
    if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
    const { permission } = request.routeOptions.config;
    if (permission) requireOperator(request, permission);
  });
}

/** The operator behind the request, if their role allows `permission`; otherwise 403 FORBIDDEN. */
export function requireOperator(request: FastifyRequest, permission: OperatorPermission): Operator {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  if (!hasPermission(request.operator.role, permission)) throw new DomainError('FORBIDDEN', { permission });
  return request.operator;
}

/** The operator behind the request, whatever their role (the session's own calls, such as logout). */
export function requireOperatorSession(request: FastifyRequest): Operator {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  return request.operator;
}

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
const secretFields = /password|token|secret/i;

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, field]) => [
      key,
      secretFields.test(key) ? '***' : field,
    ]),
  );
}

/**
 * The operator console API (/bo/*): every call but login needs an operator session, and every change an
 * operator makes is written to the audit log with who, what, on what and from where.
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
  // Written before the answer leaves, so an operator who sees success can rely on the record existing.
  app.addHook('onSend', async (request, reply) => {
    if (!request.operator || request.method === 'GET' || reply.statusCode >= 400) return;
    try {
      await operators.audit(
        request.operator,
        `${request.method} ${request.routeOptions.url ?? request.url}`,
        JSON.stringify(request.params ?? {}),
        {
          body: redact(request.body),
          status: reply.statusCode,
        },
      );
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
  });
}

/** The operator behind the request, if their role allows `permission`; otherwise 403 FORBIDDEN. */
export function requireOperator(request: FastifyRequest, permission: OperatorPermission): Operator {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  if (!hasPermission(request.operator.role, permission)) throw new DomainError('FORBIDDEN', { permission });
  return request.operator;
}

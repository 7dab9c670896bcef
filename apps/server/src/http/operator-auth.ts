import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error.js';
import type { Operator, OperatorPermission, OperatorService } from '../modules/operator/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { hasPermission, mayActOnBrand } from '../modules/operator/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

/**
 * Which brand a console route reads or changes, declared by every route of the operator scope (decision 0026):
 * - `{ brandOf }`: the merchant code the call acts on, from its parsed input or the brand of the row it names;
 *   checked against the operator's brands before the handler runs;
 * - `'filtered'`: a list across brands; the handler passes `brandsOf(request)` to the query;
 * - `'platform'`: spans every brand (draws, IP ranges, the audit log, accounts): operators of every brand only;
 * - `'own'`: the operator's own session or account.
 */
export type BrandScope =
  { brandOf: (request: FastifyRequest) => string | Promise<string> } | 'filtered' | 'platform' | 'own';

/** The brand named by a field of the request's parsed params, query or body. */
export function brandIn(part: 'params' | 'query' | 'body', field: string): BrandScope {
  return {
    brandOf: (request) => {
      const value = (request[part] as Record<string, unknown> | undefined)?.[field];
      return typeof value === 'string' ? value : '';
    },
  };
}

export function operatorTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * The operator console API: on every routed call of the scope an operator session is required (401), and the
 * permission the route declares (`config.permission`) is checked (403) before its input is parsed; the brand it
 * declares (`config.brand`) once its input is parsed, before the handler. A session opened only to enrol a required
 * second factor reaches only the routes marked `duringEnrolment`. A route that declares no brand scope
 * stops the server at startup. Every change an operator makes writes its audit row (who, what, on what, from
 * where) in the change's own transaction (flows/audit-operator-action.ts), so no change can succeed unrecorded.
 */
export function registerOperatorAuth(scope: FastifyInstance, operators: OperatorService) {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.brand) throw new Error(`${route.method.toString()} ${route.url} declares no brand scope`);
  });
  scope.addHook('onRequest', async (request) => {
    const token = operatorTokenOf(request);
    request.operator = token ? await operators.authenticate(token, request.ip) : null;
    if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
    const { permission, brand, duringEnrolment } = request.routeOptions.config;
    if (request.operator.stage === 'enrolment' && !duringEnrolment) {
      throw new DomainError('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
    if (permission) requireOperator(request, permission);
    if (brand === 'platform' && request.operator.brands !== null) throw new DomainError('FORBIDDEN');
  });
  scope.addHook('preHandler', async (request) => {
    const { brand } = request.routeOptions.config;
    if (typeof brand === 'object') requireBrand(request, await brand.brandOf(request));
  });
}

/** The operator behind the request, if their roles allow `permission`; otherwise 403 FORBIDDEN. */
export function requireOperator(request: FastifyRequest, permission: OperatorPermission): Operator {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  if (!hasPermission(request.operator.roles, permission)) throw new DomainError('FORBIDDEN', { permission });
  return request.operator;
}

/** The one check of the operator's brands: 403 FORBIDDEN for a brand they are not given. */
export function requireBrand(request: FastifyRequest, merchantCode: string): Operator {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  if (!mayActOnBrand(request.operator, merchantCode)) throw new DomainError('FORBIDDEN', { merchant: merchantCode });
  return request.operator;
}

/** The brands a list across brands is limited to (null: every brand). */
export function brandsOf(request: FastifyRequest): string[] | null {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  return request.operator.brands;
}

/**
 * The brand ids a list across brands reads: the one asked for (refused unless the operator may act on it), else the
 * operator's brands; null is every brand. Codes that name no brand are left out.
 */
export async function listedBrandIds(
  request: FastifyRequest,
  merchants: Pick<MerchantService, 'resolveMerchant'>,
  merchant: string | undefined,
): Promise<string[] | null> {
  if (merchant) requireBrand(request, merchant);
  const codes = merchant ? [merchant] : brandsOf(request);
  if (codes === null) return null;
  const ids = await Promise.all(
    codes.map((code) =>
      merchants.resolveMerchant({ code }).then(
        (found) => found.id,
        () => null,
      ),
    ),
  );
  return ids.filter((id) => id !== null);
}

/** The operator behind the request, whatever their role (the session's own calls, such as logout). */
export function requireOperatorSession(request: FastifyRequest): Operator {
  if (!request.operator) throw new DomainError('NOT_LOGGED_IN');
  return request.operator;
}

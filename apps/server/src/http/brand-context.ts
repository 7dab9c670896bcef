import { systemStatusCodes } from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandAccess, ResolveBrandAccess } from '../flows/resolve-brand-access.js';
import { DomainError } from '../lib/domain-error.js';
import { hasExplicitLanguage } from './request-language.js';

declare module 'fastify' {
  interface FastifyRequest {
    brandAccess: BrandAccess | null;
  }
}

/** The request's brand; only routes in a player scope (see route-guards.ts) have one. */
export function brandOf(request: FastifyRequest): BrandAccess {
  if (!request.brandAccess) throw new Error(`no brand resolved for ${request.routeOptions.url ?? request.url}`);
  return request.brandAccess;
}

/**
 * On every routed call of the scope: resolves the brand (Merchant header, else host) and the caller's access,
 * then refuses restricted callers (403 REGION_RESTRICTED) and brands in maintenance (503 SYSTEM_MAINTENANCE),
 * except on routes marked `openDuringMaintenance` (the site's two startup calls, so it can show why).
 */
export function registerBrandGate(scope: FastifyInstance, resolveBrandAccess: ResolveBrandAccess) {
  scope.addHook('onRequest', async (request) => {
    const merchantHeader = request.headers.merchant;
    const access = await resolveBrandAccess({
      merchantCode: Array.isArray(merchantHeader) ? merchantHeader[0] : merchantHeader,
      host: request.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''),
      ip: request.ip,
    });
    request.brandAccess = access;
    if (!hasExplicitLanguage(request.headers)) request.language = access.merchant.defaultLanguage;
    if (request.routeOptions.config.openDuringMaintenance) return;
    switch (access.status.status) {
      case systemStatusCodes.normal:
        return;
      case systemStatusCodes.maintenance:
        throw new DomainError('SYSTEM_MAINTENANCE', { maintenanceEnd: access.status.maintenanceEnd ?? null });
      case systemStatusCodes.regionRestricted:
        throw new DomainError('REGION_RESTRICTED', { ip: access.ip });
    }
  });
}

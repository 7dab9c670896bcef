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

/** The player API: every call here belongs to a brand. */
const brandedPrefixes = ['/wps/', '/lgw/', '/lotto/'];

/** The two startup calls answer in maintenance and when restricted, so the site can show why. */
const alwaysOpenPaths = new Set(['/wps/system/status', '/wps/system/permission']);

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

/** The request's brand; only call this in routes under the branded prefixes. */
export function brandOf(request: FastifyRequest): BrandAccess {
  if (!request.brandAccess) throw new Error(`no brand resolved for ${request.url}`);
  return request.brandAccess;
}

/**
 * Resolves the brand (Merchant header, else host) and the caller's access on every player call, then
 * refuses restricted callers (403 REGION_RESTRICTED) and brands in maintenance (503 SYSTEM_MAINTENANCE).
 */
export function registerBrandContext(app: FastifyInstance, resolveBrandAccess: ResolveBrandAccess) {
  app.decorateRequest('brandAccess', null);
  app.addHook('onRequest', async (request) => {
    const path = pathOf(request.url);
    if (!brandedPrefixes.some((prefix) => path.startsWith(prefix))) return;
    const merchantHeader = request.headers.merchant;
    const access = await resolveBrandAccess({
      merchantCode: Array.isArray(merchantHeader) ? merchantHeader[0] : merchantHeader,
      host: request.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''),
      ip: request.ip,
    });
    request.brandAccess = access;
    if (!hasExplicitLanguage(request.headers)) request.language = access.merchant.defaultLanguage;
    if (alwaysOpenPaths.has(path)) return;
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

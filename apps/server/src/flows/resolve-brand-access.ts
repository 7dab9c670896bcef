import type { Clock } from '../lib/clock.js';
import type { CountryLookup } from '../modules/geo/index.js';
import { isPublicAddress, normalizeAddress } from '../modules/geo/index.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { decideSystemStatus } from '../modules/system/index.js';
import type { BrandAccess } from './shared/brand-access.js';

export type { BrandAccess } from './shared/brand-access.js';

/** Decides, for one request, which brand it is for and whether the caller may use it (status 0, 1 or 2). */
export function createBrandAccessResolver(deps: { merchants: MerchantService; geo: CountryLookup; clock: Clock }) {
  return async function resolveBrandAccess(request: {
    merchantCode?: string | undefined;
    host?: string | undefined;
    ip: string;
  }): Promise<BrandAccess> {
    const merchant = await deps.merchants.resolveMerchant({ code: request.merchantCode, host: request.host });
    const ip = normalizeAddress(request.ip);
    const countryCode = await deps.geo.countryOf(ip);
    const status = decideSystemStatus({
      region: { mode: merchant.regionMode, countries: merchant.regionCountries },
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenanceEnd,
      ip,
      countryCode,
      isPublicAddress: isPublicAddress(ip),
      now: deps.clock.now(),
    });
    return { merchant, ip, countryCode, status };
  };
}

export type ResolveBrandAccess = ReturnType<typeof createBrandAccessResolver>;

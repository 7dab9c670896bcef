import type { Dashboard, DashboardGranularity } from '@croupier/contracts';
import { defaultTimeZone } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { MerchantService } from '../modules/merchant/index.js';
import { createReportService } from '../modules/report/index.js';

/**
 * The console's dashboard for one brand in its own time zone and currency, or for every brand (the route lets only
 * operators of every brand ask) in the platform's zone, summing one currency: the one asked for, else the first
 * brand's. Figures of brands in another currency are left out, never added to these.
 */
export async function showDashboard(
  dependencies: { db: Database; merchants: MerchantService },
  input: {
    merchant?: string | undefined;
    from: string;
    to: string;
    granularity: DashboardGranularity;
    currency?: string | undefined;
  },
): Promise<Dashboard> {
  const { merchants } = dependencies;
  const chosen = input.merchant ? [await merchants.resolveMerchant({ code: input.merchant })] : null;
  const everyBrand = chosen ?? (await merchants.listAllMerchants());
  const currency = input.currency ?? everyBrand[0]?.currency ?? 'THB';
  const brands = everyBrand.filter((brand) => brand.currency === currency);
  return createReportService({ db: dependencies.db }).getDashboard({
    brands: brands.map((brand) => ({
      id: brand.id,
      code: brand.code,
      currency: brand.currency,
      timeZone: brand.timeZone,
    })),
    merchant: chosen?.[0]?.code ?? null,
    currency,
    timeZone: chosen?.[0]?.timeZone ?? defaultTimeZone,
    fromDay: input.from,
    toDay: input.to,
    granularity: input.granularity,
  });
}

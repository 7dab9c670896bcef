import { vendorLanesSchema } from '@croupier/contracts';
import type { Language, VendorLanes } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** The lobby's vendor lanes (spec §3), read here only for the vendors' codes and names. */
export function getRecordVendors(language: Language, signal?: AbortSignal): Promise<VendorLanes> {
  return apiRequest('/wps/relay/GCSGAME_newGameVendor', { schema: vendorLanesSchema, language, signal });
}

/** Every category's vendors, for the vendor filter; they change rarely, and the page works without them. */
export function useRecordVendors() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['member', 'game-records', 'vendors', language] as const,
    queryFn: ({ signal }) => getRecordVendors(language, signal),
    staleTime: 5 * 60_000,
  });
}

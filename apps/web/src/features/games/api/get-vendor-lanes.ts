import { vendorLanesSchema } from '@croupier/contracts';
import type { Language, VendorLanes } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export function getVendorLanes(language: Language, signal?: AbortSignal): Promise<VendorLanes> {
  return apiRequest('/wps/relay/GCSGAME_newGameVendor', { schema: vendorLanesSchema, language, signal });
}

/** Every category's vendors and selection tabs (spec §3 vendor lane); they change rarely. */
export function useVendorLanes() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'lanes', language] as const,
    queryFn: ({ signal }) => getVendorLanes(language, signal),
    staleTime: 5 * 60_000,
  });
}

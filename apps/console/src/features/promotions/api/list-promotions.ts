import { consolePromotionListSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A brand's offers, every status, with what each has granted so far against its budget. */
export async function listPromotions(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/promotions/${encodeURIComponent(merchant)}`, consolePromotionListSchema, { signal });
}

export function usePromotions(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'promotions', merchant],
    queryFn: ({ signal }) => listPromotions(merchant, signal),
    enabled: merchant !== '',
  });
}

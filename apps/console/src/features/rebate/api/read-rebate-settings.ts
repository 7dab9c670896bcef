import { rebateSettingsSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's rebate rates (VIP level × category, as in force now), daily caps and minimum claim. */
export async function readRebateSettings(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/rebate/${encodeURIComponent(merchant)}`, rebateSettingsSchema, { signal });
}

export function useRebateSettings(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'rebate-settings', merchant],
    queryFn: ({ signal }) => readRebateSettings(merchant, signal),
    enabled: merchant !== '',
  });
}

import { vipSettingsSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A brand's VIP ladder and relegation policy. */
export async function readVipSettings(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/vip/${encodeURIComponent(merchant)}`, vipSettingsSchema, { signal });
}

export function useVipSettings(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'vip-settings', merchant],
    queryFn: ({ signal }) => readVipSettings(merchant, signal),
    enabled: merchant !== '',
  });
}

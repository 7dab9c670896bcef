import { pointsSettingsSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's earning ratios per category, how long points live and the conversion to cash. */
export async function readPointsSettings(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/points/${encodeURIComponent(merchant)}/settings`, pointsSettingsSchema, { signal });
}

export function usePointsSettings(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'points', 'settings', merchant],
    queryFn: ({ signal }) => readPointsSettings(merchant, signal),
    enabled: merchant !== '',
  });
}

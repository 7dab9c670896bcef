import { twoPersonThresholdsSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const twoPersonThresholdsKey = (code: string) => ['bo', 'merchants', code, 'two-person-thresholds'] as const;

export async function getTwoPersonThresholds(code: string, signal?: AbortSignal) {
  return apiRequest(`/bo/merchants/${encodeURIComponent(code)}/two-person-thresholds`, twoPersonThresholdsSchema, {
    signal,
  });
}

export function useTwoPersonThresholds(code: string, enabled: boolean) {
  return useQuery({
    queryKey: twoPersonThresholdsKey(code),
    queryFn: ({ signal }) => getTwoPersonThresholds(code, signal),
    enabled: enabled && code !== '',
  });
}

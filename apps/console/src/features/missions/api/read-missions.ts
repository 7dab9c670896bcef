import { consoleMissionListSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A brand's missions, newest window first, with their participants. */
export async function readMissions(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/missions/${encodeURIComponent(merchant)}`, consoleMissionListSchema, { signal });
}

export function useMissions(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'missions', merchant],
    queryFn: ({ signal }) => readMissions(merchant, signal),
    enabled: merchant !== '',
  });
}

import { oddsTableVersionSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getOddsTableVersion(merchant: string, code: string, version: number, signal?: AbortSignal) {
  return apiRequest(`/bo/lottery/odds-tables/versions/${version}`, oddsTableVersionSchema, {
    query: { merchant, code },
    signal,
  });
}

export function useOddsTableVersion(merchant: string, code: string, version: number | undefined) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'odds-tables', merchant, code, 'version', version],
    queryFn: ({ signal }) => getOddsTableVersion(merchant, code, version ?? 0, signal),
    enabled: merchant !== '' && code !== '' && version !== undefined,
  });
}

import { configVersionSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function listOddsTableVersions(merchant: string, code: string, signal?: AbortSignal) {
  return apiRequest('/bo/lottery/odds-tables/versions', z.array(configVersionSchema), {
    query: { merchant, code },
    signal,
  });
}

export function useOddsTableVersions(merchant: string, code: string) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'odds-tables', merchant, code, 'versions'],
    queryFn: ({ signal }) => listOddsTableVersions(merchant, code, signal),
    enabled: merchant !== '' && code !== '',
  });
}

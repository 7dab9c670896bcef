import { configDiffSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function diffOddsTableVersions(
  merchant: string,
  code: string,
  from: number,
  to: number,
  signal?: AbortSignal,
) {
  return apiRequest(`/bo/lottery/odds-tables/diff/${from}/${to}`, configDiffSchema, {
    query: { merchant, code },
    signal,
  });
}

export function useOddsTableDiff(merchant: string, code: string, from: number | undefined, to: number | undefined) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'odds-tables', merchant, code, 'diff', from, to],
    queryFn: ({ signal }) => diffOddsTableVersions(merchant, code, from ?? 0, to ?? 0, signal),
    enabled: merchant !== '' && code !== '' && from !== undefined && to !== undefined,
  });
}

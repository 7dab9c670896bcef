import { oddsTableSummarySchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function listOddsTables(merchant: string, signal?: AbortSignal) {
  return apiRequest('/bo/lottery/odds-tables', z.array(oddsTableSummarySchema), { query: { merchant }, signal });
}

export function useOddsTables(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'odds-tables', merchant],
    queryFn: ({ signal }) => listOddsTables(merchant, signal),
    enabled: merchant !== '',
  });
}

import { depositReviewPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueryValues } from '@/lib/api-client';

/** The deposit queue: the filter's deposits of the brands the operator may see, sorted and paged. */
export async function listDeposits(query: QueryValues, signal?: AbortSignal) {
  return apiRequest('/bo/deposits', depositReviewPageSchema, { query, signal });
}

export function useDeposits(query: QueryValues) {
  return useQuery({
    queryKey: ['bo', 'deposits', query],
    queryFn: ({ signal }) => listDeposits(query, signal),
    placeholderData: keepPreviousData,
  });
}

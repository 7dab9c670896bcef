import { withdrawalReviewPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueryValues } from '@/lib/api-client';

/** The withdrawal queue: the filter's withdrawals of the brands the operator may see, sorted and paged. */
export async function listWithdrawals(query: QueryValues, signal?: AbortSignal) {
  return apiRequest('/bo/withdrawals', withdrawalReviewPageSchema, { query, signal });
}

export function useWithdrawals(query: QueryValues) {
  return useQuery({
    queryKey: ['bo', 'withdrawals', query],
    queryFn: ({ signal }) => listWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });
}

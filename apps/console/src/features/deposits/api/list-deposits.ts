import { depositReviewPageSchema } from '@croupier/contracts';
import type { DepositReviewQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One brand's deposits by status, for the review queue. */
export async function listDeposits(query: DepositReviewQuery, signal?: AbortSignal) {
  return apiRequest('/bo/deposits', depositReviewPageSchema, { query, signal });
}

export function useDeposits(query: DepositReviewQuery) {
  return useQuery({
    queryKey: ['bo', 'deposits', query],
    queryFn: ({ signal }) => listDeposits(query, signal),
    placeholderData: keepPreviousData,
  });
}

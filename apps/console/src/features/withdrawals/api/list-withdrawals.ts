import { withdrawalReviewPageSchema } from '@croupier/contracts';
import type { z } from 'zod';
import type { withdrawalReviewQuerySchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type WithdrawalReviewQuery = z.output<typeof withdrawalReviewQuerySchema>;

/** Withdrawals of the brands the operator may see, by status, oldest first for the pending queue. */
export async function listWithdrawals(query: WithdrawalReviewQuery, signal?: AbortSignal) {
  return apiRequest('/bo/withdrawals', withdrawalReviewPageSchema, { query, signal });
}

export function useWithdrawals(query: WithdrawalReviewQuery) {
  return useQuery({
    queryKey: ['bo', 'withdrawals', query],
    queryFn: ({ signal }) => listWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });
}

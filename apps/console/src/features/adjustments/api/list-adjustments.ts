import { adjustmentPageSchema } from '@croupier/contracts';
import type { AdjustmentQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listAdjustments(query: AdjustmentQuery, signal?: AbortSignal) {
  return apiRequest('/bo/wallets/adjustments', adjustmentPageSchema, { query, signal });
}

export function useAdjustments(query: AdjustmentQuery) {
  return useQuery({
    queryKey: ['bo', 'adjustments', query],
    queryFn: ({ signal }) => listAdjustments(query, signal),
    placeholderData: keepPreviousData,
  });
}

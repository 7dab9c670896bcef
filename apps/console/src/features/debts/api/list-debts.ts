import { debtPageSchema } from '@croupier/contracts';
import type { DebtQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listDebts(query: DebtQuery, signal?: AbortSignal) {
  return apiRequest('/bo/debts', debtPageSchema, { query, signal });
}

export function useDebts(query: DebtQuery) {
  return useQuery({
    queryKey: ['bo', 'debts', query],
    queryFn: ({ signal }) => listDebts(query, signal),
    placeholderData: keepPreviousData,
  });
}

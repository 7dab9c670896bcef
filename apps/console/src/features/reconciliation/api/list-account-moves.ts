import { accountMovesPageSchema } from '@croupier/contracts';
import type { AccountMovesQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listAccountMoves(query: AccountMovesQuery, signal?: AbortSignal) {
  return apiRequest('/bo/reconciliation/moves', accountMovesPageSchema, { query, signal });
}

export function useAccountMoves(query: AccountMovesQuery) {
  return useQuery({
    queryKey: ['bo', 'reconciliation', 'moves', query],
    queryFn: ({ signal }) => listAccountMoves(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { playerWithdrawalPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueryValues } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function listPlayerWithdrawals(key: PlayerKey, query: QueryValues, signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/withdrawals'), playerWithdrawalPageSchema, { query, signal });
}

export function usePlayerWithdrawals(key: PlayerKey, query: QueryValues) {
  return useQuery({
    queryKey: [...playerQueryKey(key), 'withdrawals', query],
    queryFn: ({ signal }) => listPlayerWithdrawals(key, query, signal),
    placeholderData: keepPreviousData,
  });
}

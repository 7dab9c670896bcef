import { playerDepositPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueryValues } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function listPlayerDeposits(key: PlayerKey, query: QueryValues, signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/deposits'), playerDepositPageSchema, { query, signal });
}

export function usePlayerDeposits(key: PlayerKey, query: QueryValues) {
  return useQuery({
    queryKey: [...playerQueryKey(key), 'deposits', query],
    queryFn: ({ signal }) => listPlayerDeposits(key, query, signal),
    placeholderData: keepPreviousData,
  });
}

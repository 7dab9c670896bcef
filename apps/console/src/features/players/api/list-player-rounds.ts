import { playerRoundPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueryValues } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function listPlayerRounds(key: PlayerKey, query: QueryValues, signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/rounds'), playerRoundPageSchema, { query, signal });
}

export function usePlayerRounds(key: PlayerKey, query: QueryValues) {
  return useQuery({
    queryKey: [...playerQueryKey(key), 'rounds', query],
    queryFn: ({ signal }) => listPlayerRounds(key, query, signal),
    placeholderData: keepPreviousData,
  });
}

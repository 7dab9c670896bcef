import { limitChangePageSchema } from '@croupier/contracts';
import type { PageRequest } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath } from './get-player';
import { responsibleGamingQueryKey } from './get-player-responsible-gaming';

export async function listPlayerLimitChanges(key: PlayerKey, page: PageRequest, signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/responsible-gaming/limit-changes'), limitChangePageSchema, {
    query: page,
    signal,
  });
}

export function usePlayerLimitChanges(key: PlayerKey, page: PageRequest) {
  return useQuery({
    queryKey: [...responsibleGamingQueryKey(key), 'limit-changes', page],
    queryFn: ({ signal }) => listPlayerLimitChanges(key, page, signal),
    placeholderData: keepPreviousData,
  });
}

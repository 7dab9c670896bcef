import { playerResponsibleGamingSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export const responsibleGamingQueryKey = (key: PlayerKey) => [...playerQueryKey(key), 'responsible-gaming'];

export async function getPlayerResponsibleGaming(key: PlayerKey, signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/responsible-gaming'), playerResponsibleGamingSchema, { signal });
}

export function usePlayerResponsibleGaming(key: PlayerKey) {
  return useQuery({
    queryKey: responsibleGamingQueryKey(key),
    queryFn: ({ signal }) => getPlayerResponsibleGaming(key, signal),
  });
}

import { playerHarmMarkersSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export const harmMarkersQueryKey = (key: PlayerKey) => [...playerQueryKey(key), 'harm-markers'];

export async function getPlayerHarmMarkers(key: PlayerKey, days: '7' | '30', signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/harm-markers'), playerHarmMarkersSchema, { query: { days }, signal });
}

export function usePlayerHarmMarkers(key: PlayerKey, days: '7' | '30', enabled: boolean) {
  return useQuery({
    queryKey: [...harmMarkersQueryKey(key), days],
    queryFn: ({ signal }) => getPlayerHarmMarkers(key, days, signal),
    enabled,
  });
}

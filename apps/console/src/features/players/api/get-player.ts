import { playerProfileSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type PlayerKey = { merchant: string; username: string };

export const playerPath = (key: PlayerKey, suffix = '') =>
  `/bo/players/${encodeURIComponent(key.merchant)}/${encodeURIComponent(key.username)}${suffix}`;

export const playerQueryKey = (key: PlayerKey) => ['bo', 'player', key.merchant, key.username.toLowerCase()];

export async function getPlayer(key: PlayerKey, signal?: AbortSignal) {
  return apiRequest(playerPath(key), playerProfileSchema, { signal });
}

export function usePlayer(key: PlayerKey) {
  return useQuery({ queryKey: playerQueryKey(key), queryFn: ({ signal }) => getPlayer(key, signal) });
}

import { playerPageSchema } from '@croupier/contracts';
import type { PlayerQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listPlayers(query: PlayerQuery, signal?: AbortSignal) {
  return apiRequest('/bo/players', playerPageSchema, { query, signal });
}

export function usePlayers(query: PlayerQuery) {
  return useQuery({
    queryKey: ['bo', 'players', query],
    queryFn: ({ signal }) => listPlayers(query, signal),
    placeholderData: keepPreviousData,
  });
}

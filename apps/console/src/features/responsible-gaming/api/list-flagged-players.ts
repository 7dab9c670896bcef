import { flaggedPlayerPageSchema } from '@croupier/contracts';
import type { FlaggedPlayerQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listFlaggedPlayers(query: FlaggedPlayerQuery, signal?: AbortSignal) {
  return apiRequest('/bo/responsible-gaming/harm-markers', flaggedPlayerPageSchema, { query, signal });
}

export function useFlaggedPlayers(query: FlaggedPlayerQuery) {
  return useQuery({
    queryKey: ['bo', 'responsible-gaming', 'harm-markers', query],
    queryFn: ({ signal }) => listFlaggedPlayers(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { playerNotePageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueryValues } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function listPlayerNotes(key: PlayerKey, query: QueryValues, signal?: AbortSignal) {
  return apiRequest(playerPath(key, '/notes'), playerNotePageSchema, { query, signal });
}

export function usePlayerNotes(key: PlayerKey, query: QueryValues) {
  return useQuery({
    queryKey: [...playerQueryKey(key), 'notes', query],
    queryFn: ({ signal }) => listPlayerNotes(key, query, signal),
    placeholderData: keepPreviousData,
  });
}

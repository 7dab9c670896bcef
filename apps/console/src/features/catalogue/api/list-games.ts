import { consoleGamePageSchema } from '@croupier/contracts';
import type { ConsoleGameQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryValues } from '@/lib/api-client';
import { apiRequest } from '@/lib/api-client';

/** Flags travel as `true`/`false` in the address and the query. */
export function gameQueryValues(query: Partial<ConsoleGameQuery>): QueryValues {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value]),
  );
}

export async function listGames(query: ConsoleGameQuery, signal?: AbortSignal) {
  return apiRequest('/bo/games', consoleGamePageSchema, { query: gameQueryValues(query), signal });
}

export function useGames(query: ConsoleGameQuery) {
  return useQuery({
    queryKey: ['bo', 'games', query],
    queryFn: ({ signal }) => listGames(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { gameTileSchema } from '@croupier/contracts';
import type { GameTile, GameType, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export function getHotGames(
  request: { gameType?: GameType; limit: number },
  language: Language,
  signal?: AbortSignal,
): Promise<GameTile[]> {
  return apiRequest('/wps/relay/GCSGAME_hotGamesV2', {
    schema: z.array(gameTileSchema),
    language,
    signal,
    query: { gameType: request.gameType, limit: request.limit, language },
  });
}

/** The hot games, of one category or of all (spec §9: 15 on the home page). */
export function useHotGames(request: { gameType?: GameType; limit: number }) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'hot', request, language] as const,
    queryFn: ({ signal }) => getHotGames(request, language, signal),
    staleTime: 60_000,
  });
}

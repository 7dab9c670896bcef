import { gameTileSchema } from '@croupier/contracts';
import type { GameTile, GameType, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { gameSessionKeys } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';

export type HotGamesRequest = { gameType?: GameType; limit: number };

export function getHotGames(request: HotGamesRequest, language: Language, signal?: AbortSignal): Promise<GameTile[]> {
  return apiRequest('/wps/relay/GCSGAME_hotGamesV2', {
    schema: z.array(gameTileSchema),
    language,
    signal,
    query: { gameType: request.gameType, limit: request.limit, language },
  });
}

/** The session's hot lists, one per language, category and length. */
const hotGamesCacheSchema = z.record(z.string(), z.array(gameTileSchema));

function cacheEntryOf(request: HotGamesRequest, language: Language): string {
  return `${language}|${request.gameType ?? 'ALL'}|${request.limit}`;
}

function readCache(): Record<string, GameTile[]> {
  const text = readStorage(gameSessionKeys.hotGames, 'session');
  if (!text) return {};
  try {
    // Storage is a boundary like the network: whatever an older build or a user left there is checked.
    const parsed = hotGamesCacheSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function findCachedHotGames(request: HotGamesRequest, language: Language): GameTile[] | undefined {
  return readCache()[cacheEntryOf(request, language)];
}

export function cacheHotGames(request: HotGamesRequest, language: Language, games: GameTile[]): void {
  writeStorage(
    gameSessionKeys.hotGames,
    JSON.stringify({ ...readCache(), [cacheEntryOf(request, language)]: games }),
    'session',
  );
}

/**
 * The hot games, of one category or of all (spec §9: 15 on the home page). Spec §4 caching: kept in session storage
 * for the visit, so coming back to the home page (even after a reload) asks the server nothing; a language change
 * asks for that language's list, and logging out clears it with the rest of the session.
 */
export function useHotGames(request: HotGamesRequest) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'hot', request, language] as const,
    queryFn: async ({ signal }) => {
      const cached = findCachedHotGames(request, language);
      if (cached) return cached;
      const games = await getHotGames(request, language, signal);
      cacheHotGames(request, language, games);
      return games;
    },
    initialData: () => findCachedHotGames(request, language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

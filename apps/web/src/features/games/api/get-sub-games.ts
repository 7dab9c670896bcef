import { gameTileSchema } from '@croupier/contracts';
import type { GameTile, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export function getSubGames(nodeId: number, language: Language, signal?: AbortSignal): Promise<GameTile[]> {
  return apiRequest('/wps/relay/GCSGAME_getVassGameType', {
    schema: z.array(gameTileSchema),
    language,
    signal,
    query: { nodeId, language },
  });
}

/** The games under a VASSALAGE parent tile; idle until one is picked. */
export function useSubGames(nodeId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'sub-games', nodeId, language] as const,
    queryFn: ({ signal }) => getSubGames(nodeId ?? 0, language, signal),
    enabled: nodeId !== null,
  });
}

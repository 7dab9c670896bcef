import { gamePageSchema } from '@croupier/contracts';
import type { GamePage, Language } from '@croupier/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export type GameListRequest = {
  /** A category (RNG, LIVE…), or ALL, SEARCH, HOT, HOME. */
  gameType: string;
  /** ALL, HOT, NEW, FAV, RECENT, SEARCH or a sub-type. */
  gameClassify?: string;
  /** A vendor code; none for every vendor. */
  vassalage?: string;
  gameName?: string;
  pageNo: number;
  pageSize: number;
};

export function listGames(request: GameListRequest, language: Language, signal?: AbortSignal): Promise<GamePage> {
  return apiRequest('/wps/relay/GCSGAME_gameList', {
    schema: gamePageSchema,
    language,
    signal,
    query: {
      gameType: request.gameType,
      gameClassify: request.gameClassify,
      vassalage: request.vassalage,
      gameName: request.gameName ? request.gameName.trim() : undefined,
      pageNo: request.pageNo,
      pageSize: request.pageSize,
      language,
    },
  });
}

/** One page of a game list; the previous page stays on screen while the next one loads. */
export function useGameList(request: GameListRequest, enabled = true) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: ['games', 'list', request, language, token] as const,
    queryFn: ({ signal }) => listGames(request, language, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * A game list read page after page (a home block's load-more): `pages` hold what has arrived, `fetchNextPage` asks for
 * the next one while the server says there are more.
 */
export function useGamePages(request: Omit<GameListRequest, 'pageNo'>) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useInfiniteQuery({
    queryKey: ['games', 'pages', request, language, token] as const,
    queryFn: ({ pageParam, signal }) => listGames({ ...request, pageNo: pageParam }, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

import { drawHistorySchema, lotteryPaths } from '@croupier/contracts';
import type { DrawHistory, Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { fillPath, lotteryQueryKey } from './lottery-path';

export type DrawHistoryQuery = { gameCode: string; pageNo: number; pageSize: number };

export function listDrawHistory(
  { gameCode, pageNo, pageSize }: DrawHistoryQuery,
  language: Language,
  signal?: AbortSignal,
): Promise<DrawHistory> {
  return apiRequest(fillPath(lotteryPaths.drawHistory, { gameCode }), {
    schema: drawHistorySchema,
    language,
    query: { pageNo, pageSize },
    signal,
  });
}

export function drawHistoryQueryKey(gameCode: string) {
  return [...lotteryQueryKey, 'draw-history', gameCode] as const;
}

/** A game's past draws, newest first: the results list, the trend chart and the verifier links. */
export function useDrawHistory(query: DrawHistoryQuery) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...drawHistoryQueryKey(query.gameCode), query.pageNo, query.pageSize],
    queryFn: ({ signal }) => listDrawHistory(query, language, signal),
    enabled: query.gameCode !== '',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    // A draw just made settles within seconds; ask again until it has (its verify link then shows).
    refetchInterval: (current) => {
      const newest = current.state.data?.content[0];
      if (!newest || newest.status === 'SETTLED' || newest.status === 'VOID') return false;
      return Date.now() - Date.parse(newest.drawTime) < 120_000 ? 3_000 : false;
    },
  });
}

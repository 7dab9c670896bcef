import { latestDrawSchema, lotteryPaths } from '@croupier/contracts';
import type { Language, LatestDraw } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { lotteryQueryKey } from './lottery-path';

export function listLatestDraws(count: number, language: Language, signal?: AbortSignal): Promise<LatestDraw[]> {
  return apiRequest(lotteryPaths.latestDraws, {
    schema: z.array(latestDrawSchema),
    language,
    query: { count },
    signal,
  });
}

/** The latest result of each game (`/lgw/draw`), for the home's results widget. */
export function useLatestDraws(count: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'latest-draws', count],
    queryFn: ({ signal }) => listLatestDraws(count, language, signal),
    staleTime: 30_000,
  });
}

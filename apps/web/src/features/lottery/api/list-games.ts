import { lotteryGameSchema, lotteryPaths } from '@croupier/contracts';
import type { Language, LotteryGame, PrizeMode } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { lotteryQueryKey } from './lottery-path';

export function listLotteryGames(
  prizeMode: PrizeMode | undefined,
  language: Language,
  signal?: AbortSignal,
): Promise<LotteryGame[]> {
  return apiRequest(lotteryPaths.games, { schema: z.array(lotteryGameSchema), language, query: { prizeMode }, signal });
}

/** Every game of a prize mode (`/lgw/games`), for the member centre's game choices. */
export function useLotteryGames(prizeMode?: PrizeMode) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'games', prizeMode ?? 'ALL', language],
    queryFn: ({ signal }) => listLotteryGames(prizeMode, language, signal),
    staleTime: 5 * 60_000,
  });
}

import { lotteryMenusSchema, lotteryPaths } from '@croupier/contracts';
import type { Language, LotteryMenus, PrizeMode } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { lotteryQueryKey } from './lottery-path';

export function listLotteryMenus(
  prizeMode: PrizeMode,
  language: Language,
  signal?: AbortSignal,
): Promise<LotteryMenus> {
  return apiRequest(lotteryPaths.menus, { schema: lotteryMenusSchema, language, query: { prizeMode }, signal });
}

/** The lottery menu of a prize mode: groups in display order, each with its games (`/lgw/games/game_menus`). */
export function useLotteryMenus(prizeMode: PrizeMode) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'menus', prizeMode, language],
    queryFn: ({ signal }) => listLotteryMenus(prizeMode, language, signal),
    staleTime: 5 * 60_000,
  });
}

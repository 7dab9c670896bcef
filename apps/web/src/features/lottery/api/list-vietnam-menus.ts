import { lotteryMenusSchema, lotteryPaths } from '@croupier/contracts';
import type { Language, LotteryMenus } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { lotteryQueryKey } from './lottery-path';

export function listVietnamMenus(language: Language, signal?: AbortSignal): Promise<LotteryMenus> {
  return apiRequest(lotteryPaths.vietnamMenus, {
    schema: lotteryMenusSchema,
    language,
    query: { device: 'WEB' },
    signal,
  });
}

/** The Vietnamese menu: North, Central and South, each province marked when it draws today. */
export function useVietnamMenus() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'vietnam-menus', language],
    queryFn: ({ signal }) => listVietnamMenus(language, signal),
    staleTime: 5 * 60_000,
  });
}

import { winnerEntrySchema } from '@croupier/contracts';
import type { Language, WinnerEntry } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Spec §9: the winner scroll pulls 50 entries. */
export const winnersCount = 50;

export function listWinners(language: Language, signal?: AbortSignal): Promise<WinnerEntry[]> {
  return apiRequest('/wps/relay/GCSGAME_getRankList', {
    schema: z.object({ list: z.array(winnerEntrySchema) }),
    language,
    signal,
    query: { gameCategory: 'ALL', limitNum: winnersCount, language },
  }).then((answer) => answer.list);
}

/** The brand's latest big wins; asked again every minute while the home page is open, as new wins settle. */
export function useWinners() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) => listWinners(language, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

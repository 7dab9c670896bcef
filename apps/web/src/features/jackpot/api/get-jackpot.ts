import { publicJackpotSchema } from '@croupier/contracts';
import type { JackpotPool, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** How often the home page asks for the pool: the server feeds it every 2 s and answers from a 3 s cache. */
export const jackpotPollMs = 10_000;

export function getJackpot(language: Language, signal?: AbortSignal): Promise<JackpotPool | null> {
  return apiRequest('/wps/jackpot', { schema: publicJackpotSchema, language, signal }).then((answer) => answer.pool);
}

/** The brand's progressive jackpot as it stands (null: the brand runs none), asked again while the page is open. */
export function useJackpot() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['jackpot'],
    queryFn: ({ signal }) => getJackpot(language, signal),
    staleTime: jackpotPollMs / 2,
    refetchInterval: jackpotPollMs,
  });
}

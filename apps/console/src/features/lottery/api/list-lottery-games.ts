import { consoleLotteryGameSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { apiRequest } from '@/lib/api-client';

export async function listLotteryGames(signal?: AbortSignal) {
  return apiRequest('/bo/lottery/games', z.array(consoleLotteryGameSchema), { signal });
}

/** The catalogue (names in the console's language, result shapes); it changes only with a release. */
export function useLotteryGames() {
  return useQuery({
    queryKey: ['bo', 'lottery', 'games', i18n.language],
    queryFn: ({ signal }) => listLotteryGames(signal),
    staleTime: Infinity,
  });
}

import { lotteryPaths, prizeTableSchema } from '@croupier/contracts';
import type { Language, PrizeMode, PrizeTable } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { lotteryQueryKey } from './lottery-path';

export type PrizeTableRequest = { gameCode: string; prizeMode?: PrizeMode; series?: number };

export function getPrizeTable(
  request: PrizeTableRequest,
  language: Language,
  signal?: AbortSignal,
): Promise<PrizeTable> {
  return apiRequest(lotteryPaths.prizeTable, { schema: prizeTableSchema, language, query: request, signal });
}

/**
 * A game's plays with their prices and the brand's limits (`/lgw/games/bonus`); with `series`, prize-group prizes are
 * quoted at it. The previous quote stays on screen while a new series is asked.
 */
export function usePrizeTable(request: PrizeTableRequest) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'prize-table', request.gameCode, request.prizeMode, request.series, language],
    queryFn: ({ signal }) => getPrizeTable(request, language, signal),
    enabled: request.gameCode !== '',
    placeholderData: (previous) => (previous?.gameCode === request.gameCode ? previous : undefined),
    staleTime: 60_000,
  });
}

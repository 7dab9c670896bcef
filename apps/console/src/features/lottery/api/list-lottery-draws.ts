import { consoleDrawPageSchema } from '@croupier/contracts';
import type { LotteryDrawQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listLotteryDraws(query: LotteryDrawQuery, signal?: AbortSignal) {
  return apiRequest('/bo/lottery/draws', consoleDrawPageSchema, { query, signal });
}

export function useLotteryDraws(query: LotteryDrawQuery) {
  return useQuery({
    queryKey: ['bo', 'lottery', 'draws', query],
    queryFn: ({ signal }) => listLotteryDraws(query, signal),
    placeholderData: keepPreviousData,
  });
}

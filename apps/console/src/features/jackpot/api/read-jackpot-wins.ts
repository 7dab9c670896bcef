import { jackpotWinPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's jackpot wins, newest first. */
export async function readJackpotWins(merchant: string, pageNo: number, signal?: AbortSignal) {
  return apiRequest(
    `/bo/jackpot/${encodeURIComponent(merchant)}/wins?pageNo=${pageNo}&pageSize=20`,
    jackpotWinPageSchema,
    { signal },
  );
}

export function useJackpotWins(merchant: string, pageNo: number) {
  return useQuery({
    queryKey: ['bo', 'jackpot', merchant, 'wins', pageNo],
    queryFn: ({ signal }) => readJackpotWins(merchant, pageNo, signal),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
}

import { jackpotSettingsSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's jackpot pool: share, seed, odds, switch, the amount now and its sums. */
export async function readJackpotSettings(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/jackpot/${encodeURIComponent(merchant)}`, jackpotSettingsSchema, { signal });
}

export function useJackpotSettings(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'jackpot', merchant],
    queryFn: ({ signal }) => readJackpotSettings(merchant, signal),
    enabled: merchant !== '',
  });
}

import { bonusPolicySchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's bonus profile and contribution table (strict with the default table when never set). */
export async function readBonusPolicy(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/bonus-policy/${encodeURIComponent(merchant)}`, bonusPolicySchema, { signal });
}

export function useBonusPolicy(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'bonus-policy', merchant],
    queryFn: ({ signal }) => readBonusPolicy(merchant, signal),
    enabled: merchant !== '',
  });
}

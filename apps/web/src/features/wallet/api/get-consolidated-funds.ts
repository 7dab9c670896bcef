import { consolidatedFundsSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

export function consolidatedFundsQueryKey(token: string | null) {
  return ['member', 'consolidatedFunds', token] as const;
}

export function getConsolidatedFunds(language: Language, signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return apiRequest('/wps/member/info/funds/consolidated', { schema: consolidatedFundsSchema, language, signal });
}

/** Everything the player holds: main plus game wallets, summed by the server. */
export function useConsolidatedFunds() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: consolidatedFundsQueryKey(token),
    queryFn: ({ signal }) => getConsolidatedFunds(language, signal),
    enabled: token !== null,
  });
}

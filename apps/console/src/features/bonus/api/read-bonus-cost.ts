import { bonusCostReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BonusCostQuery = { merchant: string; from: string; to: string };

/** Bonus cost per day (in the brand's zone) and offer: grants, granted, became cash, forfeited. */
export async function readBonusCost(query: BonusCostQuery, signal?: AbortSignal) {
  return apiRequest(`/bo/bonus-cost/${encodeURIComponent(query.merchant)}`, bonusCostReportSchema, {
    query: { from: query.from, to: query.to },
    signal,
  });
}

export function useBonusCost(query: BonusCostQuery) {
  return useQuery({
    queryKey: ['bo', 'bonus-cost', query],
    queryFn: ({ signal }) => readBonusCost(query, signal),
    enabled: query.merchant !== '' && query.from !== '' && query.to !== '' && query.from <= query.to,
  });
}

import { consoleBonusGrantPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BonusGrantQuery = { merchant: string; username: string; pageNo: number; pageSize: number };

/** One player's bonus grants in a brand, newest first. */
export async function listBonusGrants(query: BonusGrantQuery, signal?: AbortSignal) {
  return apiRequest(`/bo/bonus-grants/${encodeURIComponent(query.merchant)}`, consoleBonusGrantPageSchema, {
    query: { username: query.username, pageNo: query.pageNo, pageSize: query.pageSize },
    signal,
  });
}

export function useBonusGrants(query: BonusGrantQuery) {
  return useQuery({
    queryKey: ['bo', 'bonus-grants', query],
    queryFn: ({ signal }) => listBonusGrants(query, signal),
    enabled: query.merchant !== '' && query.username !== '',
    placeholderData: keepPreviousData,
  });
}

import { vipLevelChangePageSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type VipChangesQuery = { merchant: string; username: string; pageNo: number; pageSize: number };

/** A brand's VIP level changes, newest first, optionally of one member. */
export async function listVipChanges(query: VipChangesQuery, signal?: AbortSignal) {
  return apiRequest(`/bo/vip/${encodeURIComponent(query.merchant)}/changes`, vipLevelChangePageSchema, {
    query: {
      pageNo: String(query.pageNo),
      pageSize: String(query.pageSize),
      ...(query.username !== '' ? { username: query.username } : {}),
    },
    signal,
  });
}

export function useVipChanges(query: VipChangesQuery) {
  return useQuery({
    queryKey: ['bo', 'vip-changes', query],
    queryFn: ({ signal }) => listVipChanges(query, signal),
    enabled: query.merchant !== '',
  });
}

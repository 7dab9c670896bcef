import { vipGiftReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type VipGiftsQuery = { merchant: string; pageNo: number; pageSize: number };

/** A brand's VIP gifts, newest first, with totals per state. */
export async function listVipGifts(query: VipGiftsQuery, signal?: AbortSignal) {
  return apiRequest(`/bo/vip/${encodeURIComponent(query.merchant)}/gifts`, vipGiftReportSchema, {
    query: { pageNo: String(query.pageNo), pageSize: String(query.pageSize) },
    signal,
  });
}

export function useVipGifts(query: VipGiftsQuery) {
  return useQuery({
    queryKey: ['bo', 'vip-gifts', query],
    queryFn: ({ signal }) => listVipGifts(query, signal),
    enabled: query.merchant !== '',
  });
}

import { consoleRedemptionPageSchema } from '@croupier/contracts';
import type { RedemptionStatus } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RedemptionQuery = { merchant: string; status: RedemptionStatus; pageNo: number; pageSize: number };

/** A brand's mall redemptions in one state (those in process oldest first). */
export async function listRedemptions(query: RedemptionQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({
    status: query.status,
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  });
  return apiRequest(
    `/bo/points/${encodeURIComponent(query.merchant)}/redemptions?${search.toString()}`,
    consoleRedemptionPageSchema,
    { signal },
  );
}

export function useRedemptions(query: RedemptionQuery) {
  return useQuery({
    queryKey: ['bo', 'points', 'redemptions', query],
    queryFn: ({ signal }) => listRedemptions(query, signal),
    enabled: query.merchant !== '',
  });
}

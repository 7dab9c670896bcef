import { rebateReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RebateClaimsQuery = { merchant: string; from: string; to: string; pageNo: number };

/** A brand's rebate claims of brand-local days, newest first, with the total and the split per category. */
export async function readRebateClaims(query: RebateClaimsQuery, signal?: AbortSignal) {
  return apiRequest(`/bo/rebate/${encodeURIComponent(query.merchant)}/claims`, rebateReportSchema, {
    query: { from: query.from, to: query.to, pageNo: String(query.pageNo), pageSize: '50' },
    signal,
  });
}

export function useRebateClaims(query: RebateClaimsQuery) {
  return useQuery({
    queryKey: ['bo', 'rebate-claims', query],
    queryFn: ({ signal }) => readRebateClaims(query, signal),
    enabled: query.merchant !== '' && query.from !== '' && query.to !== '' && query.from <= query.to,
  });
}

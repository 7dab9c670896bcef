import type { ReferralStatus } from '@croupier/contracts';
import { referralReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RefereesQuery = { merchant: string; status: ReferralStatus | 'all'; pageNo: number; pageSize: number };

/** A brand's referees (of one status: failed and duplicate are the review queue), with the funnel. */
export async function listReferralReferees(query: RefereesQuery, signal?: AbortSignal) {
  return apiRequest(`/bo/referral/${encodeURIComponent(query.merchant)}/referees`, referralReportSchema, {
    query: {
      ...(query.status === 'all' ? {} : { status: query.status }),
      pageNo: String(query.pageNo),
      pageSize: String(query.pageSize),
    },
    signal,
  });
}

export function useReferralReferees(query: RefereesQuery) {
  return useQuery({
    queryKey: ['bo', 'referral-referees', query],
    queryFn: ({ signal }) => listReferralReferees(query, signal),
    enabled: query.merchant !== '',
  });
}

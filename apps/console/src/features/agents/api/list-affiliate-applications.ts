import { affiliateReviewSchema } from '@croupier/contracts';
import type { AffiliateApplicationStatusName } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** A brand's affiliate applications of one status. */
export async function listAffiliateApplications(
  query: { merchant: string; status: AffiliateApplicationStatusName },
  signal?: AbortSignal,
) {
  return apiRequest(`/bo/agents/${encodeURIComponent(query.merchant)}/applications`, z.array(affiliateReviewSchema), {
    query: { status: query.status },
    signal,
  });
}

export function useAffiliateApplications(query: { merchant: string; status: AffiliateApplicationStatusName }) {
  return useQuery({
    queryKey: ['bo', 'agents', 'applications', query],
    queryFn: ({ signal }) => listAffiliateApplications(query, signal),
    enabled: query.merchant !== '',
  });
}

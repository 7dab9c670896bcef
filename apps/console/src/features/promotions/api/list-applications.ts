import { promotionApplicationPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ApplicationState = 'applying' | 'rejected' | 'issued';
export type ApplicationQuery = { merchant: string; state: ApplicationState; pageNo: number; pageSize: number };

/** The brand's activity applications in one state, oldest waiting first as the server orders them. */
export async function listApplications(query: ApplicationQuery, signal?: AbortSignal) {
  return apiRequest(
    `/bo/promotions/${encodeURIComponent(query.merchant)}/applications`,
    promotionApplicationPageSchema,
    { query: { state: query.state, pageNo: query.pageNo, pageSize: query.pageSize }, signal },
  );
}

export function useApplications(query: ApplicationQuery) {
  return useQuery({
    queryKey: ['bo', 'promotion-applications', query],
    queryFn: ({ signal }) => listApplications(query, signal),
    enabled: query.merchant !== '',
    placeholderData: keepPreviousData,
  });
}

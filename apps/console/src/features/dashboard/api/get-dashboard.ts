import { dashboardSchema } from '@croupier/contracts';
import type { DashboardQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getDashboard(query: DashboardQuery, signal?: AbortSignal) {
  return apiRequest('/bo/dashboard', dashboardSchema, { query, signal });
}

/** The dashboard of a brand and range; refreshed every minute, as the summary behind it moves on. */
export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: ['bo', 'dashboard', query],
    queryFn: ({ signal }) => getDashboard(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

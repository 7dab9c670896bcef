import { pointsReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's points book: issued, spent, returned, converted and expired, and what players hold. */
export async function readPointsReport(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/points/${encodeURIComponent(merchant)}/report`, pointsReportSchema, { signal });
}

export function usePointsReport(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'points', 'report', merchant],
    queryFn: ({ signal }) => readPointsReport(merchant, signal),
    enabled: merchant !== '',
  });
}

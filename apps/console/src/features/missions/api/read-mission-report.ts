import { missionReportSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A mission's participants, completions and claims per milestone, and its leaderboard (live or final). */
export async function readMissionReport(input: { merchant: string; id: string }, signal?: AbortSignal) {
  return apiRequest(
    `/bo/missions/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/report`,
    missionReportSchema,
    { signal },
  );
}

export function useMissionReport(input: { merchant: string; id: string | null }) {
  return useQuery({
    queryKey: ['bo', 'missions', input.merchant, 'report', input.id],
    queryFn: ({ signal }) => readMissionReport({ merchant: input.merchant, id: input.id ?? '' }, signal),
    enabled: input.merchant !== '' && input.id !== null,
  });
}

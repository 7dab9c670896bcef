import { missionSummarySchema } from '@croupier/contracts';
import type { Language, MissionSummary } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { missionQueryKey } from './mission-query-keys';

/** The member centre's missions badge: milestones the member can claim now. */
export function getMissionSummary(language: Language, signal?: AbortSignal): Promise<MissionSummary> {
  return apiRequest('/wps/relay/MCSFE_getMissionSummary', { schema: missionSummarySchema, language, signal });
}

export function useMissionSummary() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...missionQueryKey(token), 'summary', language],
    queryFn: ({ signal }) => getMissionSummary(language, signal),
    enabled: token !== null && !session?.isTrial,
    refetchInterval: 60_000,
  });
}

import { teamOverviewSchema } from '@croupier/contracts';
import type { Language, TeamOverview, TeamPeriod } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export function getTeamOverview(period: TeamPeriod, language: Language, signal?: AbortSignal): Promise<TeamOverview> {
  return apiRequest('/wps/agent/team/overview', { schema: teamOverviewSchema, language, query: { period }, signal });
}

/** The team overview of one period; the previous period's figures stay while the next loads. */
export function useTeamOverview(period: TeamPeriod) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: agentQueryKey(token, 'overview', period),
    queryFn: ({ signal }) => getTeamOverview(period, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

import { teamBetPageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export type TeamBetPage = z.infer<typeof teamBetPageSchema>;
type Query = Record<string, string | number | undefined>;

export function fetchTeamBets(query: Query, language: Language, signal?: AbortSignal): Promise<TeamBetPage> {
  return apiRequest('/wps/agent/team/bets', { schema: teamBetPageSchema, language, query, signal });
}

/** Team betting: settled bets of the team, newest first. */
export function useTeamBets(query: Query) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: agentQueryKey(token, 'team-bets', query),
    queryFn: ({ signal }) => fetchTeamBets(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

import { teamProfitLossSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export type TeamProfitLossAnswer = z.infer<typeof teamProfitLossSchema>;
type Query = Record<string, string | number | undefined>;

export function fetchTeamProfitLoss(
  query: Query,
  language: Language,
  signal?: AbortSignal,
): Promise<TeamProfitLossAnswer> {
  return apiRequest('/wps/agent/team/profit-loss', { schema: teamProfitLossSchema, language, query, signal });
}

/** Team profit and loss per member over brand-local days. */
export function useTeamProfitLoss(query: Query) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: agentQueryKey(token, 'team-profit-loss', query),
    queryFn: ({ signal }) => fetchTeamProfitLoss(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

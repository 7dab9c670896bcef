import { teamTransactionPageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export type TeamTransactionPage = z.infer<typeof teamTransactionPageSchema>;
type Query = Record<string, string | number | undefined>;

export function fetchTeamTransactions(
  query: Query,
  language: Language,
  signal?: AbortSignal,
): Promise<TeamTransactionPage> {
  return apiRequest('/wps/agent/team/transactions', { schema: teamTransactionPageSchema, language, query, signal });
}

/** Downline transaction details: team members' money moves, newest first. */
export function useTeamTransactions(query: Query) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: agentQueryKey(token, 'team-transactions', query),
    queryFn: ({ signal }) => fetchTeamTransactions(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

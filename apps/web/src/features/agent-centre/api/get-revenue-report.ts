import { revenueReportSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export type RevenueAnswer = z.infer<typeof revenueReportSchema>;
type Query = Record<string, string | number | undefined>;

export function fetchRevenueReport(query: Query, language: Language, signal?: AbortSignal): Promise<RevenueAnswer> {
  return apiRequest('/wps/agent/revenue', { schema: revenueReportSchema, language, query, signal });
}

/** The agent's income per day, from the ledger. */
export function useRevenueReport(query: Query) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: agentQueryKey(token, 'revenue', query),
    queryFn: ({ signal }) => fetchRevenueReport(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

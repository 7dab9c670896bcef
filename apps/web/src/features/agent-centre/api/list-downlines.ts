import { downlinePageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export type DownlinePage = z.infer<typeof downlinePageSchema>;
export type DownlineQuery = {
  pageNo: number;
  pageSize: number;
  username?: string | undefined;
  scope: 'direct' | 'all';
  kind?: 'member' | 'agent' | undefined;
};

export function listDownlines(query: DownlineQuery, language: Language, signal?: AbortSignal): Promise<DownlinePage> {
  return apiRequest('/wps/agent/downlines', { schema: downlinePageSchema, language, query, signal });
}

/** Downline management: one page of the agent's team, newest first. */
export function useDownlines(query: DownlineQuery) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: agentQueryKey(token, 'downlines', query),
    queryFn: ({ signal }) => listDownlines(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

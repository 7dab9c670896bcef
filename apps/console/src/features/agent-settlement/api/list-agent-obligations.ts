import { agentObligationPageSchema } from '@croupier/contracts';
import type { AgentObligationQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listAgentObligations(query: AgentObligationQuery, signal?: AbortSignal) {
  return apiRequest('/bo/agent-settlement/obligations', agentObligationPageSchema, { query, signal });
}

export function useAgentObligations(query: AgentObligationQuery) {
  return useQuery({
    queryKey: ['bo', 'agent-settlement', 'obligations', query],
    queryFn: ({ signal }) => listAgentObligations(query, signal),
    placeholderData: keepPreviousData,
  });
}

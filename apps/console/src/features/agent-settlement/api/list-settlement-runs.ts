import { agentSettlementRunPageSchema } from '@croupier/contracts';
import type { AgentSettlementRunQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listSettlementRuns(query: AgentSettlementRunQuery, signal?: AbortSignal) {
  return apiRequest('/bo/agent-settlement/runs', agentSettlementRunPageSchema, { query, signal });
}

export function useSettlementRuns(query: AgentSettlementRunQuery) {
  return useQuery({
    queryKey: ['bo', 'agent-settlement', 'runs', query],
    queryFn: ({ signal }) => listSettlementRuns(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { consoleContractPageSchema } from '@croupier/contracts';
import type { ConsoleContractQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type AgentContractFilter = Omit<ConsoleContractQuery, 'topOnly'> & { topOnly?: 'true' | 'false' };

export async function listAgentContracts(query: AgentContractFilter, signal?: AbortSignal) {
  return apiRequest('/bo/agent-contracts', consoleContractPageSchema, { query, signal });
}

export function useAgentContracts(query: AgentContractFilter) {
  return useQuery({
    queryKey: ['bo', 'agentContracts', query],
    queryFn: ({ signal }) => listAgentContracts(query, signal),
    placeholderData: keepPreviousData,
  });
}

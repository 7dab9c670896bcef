import { consoleContractDetailSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One contract with every version and its event log. */
export async function getAgentContract(id: string, signal?: AbortSignal) {
  return apiRequest(`/bo/agent-contracts/${encodeURIComponent(id)}`, consoleContractDetailSchema, { signal });
}

export function useAgentContract(id: string | null) {
  return useQuery({
    queryKey: ['bo', 'agentContracts', 'detail', id],
    queryFn: ({ signal }) => getAgentContract(id ?? '', signal),
    enabled: id !== null,
  });
}

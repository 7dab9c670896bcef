import { agentQuotaSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** An agent's quotas of registrations and contract offers (null: no limit). */
export async function getAgentQuota(input: { merchant: string; username: string }, signal?: AbortSignal) {
  return apiRequest(
    `/bo/agents/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.username)}/quota`,
    agentQuotaSchema,
    { signal },
  );
}

export function useAgentQuota(input: { merchant: string; username: string }) {
  return useQuery({
    queryKey: ['bo', 'agents', 'quota', input],
    queryFn: ({ signal }) => getAgentQuota(input, signal),
  });
}

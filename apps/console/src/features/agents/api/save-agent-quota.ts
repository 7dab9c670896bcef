import { agentQuotaSchema } from '@croupier/contracts';
import type { AgentQuota } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type QuotaLimits = Pick<AgentQuota, 'memberRegistrationsLimit' | 'agentRegistrationsLimit' | 'contractOffersLimit'>;

/** Sets an agent's quotas; audited by the server. */
export async function saveAgentQuota(input: { merchant: string; username: string; quota: QuotaLimits }) {
  return apiRequest(
    `/bo/agents/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.username)}/quota`,
    agentQuotaSchema,
    { method: 'PUT', body: input.quota },
  );
}

export function useSaveAgentQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgentQuota,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agents'] }),
  });
}

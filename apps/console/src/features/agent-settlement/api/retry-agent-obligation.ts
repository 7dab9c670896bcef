import { agentObligationRetryResultSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Tries an owed obligation now from the agent's wallet (audited), instead of at its next 10-minute retry. */
export async function retryAgentObligation(obligationId: string) {
  return apiRequest(
    `/bo/agent-settlement/obligations/${encodeURIComponent(obligationId)}/retry`,
    agentObligationRetryResultSchema,
    { method: 'POST' },
  );
}

export function useRetryAgentObligation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAgentObligation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo'] }),
  });
}

import { consoleContractDetailSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Takes back an unanswered top offer, modification or termination request, with a reason (audited). */
export async function withdrawTopContract(input: { id: string; reason: string }) {
  return apiRequest(`/bo/agent-contracts/${encodeURIComponent(input.id)}/withdraw`, consoleContractDetailSchema, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useWithdrawTopContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawTopContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agentContracts'] }),
  });
}

import { consoleContractDetailSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Ends a top contract at the end of its current window, with every contract cut from it (audited). */
export async function terminateTopContract(input: { id: string; reason: string }) {
  return apiRequest(`/bo/agent-contracts/${encodeURIComponent(input.id)}/terminate`, consoleContractDetailSchema, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useTerminateTopContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateTopContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agentContracts'] }),
  });
}

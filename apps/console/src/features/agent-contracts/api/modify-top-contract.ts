import { consoleContractDetailSchema } from '@croupier/contracts';
import type { ContractTermsWire } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Offers new terms for a signed top contract, with a reason (audited); the agent answers them like an offer. */
export async function modifyTopContract(input: { id: string; terms: ContractTermsWire; reason: string }) {
  return apiRequest(`/bo/agent-contracts/${encodeURIComponent(input.id)}/modify`, consoleContractDetailSchema, {
    method: 'POST',
    body: { terms: input.terms, reason: input.reason },
  });
}

export function useModifyTopContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyTopContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agentContracts'] }),
  });
}

import { consoleContractDetailSchema } from '@croupier/contracts';
import type { ContractTermsWire } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type IssueTopContractInput = { merchant: string; username: string; product: string; terms: ContractTermsWire };

/** Offers a top contract to an agent whose upline is none or not an agent (audited). */
export async function issueTopContract(input: IssueTopContractInput) {
  return apiRequest('/bo/agent-contracts', consoleContractDetailSchema, { method: 'POST', body: input });
}

export function useIssueTopContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueTopContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agentContracts'] }),
  });
}

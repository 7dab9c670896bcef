import { agentContractSchema } from '@croupier/contracts';
import type { AgentContract, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractQueryKey } from './contract-query-key';

/** Takes back an offer, a modification or a termination request the downline has not answered. */
export function withdrawContract(contractId: string, language: Language): Promise<AgentContract> {
  return apiRequest(`/wps/v2/agent/contracts/${encodeURIComponent(contractId)}/withdrawal`, {
    schema: agentContractSchema,
    language,
    method: 'POST',
  });
}

export function useWithdrawContract() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) => withdrawContract(contractId, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(token) }),
  });
}

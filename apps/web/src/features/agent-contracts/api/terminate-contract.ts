import { agentContractSchema } from '@croupier/contracts';
import type { AgentContract, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractQueryKey } from './contract-query-key';

/** Asks the downline to end a signed contract; it ends when the downline confirms. */
export function terminateContract(contractId: string, language: Language): Promise<AgentContract> {
  return apiRequest(`/wps/v2/agent/contracts/${encodeURIComponent(contractId)}/termination`, {
    schema: agentContractSchema,
    language,
    method: 'POST',
  });
}

export function useTerminateContract() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) => terminateContract(contractId, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(token) }),
  });
}

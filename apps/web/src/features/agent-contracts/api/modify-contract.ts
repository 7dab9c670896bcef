import { agentContractSchema } from '@croupier/contracts';
import type { AgentContract, ContractTermsWire, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractQueryKey } from './contract-query-key';

/** Offers new terms for a signed contract I issued; the downline answers them like an offer. */
export function modifyContract(
  input: { contractId: string; terms: ContractTermsWire },
  language: Language,
): Promise<AgentContract> {
  return apiRequest(`/wps/v2/agent/contracts/${encodeURIComponent(input.contractId)}/modification`, {
    schema: agentContractSchema,
    language,
    method: 'POST',
    body: { terms: input.terms },
  });
}

export function useModifyContract() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contractId: string; terms: ContractTermsWire }) => modifyContract(input, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(token) }),
  });
}

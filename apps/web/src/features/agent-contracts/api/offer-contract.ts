import { agentContractSchema } from '@croupier/contracts';
import type { AgentContract, ContractOfferBody, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractQueryKey } from './contract-query-key';

/** Offers a contract to a direct downline agent, under my own contract of the kind. */
export function offerContract(input: ContractOfferBody, language: Language): Promise<AgentContract> {
  return apiRequest('/wps/v2/agent/contracts/offers', {
    schema: agentContractSchema,
    language,
    method: 'POST',
    body: input,
  });
}

export function useOfferContract() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractOfferBody) => offerContract(input, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(token) }),
  });
}

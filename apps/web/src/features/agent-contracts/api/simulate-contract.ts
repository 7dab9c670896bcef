import { contractSimulationSchema } from '@croupier/contracts';
import type { ContractOfferBody, ContractSimulation, Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** "What would I have earned": the draft over the last closed window's figures, nothing sent to the downline. */
export function simulateContract(input: ContractOfferBody, language: Language): Promise<ContractSimulation> {
  return apiRequest('/wps/v2/agent/contracts/simulations', {
    schema: contractSimulationSchema,
    language,
    method: 'POST',
    body: input,
  });
}

export function useSimulateContract() {
  const language = useLanguage();
  return useMutation({ mutationFn: (input: ContractOfferBody) => simulateContract(input, language) });
}

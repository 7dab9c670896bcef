import { myContractsSchema } from '@croupier/contracts';
import type { ContractKindName, Language, MyContracts } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractCallOf, contractQueryKey } from './contract-query-key';

export type ContractAnswerInput = { kind: ContractKindName; contractId: string; status: 'A' | 'R' | 'C' };

/** Answers an offer (A accept, R reject) or a termination request (C confirm, A keep), by the spec's call. */
export function answerContract(input: ContractAnswerInput, language: Language): Promise<MyContracts> {
  return apiRequest(contractCallOf[input.kind], {
    schema: myContractsSchema,
    language,
    method: 'POST',
    body: { contractId: input.contractId, status: input.status },
  });
}

export function useAnswerContract() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractAnswerInput) => answerContract(input, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(token) }),
  });
}

import { myContractsSchema } from '@croupier/contracts';
import type { ContractKindName, Language, MyContracts } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractCallOf, contractQueryKey } from './contract-query-key';

export function listMyContracts(
  kind: ContractKindName,
  language: Language,
  signal?: AbortSignal,
): Promise<MyContracts> {
  return apiRequest(contractCallOf[kind], { schema: myContractsSchema, language, signal });
}

/** My contracts of one kind: those I hold (received) and those I offered my downlines (issued). */
export function useMyContracts(kind: ContractKindName, options: { enabled?: boolean } = {}) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: contractQueryKey(token, 'mine', kind),
    queryFn: ({ signal }) => listMyContracts(kind, language, signal),
    enabled: token !== null && (options.enabled ?? true),
  });
}

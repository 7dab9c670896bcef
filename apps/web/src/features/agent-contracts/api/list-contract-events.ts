import { contractEventSchema } from '@croupier/contracts';
import type { ContractEvent, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractQueryKey } from './contract-query-key';

/** A contract's history (offered, modified, signed, termination asked, ended…), for either party. */
export function listContractEvents(
  contractId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ContractEvent[]> {
  return apiRequest(`/wps/v2/agent/contracts/${encodeURIComponent(contractId)}/events`, {
    schema: z.array(contractEventSchema),
    language,
    signal,
  });
}

export function useContractEvents(contractId: string | null) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: contractQueryKey(token, 'events', contractId),
    queryFn: ({ signal }) => listContractEvents(contractId ?? '', language, signal),
    enabled: token !== null && contractId !== null,
  });
}

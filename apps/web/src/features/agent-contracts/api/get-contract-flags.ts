import { consolidatedFundsSchema } from '@croupier/contracts';
import type { ContractKindName, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { contractQueryKey } from './contract-query-key';

export type ContractFlags = { awaiting: Record<ContractKindName, number>; held: Record<ContractKindName, number> };

/** The consolidated call's contract flags (spec §3): what waits for my answer and what I hold, per kind. */
export async function getContractFlags(language: Language, signal?: AbortSignal): Promise<ContractFlags> {
  const funds = await apiRequest('/wps/member/info/funds/consolidated', {
    schema: consolidatedFundsSchema,
    language,
    signal,
  });
  return {
    awaiting: {
      dividend: funds.divtypereq,
      daily_salary: funds.dailysalreqtype,
      hourly_salary: funds.contracthoursalreq,
      realtime_salary: funds.realtimesalreqtype,
    },
    held: {
      dividend: funds.divtypeinfo,
      daily_salary: funds.dailysalinfotype,
      hourly_salary: funds.contracthoursalinfo,
      realtime_salary: funds.realtimesalinfotype,
    },
  };
}

/** Polled while an agent is logged in (the original re-fetched it after every answer and on each page). */
export function useContractFlags() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: contractQueryKey(token, 'flags'),
    queryFn: ({ signal }) => getContractFlags(language, signal),
    enabled: token !== null && session?.isAgent === true,
    refetchInterval: 60_000,
  });
}

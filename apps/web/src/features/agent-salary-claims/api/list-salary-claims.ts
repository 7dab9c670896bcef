import { agentSalaryClaimListSchema } from '@croupier/contracts';
import type { AgentSalaryClaim, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export const salaryClaimsQueryKey = (token: string | null) => ['agent-salary-claims', token] as const;

export function listSalaryClaims(language: Language, signal?: AbortSignal): Promise<AgentSalaryClaim[]> {
  return apiRequest('/wps/agent/salary-claims', { schema: agentSalaryClaimListSchema, language, signal });
}

/** My manual-receive daily salaries still to claim, soonest deadline first. */
export function useSalaryClaims() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: salaryClaimsQueryKey(token),
    queryFn: ({ signal }) => listSalaryClaims(language, signal),
    enabled: token !== null,
  });
}

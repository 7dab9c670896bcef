import { agentSalaryClaimResultSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { salaryClaimsQueryKey } from './list-salary-claims';

/** Claims one manual-receive daily salary before its deadline; it is paid into the wallet at once. */
export function claimSalary(obligationId: string, language: Language) {
  return apiRequest(`/wps/agent/salary-claims/${encodeURIComponent(obligationId)}`, {
    schema: agentSalaryClaimResultSchema,
    language,
    method: 'POST',
  });
}

export function useClaimSalary() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (obligationId: string) => claimSalary(obligationId, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salaryClaimsQueryKey(token) }),
  });
}

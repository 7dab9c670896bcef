import { twoFactorStatusSchema } from '@croupier/contracts';
import type { Language, TwoFactorStatus } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

/** The same key as the security centre's, so turning the factor on or off there updates the forms here. */
function secondFactorQueryKey(token: string | null) {
  return ['member', 'twoFactor', token] as const;
}

export function getSecondFactorState(language: Language, signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest('/wps/member/two-factor', { schema: twoFactorStatusSchema, language, signal });
}

/** Whether a withdrawal or a new bank account needs a two-factor code, or must wait for the member to enrol. */
export function useSecondFactorState() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: secondFactorQueryKey(token),
    queryFn: ({ signal }) => getSecondFactorState(language, signal),
    enabled: token !== null,
  });
}

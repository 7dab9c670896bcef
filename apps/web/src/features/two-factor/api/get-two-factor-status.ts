import { twoFactorStatusSchema } from '@croupier/contracts';
import type { Language, TwoFactorStatus } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export function twoFactorStatusQueryKey(token: string | null) {
  return ['member', 'twoFactor', token] as const;
}

export function getTwoFactorStatus(language: Language, signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest('/wps/member/two-factor', { schema: twoFactorStatusSchema, language, signal });
}

/** Whether the member's second factor is on, whether the brand requires it, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: twoFactorStatusQueryKey(token),
    queryFn: ({ signal }) => getTwoFactorStatus(language, signal),
    enabled: token !== null,
  });
}

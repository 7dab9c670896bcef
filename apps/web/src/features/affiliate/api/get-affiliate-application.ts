import { affiliateStateSchema } from '@croupier/contracts';
import type { AffiliateState, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export function affiliateApplicationQueryKey(token: string | null) {
  return ['member', 'affiliateApplication', token] as const;
}

export function getAffiliateApplication(language: Language, signal?: AbortSignal): Promise<AffiliateState> {
  return apiRequest('/wps/member/affiliate-application', { schema: affiliateStateSchema, language, signal });
}

/** The member's latest application to become an agent, and whether it is one already. */
export function useAffiliateApplication() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: affiliateApplicationQueryKey(token),
    queryFn: ({ signal }) => getAffiliateApplication(language, signal),
    enabled: token !== null,
  });
}

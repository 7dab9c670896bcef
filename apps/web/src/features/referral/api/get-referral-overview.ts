import { referralOverviewSchema } from '@croupier/contracts';
import type { Language, ReferralOverview } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { referralQueryKey } from './referral-query-keys';

/** The member's referral code (made on the first call), the counters and the brand's rules. */
export function getReferralOverview(language: Language, signal?: AbortSignal): Promise<ReferralOverview> {
  return apiRequest('/wps/relay/referral/overview', { schema: referralOverviewSchema, language, signal });
}

export function useReferralOverview() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...referralQueryKey(token), 'overview', language],
    queryFn: ({ signal }) => getReferralOverview(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}

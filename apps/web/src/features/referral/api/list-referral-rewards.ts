import { referralRewardPageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { referralQueryKey } from './referral-query-keys';

/** The member's referral rewards, newest first. */
export function listReferralRewards(
  page: { pageNo: number; pageSize: number },
  language: Language,
  signal?: AbortSignal,
) {
  return apiRequest(`/wps/relay/referral/rewards?pageNo=${page.pageNo}&pageSize=${page.pageSize}`, {
    schema: referralRewardPageSchema,
    language,
    signal,
  });
}

export function useReferralRewards(page: { pageNo: number; pageSize: number }) {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...referralQueryKey(token), 'rewards', page.pageNo, page.pageSize, language],
    queryFn: ({ signal }) => listReferralRewards(page, language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}

import { rewardHistoryPageSchema } from '@croupier/contracts';
import type { Language, RewardHistoryPage } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { rewardCenterQueryKey } from './promotion-query-keys';

export const rewardHistoryPageSize = 10;

export function listRewardHistory(
  language: Language,
  pageNo: number,
  signal?: AbortSignal,
): Promise<RewardHistoryPage> {
  return apiRequest('/wps/member/rewards/history', {
    schema: rewardHistoryPageSchema,
    language,
    query: { pageNo, pageSize: rewardHistoryPageSize },
    signal,
  });
}

/** One page of what the member had from promotions, newest first. */
export function useRewardHistory(pageNo: number) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: [...rewardCenterQueryKey(token), 'history', language, pageNo],
    queryFn: ({ signal }) => listRewardHistory(language, pageNo, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

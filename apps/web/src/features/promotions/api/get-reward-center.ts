import { rewardCenterSchema } from '@croupier/contracts';
import type { Language, RewardCenter } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { rewardCenterQueryKey } from './promotion-query-keys';

/** What the member can claim now, and the count the rewards badge shows. */
export function getRewardCenter(language: Language, signal?: AbortSignal): Promise<RewardCenter> {
  return apiRequest('/wps/member/rewards', { schema: rewardCenterSchema, language, signal });
}

/** The reward centre of a logged-in real member; a trial account's is never loaded (spec §6). */
export function useRewardCenter() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...rewardCenterQueryKey(token), language],
    queryFn: ({ signal }) => getRewardCenter(language, signal),
    enabled: token !== null && !session?.isTrial,
    // The original polls its available promotions every 300 s while logged in (reference §2.4).
    refetchInterval: 300_000,
  });
}

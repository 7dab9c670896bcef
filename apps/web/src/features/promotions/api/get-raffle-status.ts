import { raffleStatusSchema } from '@croupier/contracts';
import type { Language, RaffleStatus } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/** `MCSFE_getRafflePromotionStatus`: whether the member has drawn in today's window, and the draw when they have. */
export function getRaffleStatus(promotionId: string, language: Language, signal?: AbortSignal): Promise<RaffleStatus> {
  return apiRequest('/wps/relay/MCSFE_getRafflePromotionStatus', {
    schema: raffleStatusSchema,
    language,
    query: { promotionId },
    signal,
  });
}

/** A logged-in member's status in a raffle (a visitor has none). */
export function useRaffleStatus(promotionId: string, enabled: boolean) {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...promotionsQueryKey(token), 'raffle', promotionId, language],
    queryFn: ({ signal }) => getRaffleStatus(promotionId, language, signal),
    enabled: enabled && token !== null && !session?.isTrial,
  });
}

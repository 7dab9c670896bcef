import { raffleDrawSchema } from '@croupier/contracts';
import type { Language, RaffleDraw } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/**
 * `MCS2_claimRafflePromotion`: the member's one draw in a raffle's open window. A money move, so a retry with the same
 * key answers the first draw instead of drawing again.
 */
export function claimRaffle(promotionId: string, idempotencyKey: string, language: Language): Promise<RaffleDraw> {
  return apiRequest('/wps/relay/MCS2_claimRafflePromotion', {
    schema: raffleDrawSchema,
    language,
    method: 'POST',
    body: { promotionId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useClaimRaffle() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotionId, idempotencyKey }: { promotionId: string; idempotencyKey: string }) =>
      claimRaffle(promotionId, idempotencyKey, language),
    // The card's state, the raffle's status, the reward centre and the bonuses change with a draw.
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) }),
  });
}

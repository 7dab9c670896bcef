import { promotionCardSchema } from '@croupier/contracts';
import type { Language, PromotionCard } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/** Claims a reward that is ready: a money move, so a retry with the same key pays nothing twice. */
export function claimPromotion(id: string, idempotencyKey: string, language: Language): Promise<PromotionCard> {
  return apiRequest(`/wps/promotions/${encodeURIComponent(id)}/claim`, {
    schema: promotionCardSchema,
    language,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useClaimPromotion() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      claimPromotion(id, idempotencyKey, language),
    // The cards, the reward centre, its badge and the bonuses all change with a claim.
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) }),
  });
}

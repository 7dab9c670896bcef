import { promotionCardSchema } from '@croupier/contracts';
import type { Language, PromotionCard } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/** Joins an offer, accepting the terms the player was shown (their hash proves which). */
export function joinPromotion(
  id: string,
  termsHash: string,
  idempotencyKey: string,
  language: Language,
): Promise<PromotionCard> {
  return apiRequest(`/wps/promotions/${encodeURIComponent(id)}/join`, {
    schema: promotionCardSchema,
    language,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { termsHash },
  });
}

export function useJoinPromotion() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, termsHash, idempotencyKey }: { id: string; termsHash: string; idempotencyKey: string }) =>
      joinPromotion(id, termsHash, idempotencyKey, language),
    // Whatever the outcome (terms changed, no longer eligible) the cards show the state the server knows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) }),
  });
}

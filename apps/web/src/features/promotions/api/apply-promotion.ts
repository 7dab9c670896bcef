import { promotionCardSchema } from '@croupier/contracts';
import type { ApplyPromotionBody, Language, PromotionCard } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

/** Applies for an offer an operator reviews: the accepted terms, a remark and proof images. */
export function applyPromotion(
  id: string,
  body: ApplyPromotionBody,
  idempotencyKey: string,
  language: Language,
): Promise<PromotionCard> {
  return apiRequest(`/wps/promotions/${encodeURIComponent(id)}/apply`, {
    schema: promotionCardSchema,
    language,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  });
}

export function useApplyPromotion() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: string; body: ApplyPromotionBody; idempotencyKey: string }) =>
      applyPromotion(id, body, idempotencyKey, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) }),
  });
}

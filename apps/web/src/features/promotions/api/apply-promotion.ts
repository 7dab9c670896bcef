import type { ApplyPromotionBody, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

// The contracts name no answer for this call; the page reads the new state from the refreshed lists instead.
const answerSchema = z.unknown();

/** Applies for an offer an operator reviews: the accepted terms, a remark and proof images. */
export function applyPromotion(id: string, body: ApplyPromotionBody, language: Language): Promise<unknown> {
  return apiRequest(`/wps/promotions/${encodeURIComponent(id)}/apply`, {
    schema: answerSchema,
    language,
    method: 'POST',
    body,
  });
}

export function useApplyPromotion() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplyPromotionBody }) => applyPromotion(id, body, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) }),
  });
}

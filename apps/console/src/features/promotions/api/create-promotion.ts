import type { PromotionBody } from '@croupier/contracts';
import { consolePromotionSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Creates an offer as a draft (players see it only once published). */
export async function createPromotion(input: { merchant: string; promotion: PromotionBody }) {
  return apiRequest(`/bo/promotions/${encodeURIComponent(input.merchant)}`, consolePromotionSchema, {
    method: 'POST',
    body: input.promotion,
  });
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'promotions'] }),
  });
}

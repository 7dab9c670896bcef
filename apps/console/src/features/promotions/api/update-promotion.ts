import type { PromotionBody } from '@croupier/contracts';
import { consolePromotionSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves an edit of an offer; grants already made keep the terms they were granted with. */
export async function updatePromotion(input: { merchant: string; id: string; promotion: PromotionBody }) {
  return apiRequest(
    `/bo/promotions/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}`,
    consolePromotionSchema,
    { method: 'PUT', body: input.promotion },
  );
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'promotions'] }),
  });
}

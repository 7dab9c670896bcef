import type { PromotionStatus } from '@croupier/contracts';
import { consolePromotionSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Publishes, pauses or archives an offer. */
export async function setPromotionStatus(input: { merchant: string; id: string; status: PromotionStatus }) {
  return apiRequest(
    `/bo/promotions/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/status`,
    consolePromotionSchema,
    { method: 'POST', body: { status: input.status } },
  );
}

export function useSetPromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPromotionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'promotions'] }),
  });
}

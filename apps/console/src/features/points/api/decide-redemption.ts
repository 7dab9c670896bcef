import { consoleRedemptionSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RedemptionDecision =
  | { merchant: string; id: string; decision: 'approve' }
  | { merchant: string; id: string; decision: 'reject'; reason: string };

/** Approves (the held points are burned) or rejects with a reason (points and stock return) a redemption. Audited. */
export async function decideRedemption(input: RedemptionDecision) {
  const path = `/bo/points/${encodeURIComponent(input.merchant)}/redemptions/${encodeURIComponent(input.id)}/${input.decision}`;
  return apiRequest(path, consoleRedemptionSchema, {
    method: 'POST',
    ...(input.decision === 'reject' ? { body: { reason: input.reason } } : {}),
  });
}

export function useDecideRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRedemption,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'points'] }),
  });
}

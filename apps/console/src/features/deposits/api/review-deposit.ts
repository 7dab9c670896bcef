import { depositSchema, reviewedDepositSchema } from '@croupier/contracts';
import type { Deposit, ReviewedDeposit } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type DepositDecision = { merchant: string; id: string } & (
  { decision: 'confirm' } | { decision: 'reject'; reason: string }
);

/**
 * Confirms a deposit (credited at once below the brand's threshold, else waiting for a second operator) or rejects
 * it with a reason (nothing is credited).
 */
export async function reviewDeposit(input: DepositDecision): Promise<Deposit | ReviewedDeposit> {
  const path = `/bo/deposits/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/${input.decision}`;
  if (input.decision === 'reject') {
    return apiRequest(path, depositSchema, { method: 'POST', body: { reason: input.reason } });
  }
  return apiRequest(path, reviewedDepositSchema, { method: 'POST', body: {} });
}

export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo'] }),
  });
}

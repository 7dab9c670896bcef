import { withdrawalReviewSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type WithdrawalDecision =
  { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/**
 * Approves a withdrawal (paid at once below the brand's threshold, else waiting for a second operator) or rejects
 * it with a reason (the held money goes back to the player).
 */
export async function reviewWithdrawal(input: WithdrawalDecision) {
  return apiRequest(`/bo/withdrawals/${encodeURIComponent(input.id)}/${input.decision}`, withdrawalReviewSchema, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason } : {},
  });
}

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo'] }),
  });
}

import { moneyApprovalSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ApprovalDecision = { id: string; decision: 'confirm' } | { id: string; decision: 'reject'; reason: string };

/** Confirms another operator's approval (the money moves) or rejects it with a reason (nothing moves). */
export async function decideMoneyApproval(input: ApprovalDecision) {
  return apiRequest(`/bo/approvals/${encodeURIComponent(input.id)}/${input.decision}`, moneyApprovalSchema, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason } : {},
  });
}

export function useDecideMoneyApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideMoneyApproval,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo'] }),
  });
}

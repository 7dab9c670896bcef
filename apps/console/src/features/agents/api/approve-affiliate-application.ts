import { affiliateReviewSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Approves an application: the member becomes an agent of the type under the upline (or the top level). */
export async function approveAffiliateApplication(input: {
  merchant: string;
  id: string;
  agentType: number;
  uplineUsername: string | null;
}) {
  return apiRequest(
    `/bo/agents/${encodeURIComponent(input.merchant)}/applications/${encodeURIComponent(input.id)}/approve`,
    affiliateReviewSchema,
    { method: 'POST', body: { agentType: input.agentType, uplineUsername: input.uplineUsername } },
  );
}

export function useApproveAffiliateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAffiliateApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agents'] }),
  });
}

import { affiliateReviewSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Refuses an application with a reason the member reads. */
export async function refuseAffiliateApplication(input: { merchant: string; id: string; reason: string }) {
  return apiRequest(
    `/bo/agents/${encodeURIComponent(input.merchant)}/applications/${encodeURIComponent(input.id)}/refuse`,
    affiliateReviewSchema,
    { method: 'POST', body: { reason: input.reason } },
  );
}

export function useRefuseAffiliateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseAffiliateApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'agents'] }),
  });
}

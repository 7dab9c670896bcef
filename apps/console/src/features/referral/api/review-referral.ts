import type { ReferralReviewBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Voids or restores one referee with a reason. Audited. */
export async function reviewReferral(input: { merchant: string; refereeId: string; review: ReferralReviewBody }) {
  return apiRequest(
    `/bo/referral/${encodeURIComponent(input.merchant)}/referees/${encodeURIComponent(input.refereeId)}/review`,
    z.object({ from: z.string(), to: z.string() }),
    { method: 'POST', body: input.review },
  );
}

export function useReviewReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewReferral,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'referral-referees'] }),
  });
}

import type { ReferralRulesBody } from '@croupier/contracts';
import { referralRulesSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Saves a brand's referral rules; they apply from the job's next pass. Audited. */
export async function saveReferralRules(input: { merchant: string; rules: ReferralRulesBody }) {
  return apiRequest(`/bo/referral/${encodeURIComponent(input.merchant)}/rules`, referralRulesSchema, {
    method: 'PUT',
    body: input.rules,
  });
}

export function useSaveReferralRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferralRules,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'referral-rules'] }),
  });
}

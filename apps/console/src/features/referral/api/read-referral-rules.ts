import { referralRulesSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A brand's referral rules (off with the demo's amounts when never saved). */
export async function readReferralRules(merchant: string, signal?: AbortSignal) {
  return apiRequest(`/bo/referral/${encodeURIComponent(merchant)}/rules`, referralRulesSchema, { signal });
}

export function useReferralRules(merchant: string) {
  return useQuery({
    queryKey: ['bo', 'referral-rules', merchant],
    queryFn: ({ signal }) => readReferralRules(merchant, signal),
    enabled: merchant !== '',
  });
}

import { affiliateApplicationSchema } from '@croupier/contracts';
import type { AffiliateApplication, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { affiliateApplicationQueryKey } from './get-affiliate-application';

export type AffiliateApplicationBody = { message: string; contact?: string };

/** Applies to become an agent; one pending application at a time. */
export function applyForAffiliate(body: AffiliateApplicationBody, language: Language): Promise<AffiliateApplication> {
  return apiRequest('/wps/member/affiliate-application', {
    schema: affiliateApplicationSchema,
    language,
    method: 'POST',
    body,
  });
}

export function useApplyForAffiliate() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AffiliateApplicationBody) => applyForAffiliate(body, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateApplicationQueryKey(token) }),
  });
}

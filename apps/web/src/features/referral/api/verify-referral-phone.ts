import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { referralQueryKey } from './referral-query-keys';

/** Proves the member's number with the code sent to it. */
export function verifyReferralPhone(verificationCode: string, language: Language) {
  return apiRequest('/wps/relay/referral/phone/verify', {
    schema: z.object({ phoneVerified: z.literal(true) }),
    language,
    method: 'POST',
    body: { verificationCode },
  });
}

export function useVerifyReferralPhone() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verificationCode: string) => verifyReferralPhone(verificationCode, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralQueryKey(token) }),
  });
}

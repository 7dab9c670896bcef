import type { Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Sends an SMS code to the member's own number, for the referral programme's phone check. */
export function sendReferralPhoneCode(language: Language) {
  return apiRequest('/wps/relay/referral/phone/code', {
    schema: z.object({ expiredMinutes: z.number() }),
    language,
    method: 'POST',
  });
}

export function useSendReferralPhoneCode() {
  const language = useLanguage();
  return useMutation({ mutationFn: () => sendReferralPhoneCode(language) });
}

import { smsCodeSentSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Sends a login code to the account's mobile number, which the SMS link then proves. */
export function sendLinkSmsCode(mobileNum: string, countryDialingCode: string, language: Language) {
  return apiRequest('/wps/verification/sms/login', {
    schema: smsCodeSentSchema,
    language,
    method: 'POST',
    body: { mobileNum, countryDialingCode },
  });
}

export function useSendLinkSmsCode() {
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ mobileNum, countryDialingCode }: { mobileNum: string; countryDialingCode: string }) =>
      sendLinkSmsCode(mobileNum, countryDialingCode, language),
  });
}

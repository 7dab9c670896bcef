import { smsCodeSentSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** The spec's three code requests: login by SMS, registration, and the phone reset (no login). */
export type SmsPurpose = 'login' | 'register' | 'noLogin';

export type SmsCodeRequest = { purpose: SmsPurpose; mobileNum: string; countryDialingCode: string };

/** Spec §4: the send button counts down the code's lifetime, expiredMinutes x 60 seconds (1 minute by default). */
export function countdownSeconds(expiredMinutes: number | undefined): number {
  return (expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1) * 60;
}

export function sendSmsCode({ purpose, mobileNum, countryDialingCode }: SmsCodeRequest, language: Language) {
  return apiRequest(`/wps/verification/sms/${purpose}`, {
    schema: smsCodeSentSchema,
    language,
    method: 'POST',
    body: { mobileNum, countryDialingCode },
  });
}

export function useSendSmsCode() {
  const language = useLanguage();
  return useMutation({ mutationFn: (request: SmsCodeRequest) => sendSmsCode(request, language) });
}

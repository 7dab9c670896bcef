import { twoFactorEnrolmentSchema } from '@croupier/contracts';
import type { Language, TwoFactorEnrolment, TwoFactorEnrolmentBody } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** A new authenticator secret (after the login password): its QR code, otpauth URI and the key for typing by hand. */
export function startTwoFactorEnrolment(body: TwoFactorEnrolmentBody, language: Language): Promise<TwoFactorEnrolment> {
  return apiRequest('/wps/member/two-factor/enrolment', {
    schema: twoFactorEnrolmentSchema,
    language,
    method: 'POST',
    body,
  });
}

export function useStartTwoFactorEnrolment() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: TwoFactorEnrolmentBody) => startTwoFactorEnrolment(body, language) });
}

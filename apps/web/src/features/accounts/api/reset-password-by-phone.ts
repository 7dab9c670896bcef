import { loginAnswerSchema } from '@croupier/contracts';
import type { Language, LoginAnswer, phoneResetBodySchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export type PhoneResetBody = z.input<typeof phoneResetBodySchema>;

/**
 * Sets a new password with an SMS code; the answer logs the player in (spec §4 "By phone"), or, with their second
 * factor on, asks for its code first.
 */
export function resetPasswordByPhone(body: PhoneResetBody, language: Language): Promise<LoginAnswer> {
  return apiRequest('/wps/member/password/verification', {
    schema: loginAnswerSchema,
    language,
    method: 'POST',
    body,
  });
}

export function useResetPasswordByPhone() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: PhoneResetBody) => resetPasswordByPhone(body, language) });
}

import { loginResultSchema } from '@croupier/contracts';
import type { Language, LoginResult, phoneResetBodySchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export type PhoneResetBody = z.input<typeof phoneResetBodySchema>;

/** Sets a new password with an SMS code; the answer logs the player in (spec §4 "By phone"). */
export function resetPasswordByPhone(body: PhoneResetBody, language: Language): Promise<LoginResult> {
  return apiRequest('/wps/member/password/verification', {
    schema: loginResultSchema,
    language,
    method: 'POST',
    body,
  });
}

export function useResetPasswordByPhone() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: PhoneResetBody) => resetPasswordByPhone(body, language) });
}

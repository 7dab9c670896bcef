import type { emailResetBodySchema, Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export type EmailResetBody = z.input<typeof emailResetBodySchema>;

/**
 * Asks for a reset link by e-mail (spec §7: form-encoded). The server answers the same whether or not the username
 * and e-mail belong together, so nobody can use it to find accounts.
 */
export function requestResetEmail(body: EmailResetBody, language: Language): Promise<unknown> {
  return apiRequest('/wps/member/password/email', {
    schema: z.unknown(),
    language,
    method: 'POST',
    body,
    bodyEncoding: 'form',
  });
}

export function useRequestResetEmail() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: EmailResetBody) => requestResetEmail(body, language) });
}

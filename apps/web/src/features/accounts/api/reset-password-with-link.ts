import type { Language, resetWithTokenBodySchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export type ResetWithLinkBody = z.input<typeof resetWithTokenBodySchema>;

/** Sets a new password with the single-use token of an e-mailed link; RESET_LINK_INVALID when used or expired. */
export function resetPasswordWithLink(body: ResetWithLinkBody, language: Language): Promise<unknown> {
  return apiRequest('/wps/member/password/email/reset', { schema: z.unknown(), language, method: 'POST', body });
}

export function useResetPasswordWithLink() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: ResetWithLinkBody) => resetPasswordWithLink(body, language) });
}

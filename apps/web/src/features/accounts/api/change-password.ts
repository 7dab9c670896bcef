import type { changePasswordBodySchema, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Changes the password; the server ends the player's other sessions and keeps this one. */
export function changePassword(body: ChangePasswordBody, language: Language): Promise<unknown> {
  return apiRequest('/wps/member/password', { schema: z.unknown(), language, method: 'POST', body });
}

export function useChangePassword() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(body, language),
    // Calls made while a forced change was pending were refused (the page's figures, the contract offers waiting):
    // with the new password they are asked again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

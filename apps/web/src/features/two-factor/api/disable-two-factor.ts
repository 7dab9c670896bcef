import type { Language, TwoFactorDisableBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/** Turns the second factor off with the login password and a current or recovery code. */
export function disableTwoFactor(body: TwoFactorDisableBody, language: Language): Promise<unknown> {
  return apiRequest('/wps/member/two-factor/disable', { schema: z.unknown(), language, method: 'POST', body });
}

export function useDisableTwoFactor() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => disableTwoFactor(body, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey(token) }),
  });
}

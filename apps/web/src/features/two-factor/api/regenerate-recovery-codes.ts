import { recoveryCodesSchema } from '@croupier/contracts';
import type { Language, RecoveryCodes } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

type RegenerateBody = { code: string };

/** A new set of recovery codes after a current code; the old set stops working. */
export function regenerateRecoveryCodes(body: RegenerateBody, language: Language): Promise<RecoveryCodes> {
  return apiRequest('/wps/member/two-factor/recovery-codes', {
    schema: recoveryCodesSchema,
    language,
    method: 'POST',
    body,
  });
}

export function useRegenerateRecoveryCodes() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateBody) => regenerateRecoveryCodes(body, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey(token) }),
  });
}

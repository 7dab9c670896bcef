import { recoveryCodesSchema } from '@croupier/contracts';
import type { Language, RecoveryCodes, TwoFactorConfirmBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/** Turns the second factor on with the app's first code; answers the recovery codes, shown this once. */
export function confirmTwoFactorEnrolment(body: TwoFactorConfirmBody, language: Language): Promise<RecoveryCodes> {
  return apiRequest('/wps/member/two-factor/enrolment/confirm', {
    schema: recoveryCodesSchema,
    language,
    method: 'POST',
    body,
  });
}

export function useConfirmTwoFactorEnrolment() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmBody) => confirmTwoFactorEnrolment(body, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey(token) }),
  });
}

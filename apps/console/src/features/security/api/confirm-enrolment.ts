import type { TwoFactorConfirmBody } from '@croupier/contracts';
import { recoveryCodesSchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function confirmEnrolment(input: TwoFactorConfirmBody) {
  return apiRequest('/bo/session/two-factor/enrolment/confirm', recoveryCodesSchema, { method: 'POST', body: input });
}

/**
 * Turns the authenticator on with a first code; answers the recovery codes, shown this once. What depends on the
 * factor's state is refreshed only once the operator says they saved the codes (the screen would move on else).
 */
export function useConfirmEnrolment() {
  return useMutation({ mutationFn: confirmEnrolment });
}

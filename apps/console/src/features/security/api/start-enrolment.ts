import type { TwoFactorEnrolmentBody } from '@croupier/contracts';
import { twoFactorEnrolmentSchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function startEnrolment(input: TwoFactorEnrolmentBody) {
  return apiRequest('/bo/session/two-factor/enrolment', twoFactorEnrolmentSchema, { method: 'POST', body: input });
}

/** A new authenticator secret (the password again first); its URI and groups are answered this once. */
export function useStartEnrolment() {
  return useMutation({ mutationFn: startEnrolment });
}

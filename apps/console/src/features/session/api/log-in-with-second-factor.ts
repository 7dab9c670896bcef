import type { TwoFactorLoginBody } from '@croupier/contracts';
import { operatorLoginAnswerSchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/operator-session';

export async function logInWithSecondFactor(input: TwoFactorLoginBody) {
  return apiRequest('/bo/session/login/two-factor', operatorLoginAnswerSchema, { method: 'POST', body: input });
}

/** The login's second step: the challenge and an authenticator or recovery code open the session. */
export function useLogInWithSecondFactor() {
  return useMutation({
    mutationFn: logInWithSecondFactor,
    onSuccess: (answer) => startSession(answer.token),
  });
}

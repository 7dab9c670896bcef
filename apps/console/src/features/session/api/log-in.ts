import type { OperatorLogin } from '@croupier/contracts';
import { operatorLoginAnswerSchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/operator-session';

export async function logIn(input: OperatorLogin) {
  return apiRequest('/bo/session/login', operatorLoginAnswerSchema, { method: 'POST', body: input });
}

/**
 * The login's first step. A session (full, or only for enrolling a required second factor) is kept for this tab
 * (lib/operator-session.ts); a `second-factor` answer's token is a challenge for the second step only, kept by the
 * login screen in memory and never stored.
 */
export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => {
      if (answer.stage !== 'second-factor') startSession(answer.token);
    },
  });
}

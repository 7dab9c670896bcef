import type { OperatorLogin } from '@croupier/contracts';
import { operatorLoginAnswerSchema } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/operator-session';

export async function logIn(input: OperatorLogin) {
  return apiRequest('/bo/session/login', operatorLoginAnswerSchema, { method: 'POST', body: input });
}

/** Logs in and keeps the token for this tab (lib/operator-session.ts). */
export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => startSession(answer.token),
  });
}

import type { OperatorLogin } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/operator-session';

const loginAnswerSchema = z.object({ token: z.string(), username: z.string(), role: z.string() });

export async function logIn(input: OperatorLogin) {
  return apiRequest('/bo/session/login', loginAnswerSchema, { method: 'POST', body: input });
}

/** Logs in and keeps the token for this tab (lib/operator-session.ts). */
export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => startSession(answer.token),
  });
}

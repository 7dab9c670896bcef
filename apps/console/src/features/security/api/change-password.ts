import type { ChangeOperatorPasswordBody } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function changePassword(input: ChangeOperatorPasswordBody) {
  return apiRequest('/bo/session/password', z.object({ endedSessions: z.number() }), { method: 'PUT', body: input });
}

/** A new password given the current one; the operator's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

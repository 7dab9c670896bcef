import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function resetOperatorTwoFactor(id: string) {
  return apiRequest(`/bo/operators/${encodeURIComponent(id)}/two-factor`, z.object({ wasEnabled: z.boolean() }), {
    method: 'DELETE',
  });
}

/** Removes an operator's authenticator (a lost phone); their sessions end. */
export function useResetOperatorTwoFactor() {
  return useMutation({ mutationFn: resetOperatorTwoFactor });
}

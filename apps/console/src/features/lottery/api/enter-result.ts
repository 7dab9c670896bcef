import { resultEntrySchema } from '@croupier/contracts';
import type { EnterResultBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function enterResult(body: EnterResultBody) {
  return apiRequest('/bo/lottery/results', resultEntrySchema, { method: 'POST', body });
}

/** The maker's entry of an official result; it waits for a second operator's blind entry. */
export function useEnterResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'lottery'] }),
  });
}

import { resultEntrySchema } from '@croupier/contracts';
import type { DrawResultData } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function confirmResult(body: { entryId: string; result: DrawResultData }) {
  return apiRequest('/bo/lottery/results/confirm', resultEntrySchema, { method: 'POST', body });
}

/** The checker's blind entry: the server confirms only when it is the maker's result. */
export function useConfirmResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'lottery'] }),
  });
}

import { debtWriteOffResultSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Writes a debt off with a reason; above the brand's threshold the first call asks and a second operator's confirms. */
export async function writeOffDebt(input: { id: string; reason: string }) {
  return apiRequest(`/bo/debts/${encodeURIComponent(input.id)}/write-off`, debtWriteOffResultSchema, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useWriteOffDebt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeOffDebt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo'] }),
  });
}

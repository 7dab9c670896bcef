import { operatorAccountSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorsQueryKey } from './list-operators';

export async function changeOperatorStatus({ id, disabled }: { id: string; disabled: boolean }) {
  return apiRequest(`/bo/operators/${encodeURIComponent(id)}/status`, operatorAccountSchema, {
    method: 'PUT',
    body: { disabled },
  });
}

/** Disables an account (its sessions end at once) or enables it again. */
export function useChangeOperatorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOperatorStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

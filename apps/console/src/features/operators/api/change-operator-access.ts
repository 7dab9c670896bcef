import type { OperatorAccessBody } from '@croupier/contracts';
import { operatorAccountSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorsQueryKey } from './list-operators';

export async function changeOperatorAccess({ id, ...body }: OperatorAccessBody & { id: string }) {
  return apiRequest(`/bo/operators/${encodeURIComponent(id)}/access`, operatorAccountSchema, { method: 'PUT', body });
}

/** New roles and brands for an account; they apply to its open sessions at once. */
export function useChangeOperatorAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOperatorAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

import type { CreateOperatorBody } from '@croupier/contracts';
import { operatorAccountSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorsQueryKey } from './list-operators';

export async function createOperator(input: CreateOperatorBody) {
  return apiRequest('/bo/operators', operatorAccountSchema, { method: 'POST', body: input });
}

/** A new console account with its first password, roles and brands (audited on the server). */
export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

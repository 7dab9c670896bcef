import { operatorAccountPageSchema } from '@croupier/contracts';
import type { OperatorAccountListQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const operatorsQueryKey = ['bo', 'operators'] as const;

export async function listOperators(query: OperatorAccountListQuery, signal?: AbortSignal) {
  return apiRequest('/bo/operators', operatorAccountPageSchema, { query, signal });
}

export function useOperators(query: OperatorAccountListQuery) {
  return useQuery({
    queryKey: [...operatorsQueryKey, query],
    queryFn: ({ signal }) => listOperators(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { exclusionPageSchema } from '@croupier/contracts';
import type { ExclusionQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listExclusions(query: ExclusionQuery, signal?: AbortSignal) {
  return apiRequest('/bo/responsible-gaming/exclusions', exclusionPageSchema, { query, signal });
}

export function useExclusions(query: ExclusionQuery) {
  return useQuery({
    queryKey: ['bo', 'responsible-gaming', 'exclusions', query],
    queryFn: ({ signal }) => listExclusions(query, signal),
    placeholderData: keepPreviousData,
  });
}

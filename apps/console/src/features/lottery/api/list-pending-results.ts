import { consoleResultEntrySchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export async function listPendingResults(signal?: AbortSignal) {
  return apiRequest('/bo/lottery/results/pending', z.array(consoleResultEntrySchema), { signal });
}

export function usePendingResults() {
  return useQuery({
    queryKey: ['bo', 'lottery', 'pending'],
    queryFn: ({ signal }) => listPendingResults(signal),
    refetchInterval: 15_000,
  });
}

import { outboxPageSchema } from '@croupier/contracts';
import type { OutboxQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listOutbox(query: OutboxQuery, signal?: AbortSignal) {
  return apiRequest('/bo/outbox', outboxPageSchema, { query, signal });
}

export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: ['bo', 'outbox', query],
    queryFn: ({ signal }) => listOutbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

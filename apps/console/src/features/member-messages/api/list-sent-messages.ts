import { sentMessagePageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The messages operators sent in a brand, newest first, with how many members read each. */
export async function listSentMessages(query: { merchant: string; pageNo: number }, signal?: AbortSignal) {
  return apiRequest(`/bo/member-messages/${encodeURIComponent(query.merchant)}`, sentMessagePageSchema, {
    query: { pageNo: query.pageNo, pageSize: 20 },
    signal,
  });
}

export function useSentMessages(query: { merchant: string; pageNo: number }) {
  return useQuery({
    queryKey: ['bo', 'member-messages', query],
    queryFn: ({ signal }) => listSentMessages(query, signal),
    enabled: query.merchant !== '',
    placeholderData: keepPreviousData,
  });
}

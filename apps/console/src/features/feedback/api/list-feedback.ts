import type { FeedbackStatus } from '@croupier/contracts';
import { feedbackPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type FeedbackQuery = { merchant: string; status: FeedbackStatus | ''; pageNo: number; pageSize: number };

/** A brand's feedback, newest first, of one status or all. */
export async function listFeedback(query: FeedbackQuery, signal?: AbortSignal) {
  return apiRequest(`/bo/feedback/${encodeURIComponent(query.merchant)}`, feedbackPageSchema, {
    query: {
      pageNo: String(query.pageNo),
      pageSize: String(query.pageSize),
      ...(query.status !== '' ? { status: query.status } : {}),
    },
    signal,
  });
}

export function useFeedbackList(query: FeedbackQuery) {
  return useQuery({
    queryKey: ['bo', 'feedback', query],
    queryFn: ({ signal }) => listFeedback(query, signal),
    enabled: query.merchant !== '',
    placeholderData: keepPreviousData,
  });
}

import { feedbackDetailSchema } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One feedback with its images' facts. */
export async function readFeedback(input: { merchant: string; id: string }, signal?: AbortSignal) {
  return apiRequest(
    `/bo/feedback/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}`,
    feedbackDetailSchema,
    { signal },
  );
}

export function useFeedback(input: { merchant: string; id: string }) {
  return useQuery({
    queryKey: ['bo', 'feedback', 'one', input],
    queryFn: ({ signal }) => readFeedback(input, signal),
  });
}

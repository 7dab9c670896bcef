import { feedbackDetailSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Marks a new feedback read (audited). */
export async function markFeedbackRead(input: { merchant: string; id: string }) {
  return apiRequest(
    `/bo/feedback/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/read`,
    feedbackDetailSchema,
    { method: 'POST' },
  );
}

export function useMarkFeedbackRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFeedbackRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'feedback'] }),
  });
}

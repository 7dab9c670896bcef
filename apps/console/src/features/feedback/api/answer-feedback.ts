import type { AnswerFeedbackBody } from '@croupier/contracts';
import { feedbackDetailSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Answers a feedback (audited); a member's answer reaches their inbox as a personal message. */
export async function answerFeedback(input: { merchant: string; id: string; answer: AnswerFeedbackBody }) {
  return apiRequest(
    `/bo/feedback/${encodeURIComponent(input.merchant)}/${encodeURIComponent(input.id)}/answer`,
    feedbackDetailSchema,
    { method: 'POST', body: input.answer },
  );
}

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'feedback'] }),
  });
}

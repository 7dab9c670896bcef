import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { promotionsQueryKey } from './promotion-query-keys';

// The contracts name no answer for this call; the page reads the new state from the refreshed lists instead.
const answerSchema = z.unknown();

/** Joins an offer, accepting the terms the player was shown (their hash proves which). */
export function joinPromotion(id: string, termsHash: string, language: Language): Promise<unknown> {
  return apiRequest(`/wps/promotions/${encodeURIComponent(id)}/join`, {
    schema: answerSchema,
    language,
    method: 'POST',
    body: { termsHash },
  });
}

export function useJoinPromotion() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, termsHash }: { id: string; termsHash: string }) => joinPromotion(id, termsHash, language),
    // Whatever the outcome (terms changed, no longer eligible) the cards show the state the server knows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey(token) }),
  });
}

import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { messagesQueryKey } from './message-query-keys';

/** Deletes a message from this member's inbox (a broadcast stays in everyone else's). */
export function deleteMessage(language: Language, id: string): Promise<true> {
  return apiRequest(`/wps/member/messages/${encodeURIComponent(id)}`, {
    schema: z.literal(true),
    language,
    method: 'DELETE',
  });
}

export function useDeleteMessage() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMessage(language, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey(token) }),
  });
}

import { memberMessageSchema } from '@croupier/contracts';
import type { Language, MemberMessage } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { messagesQueryKey } from './message-query-keys';

/** Opens one message; the server marks it read for this member. */
export function readMessage(language: Language, id: string): Promise<MemberMessage> {
  return apiRequest(`/wps/member/messages/${encodeURIComponent(id)}`, { schema: memberMessageSchema, language });
}

export function useReadMessage() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readMessage(language, id),
    // The list's unread mark and the menu's badge both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey(token) }),
  });
}

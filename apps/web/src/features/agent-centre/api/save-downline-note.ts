import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export function saveDownlineNote(input: { downlineId: string; note: string }, language: Language): Promise<true> {
  return apiRequest(`/wps/agent/downlines/${encodeURIComponent(input.downlineId)}/note`, {
    schema: z.literal(true),
    language,
    method: 'PUT',
    body: { note: input.note },
  });
}

/** The agent's private note on a downline (empty removes it). */
export function useSaveDownlineNote() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { downlineId: string; note: string }) => saveDownlineNote(input, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentQueryKey(token, 'downlines') }),
  });
}

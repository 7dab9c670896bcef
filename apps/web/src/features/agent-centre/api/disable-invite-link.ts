import type { Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { inviteLinksQueryKey } from './list-invite-links';

export function disableInviteLink(linkId: string, language: Language): Promise<true> {
  return apiRequest(`/wps/agent/invite-links/${encodeURIComponent(linkId)}/disable`, {
    schema: z.literal(true),
    language,
    method: 'POST',
  });
}

export function useDisableInviteLink() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => disableInviteLink(linkId, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteLinksQueryKey(token) }),
  });
}

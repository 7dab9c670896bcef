import { inviteLinkSchema } from '@croupier/contracts';
import type { DownlineKind, InviteLink, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { inviteLinksQueryKey } from './list-invite-links';

export type NewInviteLink = { kind: DownlineKind; expiresInDays: 0 | 1 | 7 | 30 | 365 };

export function createInviteLink(body: NewInviteLink, language: Language): Promise<InviteLink> {
  return apiRequest('/wps/agent/invite-links', { schema: inviteLinkSchema, language, method: 'POST', body });
}

export function useCreateInviteLink() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewInviteLink) => createInviteLink(body, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteLinksQueryKey(token) }),
  });
}

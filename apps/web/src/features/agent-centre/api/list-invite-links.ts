import { inviteLinkListSchema } from '@croupier/contracts';
import type { InviteLink, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export function listInviteLinks(language: Language, signal?: AbortSignal): Promise<InviteLink[]> {
  return apiRequest('/wps/agent/invite-links', { schema: inviteLinkListSchema, language, signal });
}

export const inviteLinksQueryKey = (token: string | null) => agentQueryKey(token, 'invite-links');

/** The agent's invite links with how many registered through each. */
export function useInviteLinks() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: inviteLinksQueryKey(token),
    queryFn: ({ signal }) => listInviteLinks(language, signal),
    enabled: token !== null,
  });
}

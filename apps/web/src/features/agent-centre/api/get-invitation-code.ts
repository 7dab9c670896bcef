import { agentInvitationCodeSchema } from '@croupier/contracts';
import type { AgentInvitationCode, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { agentQueryKey } from './agent-query-key';

export function getInvitationCode(language: Language, signal?: AbortSignal): Promise<AgentInvitationCode> {
  return apiRequest('/wps/agent/invitation-code', { schema: agentInvitationCodeSchema, language, signal });
}

/** The agent's own invitation code: a registration with it joins the agent's team as a member. */
export function useInvitationCode() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: agentQueryKey(token, 'invitation-code'),
    queryFn: ({ signal }) => getInvitationCode(language, signal),
    enabled: token !== null,
  });
}

import { redEnvelopeRecipientsSchema } from '@croupier/contracts';
import type { Language, RedEnvelopeRecipients } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export function redEnvelopeRecipientsQueryKey(token: string | null) {
  return ['member', 'redEnvelopeRecipients', token] as const;
}

export function listRedEnvelopeRecipients(language: Language, signal?: AbortSignal): Promise<RedEnvelopeRecipients> {
  return apiRequest('/wps/relay/agentRedEnvelope', { schema: redEnvelopeRecipientsSchema, language, signal });
}

/** The agent's direct downlines an envelope may reach, its balance and the limits. */
export function useRedEnvelopeRecipients(enabled = true) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: redEnvelopeRecipientsQueryKey(token),
    queryFn: ({ signal }) => listRedEnvelopeRecipients(language, signal),
    enabled: enabled && token !== null,
  });
}

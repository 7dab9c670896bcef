import { playSessionSummarySchema } from '@croupier/contracts';
import type { Language, PlaySessionSummary } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export function playSessionQueryKey(token: string | null) {
  return ['member', 'playSession', token] as const;
}

export function getPlaySession(language: Language, signal?: AbortSignal): Promise<PlaySessionSummary> {
  return apiRequest('/wps/responsible-gaming/session', { schema: playSessionSummarySchema, language, signal });
}

/** The current login session's time, stakes and net result, and the player's reality-check interval. */
export function usePlaySession(enabled = true) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: playSessionQueryKey(token),
    queryFn: ({ signal }) => getPlaySession(language, signal),
    enabled: enabled && token !== null,
    retry: false,
  });
}

import { responsibleGamingSchema } from '@croupier/contracts';
import type { Language, ResponsibleGaming } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

/** Keyed by token, so a new sign-in never shows the previous player's limits. */
export function responsibleGamingQueryKey(token: string | null) {
  return ['member', 'responsibleGaming', token] as const;
}

export function getResponsibleGaming(language: Language, signal?: AbortSignal): Promise<ResponsibleGaming> {
  return apiRequest('/wps/responsible-gaming', { schema: responsibleGamingSchema, language, signal });
}

/**
 * The player's limits, reality-check interval and protection. Asked again every minute while shown, so a pending raise
 * becomes confirmable and a period's use follows the ledger without a reload.
 */
export function useResponsibleGaming() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: responsibleGamingQueryKey(token),
    queryFn: ({ signal }) => getResponsibleGaming(language, signal),
    enabled: token !== null,
    refetchInterval: 60_000,
  });
}

import { playerRankPageSchema } from '@croupier/contracts';
import type { Language, PlayerRankPage } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { vipQueryKey } from './vip-query-keys';

/** The brand's ladder with its benefits, the member's gifts and level history. */
export function getRankPage(language: Language, signal?: AbortSignal): Promise<PlayerRankPage> {
  return apiRequest('/wps/relay/MCSFE_getPlayerRankPage', { schema: playerRankPageSchema, language, signal });
}

export function useRankPage() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...vipQueryKey(token), 'page', language],
    queryFn: ({ signal }) => getRankPage(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}

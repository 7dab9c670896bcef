import { playerRankProgressSchema } from '@croupier/contracts';
import type { Language, PlayerRankProgress } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { vipQueryKey } from './vip-query-keys';

/** The member's level and the next level's conditions with the member's figures (`MCSFE_getPlayerRankProgress`). */
export function getRankProgress(language: Language, signal?: AbortSignal): Promise<PlayerRankProgress> {
  return apiRequest('/wps/relay/MCSFE_getPlayerRankProgress', { schema: playerRankProgressSchema, language, signal });
}

export function useRankProgress() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...vipQueryKey(token), 'progress', language],
    queryFn: ({ signal }) => getRankProgress(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}

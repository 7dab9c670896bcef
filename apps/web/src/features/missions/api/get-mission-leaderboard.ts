import { missionLeaderboardSchema } from '@croupier/contracts';
import type { Language, MissionLeaderboard } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { missionQueryKey } from './mission-query-keys';

/** An event mission's leaderboard: live, or final with its prizes. */
export function getMissionLeaderboard(
  missionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<MissionLeaderboard> {
  return apiRequest(`/wps/relay/MCSFE_getMissionLeaderboard?missionId=${encodeURIComponent(missionId)}`, {
    schema: missionLeaderboardSchema,
    language,
    signal,
  });
}

export function useMissionLeaderboard(missionId: string | null) {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...missionQueryKey(token), 'leaderboard', missionId, language],
    queryFn: ({ signal }) => getMissionLeaderboard(missionId ?? '', language, signal),
    enabled: token !== null && !session?.isTrial && missionId !== null,
  });
}

import { missionListSchema } from '@croupier/contracts';
import type { Language, MissionList } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { missionQueryKey } from './mission-query-keys';

/** The running missions with the current period's progress and each milestone's state. */
export function listMissions(language: Language, signal?: AbortSignal): Promise<MissionList> {
  return apiRequest('/wps/relay/MCSFE_getMissionList', { schema: missionListSchema, language, signal });
}

export function useMissions() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...missionQueryKey(token), 'list', language],
    queryFn: ({ signal }) => listMissions(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}

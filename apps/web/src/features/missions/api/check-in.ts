import { missionCheckInSchema } from '@croupier/contracts';
import type { Language, MissionCheckIn } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { missionQueryKey } from './mission-query-keys';

/** Today's check-in to a check-in mission (the brand's day). */
export function checkIn(missionId: string, language: Language): Promise<MissionCheckIn> {
  return apiRequest('/wps/relay/MCSFE_missionCheckIn', {
    schema: missionCheckInSchema,
    language,
    method: 'POST',
    body: { missionId },
  });
}

export function useCheckIn() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) => checkIn(missionId, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionQueryKey(token) }),
  });
}

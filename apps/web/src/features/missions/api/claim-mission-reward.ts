import { missionClaimSchema } from '@croupier/contracts';
import type { Language, MissionClaim, MissionClaimBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { missionQueryKey } from './mission-query-keys';

/** Claims a reached milestone; the key makes a retry of the same tap harmless (the first claim answers). */
export function claimMissionReward(
  input: MissionClaimBody & { idempotencyKey: string },
  language: Language,
): Promise<MissionClaim> {
  return apiRequest('/wps/relay/MCSFE_claimMissionRewards', {
    schema: missionClaimSchema,
    language,
    method: 'POST',
    body: { missionId: input.missionId, period: input.period, milestone: input.milestone },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useClaimMissionReward() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MissionClaimBody & { idempotencyKey: string }) => claimMissionReward(input, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionQueryKey(token) }),
  });
}

import { limitChangeRowSchema } from '@croupier/contracts';
import type { LimitKind, OperatorLimitBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath } from './get-player';
import { responsibleGamingQueryKey } from './get-player-responsible-gaming';

export async function lowerPlayerLimit(key: PlayerKey, kind: LimitKind, body: OperatorLimitBody) {
  return apiRequest(playerPath(key, `/limits/${kind}`), limitChangeRowSchema, { method: 'POST', body });
}

export function useLowerPlayerLimit(key: PlayerKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: OperatorLimitBody & { kind: LimitKind }) => lowerPlayerLimit(key, kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKey(key) }),
  });
}

import { playerPasswordResetSchema } from '@croupier/contracts';
import type { PlayerActionBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function resetPlayerPassword(key: PlayerKey, body: PlayerActionBody) {
  return apiRequest(playerPath(key, '/password-reset'), playerPasswordResetSchema, { method: 'POST', body });
}

export function useResetPlayerPassword(key: PlayerKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayerActionBody) => resetPlayerPassword(key, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey(key) }),
  });
}

import type { PlayerActionBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

const answerSchema = z.object({ changed: z.boolean().optional(), sessionsEnded: z.number().optional() });

export async function unlockPlayerLogin(key: PlayerKey, body: PlayerActionBody) {
  return apiRequest(playerPath(key, '/login-unlock'), answerSchema, { method: 'POST', body });
}

export function useUnlockPlayerLogin(key: PlayerKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayerActionBody) => unlockPlayerLogin(key, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey(key) }),
  });
}

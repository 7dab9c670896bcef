import { consoleProtectionSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function liftSelfExclusion(key: PlayerKey, protectionId: string, note: string) {
  return apiRequest(playerPath(key, `/protections/${encodeURIComponent(protectionId)}/lift`), consoleProtectionSchema, {
    method: 'POST',
    body: { note },
  });
}

export function useLiftSelfExclusion(key: PlayerKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ protectionId, note }: { protectionId: string; note: string }) =>
      liftSelfExclusion(key, protectionId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey(key) }),
  });
}

import { playerNoteSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function addPlayerNote(key: PlayerKey, body: string) {
  return apiRequest(playerPath(key, '/notes'), playerNoteSchema, { method: 'POST', body: { body } });
}

export function useAddPlayerNote(key: PlayerKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addPlayerNote(key, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...playerQueryKey(key), 'notes'] }),
  });
}

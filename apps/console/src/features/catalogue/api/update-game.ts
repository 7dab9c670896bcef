import { consoleGameSchema } from '@croupier/contracts';
import type { GamePatch } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function updateGame(id: number, body: GamePatch) {
  return apiRequest(`/bo/games/${id}`, consoleGameSchema, { method: 'PATCH', body });
}

/** Saves one change of one game; the list is read again so its filters and order stay true. */
export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: GamePatch & { id: number }) => updateGame(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'games'] }),
  });
}

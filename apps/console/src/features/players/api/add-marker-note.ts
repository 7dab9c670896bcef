import { markerNoteSchema } from '@croupier/contracts';
import type { MarkerNoteBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PlayerKey } from './get-player';
import { playerPath, playerQueryKey } from './get-player';

export async function addMarkerNote(key: PlayerKey, body: MarkerNoteBody) {
  return apiRequest(playerPath(key, '/harm-markers/notes'), markerNoteSchema, { method: 'POST', body });
}

export function useAddMarkerNote(key: PlayerKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkerNoteBody) => addMarkerNote(key, body),
    // The note is also one of the player's notes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey(key) }),
  });
}

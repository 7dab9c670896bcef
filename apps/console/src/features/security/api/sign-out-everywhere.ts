import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { endSession } from '@/lib/operator-session';

export async function signOutEverywhere() {
  return apiRequest('/bo/session/all', z.object({ endedSessions: z.number() }), { method: 'DELETE' });
}

/** Ends every session of the operator on the server, this one too, then here. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      endSession('signed-out-everywhere');
      queryClient.clear();
    },
  });
}

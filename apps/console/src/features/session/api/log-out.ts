import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { endSession } from '@/lib/operator-session';

export async function logOut() {
  return apiRequest('/bo/session/logout', z.literal(true), { method: 'DELETE' });
}

/** Ends the session on the server, then here whatever the server said (a dead session is logged out anyway). */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}

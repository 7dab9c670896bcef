import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Rejects an application; the player sees the reason. */
export async function rejectApplication(input: { merchant: string; id: string; reason: string }) {
  return apiRequest(
    `/bo/promotions/${encodeURIComponent(input.merchant)}/applications/${encodeURIComponent(input.id)}/reject`,
    z.unknown(),
    { method: 'POST', body: { reason: input.reason } },
  );
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'promotion-applications'] }),
  });
}

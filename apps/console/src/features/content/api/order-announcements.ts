import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Puts the given announcements in this order (the player site shows them so). */
export async function orderAnnouncements(input: { merchant: string; ids: string[] }) {
  return apiRequest('/bo/content/announcements/order', z.object({ ordered: z.number() }), {
    method: 'POST',
    body: input,
  });
}

export function useOrderAnnouncements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderAnnouncements,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'content', 'announcements'] }),
  });
}

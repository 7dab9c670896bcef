import { contentAnnouncementSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function publishAnnouncement(input: { merchant: string; id: string; published: boolean }) {
  return apiRequest(`/bo/content/announcements/${input.id}/publish`, contentAnnouncementSchema, {
    method: 'POST',
    body: { merchant: input.merchant, published: input.published },
  });
}

export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'content', 'announcements'] }),
  });
}

import { contentAnnouncementSchema } from '@croupier/contracts';
import type { ContentAnnouncementInput } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The body the server takes: the input schema's input (its defaults are filled in there). */
export type AnnouncementBody = Omit<ContentAnnouncementInput, 'startsAt'> & { startsAt?: string | undefined };

/** Creates an announcement, or saves the one with `id`. */
export async function saveAnnouncement({ id, body }: { id: string | null; body: AnnouncementBody }) {
  return apiRequest(id ? `/bo/content/announcements/${id}` : '/bo/content/announcements', contentAnnouncementSchema, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bo', 'content', 'announcements'] }),
  });
}

import type { CannedReplyBody } from '@croupier/contracts';
import { cannedReplySchema } from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { liveChatKey } from './inbox';

const path = (merchant: string) => `/bo/live-chat/${encodeURIComponent(merchant)}/canned-replies`;

export function useCannedReplies(merchant: string) {
  return useQuery({
    queryKey: [...liveChatKey(merchant), 'canned-replies'],
    queryFn: ({ signal }) => apiRequest(path(merchant), z.array(cannedReplySchema), { signal }),
    enabled: merchant !== '',
  });
}

/** Adds (no id) or changes a canned reply, or deletes one; the server audits each. */
export function useCannedReplyActions(merchant: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: [...liveChatKey(merchant), 'canned-replies'] });
  return {
    save: useMutation({
      mutationFn: (input: { id: string | null; reply: CannedReplyBody }) =>
        apiRequest(
          input.id ? `${path(merchant)}/${encodeURIComponent(input.id)}` : path(merchant),
          z.object({ id: z.string() }),
          {
            method: input.id ? 'PUT' : 'POST',
            body: input.reply,
          },
        ),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest(`${path(merchant)}/${encodeURIComponent(id)}`, z.literal(true), { method: 'DELETE' }),
      onSettled,
    }),
  };
}

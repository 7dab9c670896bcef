import type { SendMemberMessageBody } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Sends a message to one member by username, or a broadcast to the brand's players, agents or everyone. */
export async function sendMemberMessage(input: { merchant: string; message: SendMemberMessageBody }) {
  return apiRequest(`/bo/member-messages/${encodeURIComponent(input.merchant)}`, z.object({ id: z.string() }), {
    method: 'POST',
    body: input.message,
  });
}

export function useSendMemberMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMemberMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bo', 'member-messages'] }),
  });
}

import { chatConversationSchema, chatMessageSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveChatKey } from './inbox';

type Target = { merchant: string; id: string };
const path = ({ merchant, id }: Target) =>
  `/bo/live-chat/${encodeURIComponent(merchant)}/conversations/${encodeURIComponent(id)}`;

/** Take, close, transfer and answer a conversation; each refreshes the brand's inbox. */
export function useConversationActions(merchant: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: liveChatKey(merchant) });
  return {
    take: useMutation({
      mutationFn: (target: Target) => apiRequest(`${path(target)}/take`, chatConversationSchema, { method: 'POST' }),
      onSettled,
    }),
    close: useMutation({
      mutationFn: (target: Target) => apiRequest(`${path(target)}/close`, chatConversationSchema, { method: 'POST' }),
      onSettled,
    }),
    transfer: useMutation({
      mutationFn: (input: Target & { operatorId: string }) =>
        apiRequest(`${path(input)}/transfer`, chatConversationSchema, {
          method: 'POST',
          body: { operatorId: input.operatorId },
        }),
      onSettled,
    }),
    reply: useMutation({
      mutationFn: (input: Target & { text: string; attachments: string[] }) =>
        apiRequest(`${path(input)}/messages`, chatMessageSchema, {
          method: 'POST',
          body: { text: input.text, attachments: input.attachments },
        }),
      onSettled,
    }),
  };
}

import { chatConversationDetailSchema, chatConversationPageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type InboxView = 'waiting' | 'mine' | 'all';

const base = (merchant: string) => `/bo/live-chat/${encodeURIComponent(merchant)}`;
export const liveChatKey = (merchant: string) => ['bo', 'live-chat', merchant] as const;

/** The brand's inbox: waiting, mine (open and assigned to me) or every conversation not closed. */
export function useInbox(merchant: string, view: InboxView) {
  return useQuery({
    queryKey: [...liveChatKey(merchant), 'inbox', view],
    queryFn: ({ signal }) =>
      apiRequest(`${base(merchant)}/conversations`, chatConversationPageSchema, {
        query: { view, pageSize: 100 },
        signal,
      }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
}

/** One conversation with its messages. */
export function useConversation(merchant: string, id: string | null) {
  return useQuery({
    queryKey: [...liveChatKey(merchant), 'conversation', id],
    queryFn: ({ signal }) =>
      apiRequest(`${base(merchant)}/conversations/${encodeURIComponent(id ?? '')}`, chatConversationDetailSchema, {
        signal,
      }),
    enabled: merchant !== '' && id !== null,
  });
}

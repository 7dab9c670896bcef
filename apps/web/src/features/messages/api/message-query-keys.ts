/** The inbox's cache keys: reading or deleting a message refreshes the list and the unread badge together. */
export const messagesQueryKey = (token: string | null) => ['member', 'messages', token] as const;
export const unreadCountQueryKey = (token: string | null) => ['member', 'messages', token, 'unread'] as const;

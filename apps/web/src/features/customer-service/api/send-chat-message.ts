import { chatMessageSchema } from '@croupier/contracts';
import type { ChatMessage, Language } from '@croupier/contracts';
import { apiRequest } from '@/lib/api-client';
import { chatHeaders } from './chat-token';

/** Writes in the chat: text and up to 3 images as data URLs (the server proves and re-encodes them). */
export function sendChatMessage(
  language: Language,
  input: { conversationId: string; text: string; attachments: string[]; signedIn: boolean },
): Promise<ChatMessage> {
  return apiRequest(`/wps/live-chat/${encodeURIComponent(input.conversationId)}/messages`, {
    schema: chatMessageSchema,
    language,
    method: 'POST',
    body: { text: input.text, attachments: input.attachments },
    headers: chatHeaders(input.signedIn),
  });
}

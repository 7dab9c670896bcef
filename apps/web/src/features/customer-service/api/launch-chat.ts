import { chatRoomSchema } from '@croupier/contracts';
import type { ChatRoom, Language } from '@croupier/contracts';
import { apiRequest } from '@/lib/api-client';
import { chatHeaders, keepChatToken } from './chat-token';

/** `CBS_launchChat`: opens or resumes the conversation; a new visitor's token is kept for next time. */
export async function launchChat(language: Language, signedIn: boolean): Promise<ChatRoom> {
  const room = await apiRequest('/wps/relay/CBS_launchChat', {
    schema: chatRoomSchema,
    language,
    method: 'POST',
    body: {},
    headers: chatHeaders(signedIn),
  });
  if (!signedIn && room.chatToken) keepChatToken(room.chatToken);
  return room;
}

import { getSessionToken } from '@/lib/member-session';
import { chatHeaders } from './chat-token';

/**
 * An image of the chat as an object URL: images are private to the conversation, so they are fetched with the
 * member's or visitor's token in a header (an <img> address could not carry it). Null when it cannot be read.
 */
export async function readChatImage(id: string, signal?: AbortSignal): Promise<string | null> {
  const token = getSessionToken();
  const headers: Record<string, string> = { ...chatHeaders(token !== null) };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`/wps/live-chat/attachments/${encodeURIComponent(id)}`, {
      headers,
      signal,
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    return URL.createObjectURL(await response.blob());
  } catch {
    return null;
  }
}

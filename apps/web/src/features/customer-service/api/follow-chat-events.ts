import { chatMessageSchema, chatStates } from '@croupier/contracts';
import type { ChatMessage, ChatState, Language } from '@croupier/contracts';
import { z } from 'zod';
import { openEventStream } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { followEventStream } from '@/lib/event-stream';
import type { ServerSentEvent } from '@/lib/event-stream';
import { chatHeaders } from './chat-token';

export type ChatRoomEvent = { type: 'message'; message: ChatMessage } | { type: 'state'; state: ChatState };

const stateSchema = z.object({ state: z.enum(chatStates) });

/** A chat room event from the stream, or null for anything else (a heartbeat, data outside the contract). */
export function chatRoomEventOf(event: ServerSentEvent): ChatRoomEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (event.event === 'message') {
    const parsed = chatMessageSchema.safeParse(data);
    return parsed.success ? { type: 'message', message: parsed.data } : null;
  }
  if (event.event === 'state') {
    const parsed = stateSchema.safeParse(data);
    return parsed.success ? { type: 'state', state: parsed.data.state } : null;
  }
  return null;
}

/**
 * Follows a conversation live (GET /wps/live-chat/:id/events) until `signal` aborts, reconnecting after a drop;
 * `onReconnect` hears each reopening after the first, when messages may have been missed.
 */
export function followChatEvents(input: {
  conversationId: string;
  language: Language;
  signedIn: boolean;
  signal: AbortSignal;
  onEvent: (event: ChatRoomEvent) => void;
  onReconnect: () => void;
}): Promise<void> {
  let opened = 0;
  return followEventStream({
    open: (signal) => {
      opened += 1;
      if (opened > 1) input.onReconnect();
      return openEventStream(`/wps/live-chat/${encodeURIComponent(input.conversationId)}/events`, {
        language: input.language,
        signal,
        headers: chatHeaders(input.signedIn),
      });
    },
    onEvent: (event) => {
      const chatEvent = chatRoomEventOf(event);
      if (chatEvent) input.onEvent(chatEvent);
    },
    signal: input.signal,
    shouldRetry: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSessionToken } from '@/lib/operator-session';
import { liveChatKey } from './inbox';

const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000];

/** Reads server-sent events from a stream and answers each event's name as it completes. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(frame)?.[1];
      if (name) onEvent(name);
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Follows the brand's inbox live (GET /bo/live-chat/:merchant/events, from whichever instance the change happened
 * on) and refreshes the inbox and the open conversation at each change; reconnects after a drop.
 */
export function useFollowInbox(merchant: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!merchant) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      // A message brings a conversation change and the message itself: one refresh for both.
      clearTimeout(refresh);
      refresh = setTimeout(() => void queryClient.invalidateQueries({ queryKey: liveChatKey(merchant) }), 50);
    };
    async function follow(attempt: number): Promise<void> {
      try {
        const token = getSessionToken();
        const response = await fetch(`/bo/live-chat/${encodeURIComponent(merchant)}/events`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: controller.signal,
          cache: 'no-store',
          credentials: 'omit',
        });
        if (response.status === 401 || response.status === 403) return;
        if (response.ok && response.body) {
          await readEvents(response.body, (name) => {
            attempt = 0;
            if (name === 'ready') changed();
            if (name === 'conversation' || name === 'message') changed();
          });
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(
        () => void follow(attempt + 1),
        reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)],
      );
    }
    void follow(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearTimeout(refresh);
    };
  }, [merchant, queryClient]);
}

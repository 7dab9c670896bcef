import type { InstanceBus, LiveChatNotice } from './instance-messages.js';

type Listener = (notice: LiveChatNotice) => void;

/**
 * Fan-out of live chat notices (decision 0085) to the chat streams this instance holds, by conversation (the
 * player's chat room) and by brand (the console's inbox), and through the instance bus (Redis pub/sub, else
 * PostgreSQL LISTEN/NOTIFY) to the streams every other instance holds.
 */
export function createLiveChatEvents(options: { bus?: InstanceBus } = {}) {
  const byConversation = new Map<string, Set<Listener>>();
  const byBrand = new Map<string, Set<Listener>>();
  const { bus } = options;
  const deliverLocally = (notice: LiveChatNotice) => {
    for (const listener of byConversation.get(notice.conversationId) ?? []) listener(notice);
    for (const listener of byBrand.get(notice.merchantId) ?? []) listener(notice);
  };
  bus?.subscribe('live-chat', ({ kind: _kind, ...notice }) => deliverLocally(notice));
  const add = (map: Map<string, Set<Listener>>, key: string, listener: Listener) => {
    const set = map.get(key) ?? new Set<Listener>();
    set.add(listener);
    map.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) map.delete(key);
    };
  };
  return {
    publish(notice: LiveChatNotice) {
      deliverLocally(notice);
      bus?.publish({ kind: 'live-chat', ...notice });
    },
    subscribeConversation: (conversationId: string, listener: Listener) =>
      add(byConversation, conversationId, listener),
    subscribeBrand: (merchantId: string, listener: Listener) => add(byBrand, merchantId, listener),
  };
}

export type LiveChatEvents = ReturnType<typeof createLiveChatEvents>;

import { Redis } from 'ioredis';

/**
 * Carries a room's live messages (shots, captures, seats, deals) to every vendor instance that has a player in the
 * room. Each instance keeps only the sockets it holds; what another instance's players need crosses the relay.
 * A publisher receives its own messages back through the relay like everyone else, so there is one delivery path.
 */
export type RoomRelay = {
  publish(room: string, message: unknown): void;
  /** Calls the listener with every message published to the room from now on; returns the unsubscribe. */
  subscribe(room: string, listener: (message: unknown) => void): () => void;
  /** Settles once the room's subscription is in place, so a reply to a message published after it cannot be missed. */
  ready(room: string): Promise<void>;
  close(): Promise<void>;
};

function createListeners() {
  const rooms = new Map<string, Set<(message: unknown) => void>>();
  return {
    rooms,
    add(room: string, listener: (message: unknown) => void): { first: boolean; remove: () => boolean } {
      let listeners = rooms.get(room);
      const first = !listeners;
      if (!listeners) rooms.set(room, (listeners = new Set()));
      listeners.add(listener);
      return {
        first,
        remove() {
          listeners.delete(listener);
          if (listeners.size > 0) return false;
          rooms.delete(room);
          return true;
        },
      };
    },
    deliver(room: string, message: unknown) {
      for (const listener of rooms.get(room) ?? []) listener(message);
    },
  };
}

/** One instance only (tests, and a single vendor process without Redis). */
export function createMemoryRelay(): RoomRelay {
  const listeners = createListeners();
  return {
    publish(room, message) {
      // Asynchronous like Redis, so no caller depends on hearing its own message before publish returns.
      queueMicrotask(() => listeners.deliver(room, message));
    },
    subscribe(room, listener) {
      const entry = listeners.add(room, listener);
      return () => void entry.remove();
    },
    ready: async () => {},
    async close() {
      listeners.rooms.clear();
    },
  };
}

const channelPrefix = 'house-vendor:room:';

/** Redis pub/sub: every vendor instance subscribes to the rooms its players are in. */
export function createRedisRelay(url: string, onError: (error: unknown) => void = () => {}): RoomRelay {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = createListeners();
  const subscriptions = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      onError(error);
      return;
    }
    listeners.deliver(channel.slice(channelPrefix.length), message);
  });
  return {
    publish(room, message) {
      publisher.publish(channelPrefix + room, JSON.stringify(message)).catch(onError);
    },
    subscribe(room, listener) {
      const entry = listeners.add(room, listener);
      if (entry.first) subscriptions.set(room, subscriber.subscribe(channelPrefix + room).catch(onError));
      return () => {
        if (!entry.remove()) return;
        subscriptions.delete(room);
        subscriber.unsubscribe(channelPrefix + room).catch(onError);
      };
    },
    async ready(room) {
      await subscriptions.get(room);
    },
    async close() {
      listeners.rooms.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

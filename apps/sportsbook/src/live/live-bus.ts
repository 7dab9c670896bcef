import { Redis } from 'ioredis';
import type { StreamMessage } from '../api/player-api.js';

/**
 * Live changes on their way to the players' streams (decision 0060): odds, bet stops, scores, results, and a
 * player's own ticket updates (`playerId` set: only that player's streams get it). With Redis every instance's
 * streams get what any instance published; without it, one process is the whole book and a local fan-out is enough.
 */
export type LiveDelivery = { message: StreamMessage; playerId?: string };

export type LiveBus = {
  /** Fire and forget: a live update that does not arrive is repaired by the client's next reload, not retried. */
  publish(delivery: LiveDelivery): void;
  subscribe(listener: (delivery: LiveDelivery) => void): () => void;
  close(): Promise<void>;
};

type Log = { warn: (details: object, message: string) => void };

function fanOut() {
  const listeners = new Set<(delivery: LiveDelivery) => void>();
  return {
    deliver: (delivery: LiveDelivery) => {
      for (const listener of listeners) listener(delivery);
    },
    subscribe: (listener: (delivery: LiveDelivery) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function createInProcessLiveBus(): LiveBus {
  const listeners = fanOut();
  return {
    publish: (delivery) => {
      // Asynchronous like Redis, so a publisher never runs its subscribers inside its own call.
      queueMicrotask(() => listeners.deliver(delivery));
    },
    subscribe: listeners.subscribe,
    close: () => Promise.resolve(),
  };
}

/**
 * Redis pub/sub on one channel (`<prefix>live`). A publisher hears its own messages back through Redis, so local
 * streams get each message once, in the order Redis gives every instance.
 */
export async function createRedisLiveBus(options: { url: string; prefix?: string; log?: Log }): Promise<LiveBus> {
  const channel = `${options.prefix ?? 'sportsbook:'}live`;
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  const quiet = (error: Error) => options.log?.warn({ error: error.message }, 'sportsbook live bus: redis error');
  publisher.on('error', quiet);
  subscriber.on('error', quiet);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = fanOut();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      listeners.deliver(JSON.parse(text) as LiveDelivery);
    } catch (error) {
      options.log?.warn({ error: (error as Error).message }, 'sportsbook live bus: unreadable message dropped');
    }
  });
  await subscriber.subscribe(channel);
  return {
    publish: (delivery) => {
      publisher.publish(channel, JSON.stringify(delivery)).catch((error: unknown) => {
        quiet(error as Error);
      });
    },
    subscribe: listeners.subscribe,
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

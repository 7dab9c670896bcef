import pg from 'pg';
import type { Database } from '../db/client.js';
import { postgresPoolOf, sessionPoolOf } from '../db/client.js';
import type { MessageRelay, RelayedMessage } from './instance-messages.js';
import { messageKey, parseRelayedMessage, readRelayedMessage } from './instance-messages.js';

/**
 * The channel every instance message travels on (member events and cache invalidations, `InstanceMessage`), in
 * Redis and in PostgreSQL alike. It keeps its first name so that during a rolling upgrade instances of both
 * versions still hear each other's balances (the older ones refuse the invalidations as not theirs).
 */
export const relayChannel = 'croupier_member_events';

/** How long boot waits for a relay to be listening before it carries on without it (it keeps trying). */
const startWaitMs = 3_000;
/** NOTIFY payloads stay under PostgreSQL's 8,000 bytes: a message is at most about 200. */
const notifyBatchSize = 25;
const notifyWindowMs = 5;
const reconnectDelaysMs = [250, 500, 1_000, 2_000, 5_000];

type Warn = (message: string, error?: unknown) => void;

/** Warns once when a transport goes down and once when it is back, not on every failed attempt in between. */
function downWarnings(name: string, warn: Warn, inform: (message: string) => void) {
  let down = false;
  return {
    failed(error: unknown) {
      if (down) return;
      down = true;
      warn(
        `${name} relay unavailable: live balance and cache invalidations reach other instances again once it is back`,
        error,
      );
    },
    recovered() {
      if (!down) return;
      down = false;
      inform(`${name} relay available again`);
    },
  };
}

const withinWait = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, startWaitMs).unref())]);

/**
 * Redis pub/sub: one connection publishes, one listens (a subscribed Redis connection can do nothing else). Both
 * reconnect by themselves, and the listener subscribes again. While the publisher is not connected, `publish`
 * answers false at once instead of queueing, so the caller can take another way.
 */
export async function createRedisRelay(url: string, log: { warn: Warn; info: (message: string) => void }) {
  // Loaded only when Redis is configured: a deployment without it never loads the client.
  const { Redis } = await import('ioredis');
  const retryStrategy = (times: number) => reconnectDelaysMs[Math.min(times, reconnectDelaysMs.length) - 1] ?? 5_000;
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, retryStrategy });
  const publisherState = downWarnings('Redis', log.warn, log.info);
  publisher.on('error', (error) => publisherState.failed(error));
  publisher.on('ready', () => publisherState.recovered());
  // The subscriber's failures are the publisher's too (same server); one warning is enough.
  subscriber.on('error', () => undefined);
  const relay: MessageRelay = {
    name: 'redis',
    async start(deliver) {
      subscriber.on('message', (_channel: string, text: string) => {
        const message = parseRelayedMessage(text);
        if (message) deliver(message);
      });
      await withinWait(subscriber.subscribe(relayChannel).catch((error: unknown) => publisherState.failed(error)));
    },
    publish(message: RelayedMessage) {
      if (publisher.status !== 'ready') return false;
      publisher.publish(relayChannel, JSON.stringify(message)).catch((error: unknown) => {
        publisherState.failed(error);
      });
      return true;
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
  return relay;
}

/**
 * PostgreSQL LISTEN/NOTIFY on the main database: a connection of its own listens (outside the pool, so it never
 * holds a pooled one), and reconnects after a failure; a notification is one `pg_notify` through the pool. The
 * listener is opened with `listenOn`'s settings: straight to PostgreSQL when the pool goes through PgBouncer in
 * transaction mode (a LISTEN there would sit on a server connection other clients use, and hear nothing for us).
 */
export function createNotifyRelay(
  pool: pg.Pool,
  log: { warn: Warn; info: (message: string) => void },
  listenOn: pg.Pool = pool,
) {
  const state = downWarnings('PostgreSQL LISTEN/NOTIFY', log.warn, log.info);
  let closed = false;
  let listener: pg.Client | null = null;
  let attempt = 0;
  let deliver: ((message: RelayedMessage) => void) | null = null;
  const pending = new Map<string, RelayedMessage>();
  let flushTimer: NodeJS.Timeout | null = null;

  /** Messages of a short window go in one NOTIFY per batch, so a busy bet path pays one statement per window. */
  function flush() {
    flushTimer = null;
    const messages = [...pending.values()];
    pending.clear();
    for (let start = 0; start < messages.length; start += notifyBatchSize) {
      const batch = JSON.stringify(messages.slice(start, start + notifyBatchSize));
      pool.query('select pg_notify($1, $2)', [relayChannel, batch]).catch((error: unknown) => state.failed(error));
    }
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const client = new pg.Client(listenOn.options);
    let retried = false;
    const retry = (error: unknown) => {
      if (retried || closed) return;
      retried = true;
      state.failed(error);
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      if (closed) return;
      const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 5_000;
      attempt += 1;
      setTimeout(() => void listen(), delay).unref();
    };
    client.on('error', retry);
    client.on('end', () => retry(new Error('listening connection ended')));
    client.on('notification', (notification) => {
      if (notification.channel !== relayChannel || !notification.payload) return;
      let batch: unknown;
      try {
        batch = JSON.parse(notification.payload);
      } catch {
        return;
      }
      for (const item of Array.isArray(batch) ? batch : []) {
        const message = readRelayedMessage(item);
        if (message) deliver?.(message);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${relayChannel}`);
      listener = client;
      attempt = 0;
      state.recovered();
    } catch (error) {
      retry(error);
    }
  }

  const relay: MessageRelay = {
    name: 'postgres',
    async start(handler) {
      deliver = handler;
      await withinWait(listen());
    },
    publish(message: RelayedMessage) {
      // Only the latest of a key in the window matters (a member's balance, a cache to forget).
      pending.set(messageKey(message), message);
      flushTimer ??= setTimeout(flush, notifyWindowMs);
      return true;
    },
    async close() {
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      closed = true;
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
  return relay;
}

/** Redis first; while it cannot take a message, the fallback carries it (every instance listens on both). */
export function withFallback(primary: MessageRelay, fallback: MessageRelay | undefined): MessageRelay {
  if (!fallback) return primary;
  return {
    name: `${primary.name}+${fallback.name}`,
    start: async (deliver) => {
      await Promise.all([primary.start(deliver), fallback.start(deliver)]);
    },
    publish: (message) => primary.publish(message) || fallback.publish(message),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}

/**
 * The relay an instance uses, chosen at boot: Redis when `redisUrl` is set (with LISTEN/NOTIFY behind it while
 * Redis is down), else LISTEN/NOTIFY on PostgreSQL; none on PGlite, which only one process can open.
 */
export async function chooseRelay(input: {
  db: Database;
  redisUrl: string | undefined;
  log: { warn: Warn; info: (message: string) => void };
}): Promise<MessageRelay | undefined> {
  const pool = postgresPoolOf(input.db);
  const notify = pool ? createNotifyRelay(pool, input.log, sessionPoolOf(input.db)) : undefined;
  return input.redisUrl ? withFallback(await createRedisRelay(input.redisUrl, input.log), notify) : notify;
}

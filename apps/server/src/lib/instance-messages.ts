import { randomUUID } from 'node:crypto';
import type { Balance } from '@croupier/contracts';

/**
 * What the open site is told about its member, as server-sent events: the balance, or that every session of the
 * member has ended (a time-out or self-exclusion, issue #15), which closes their streams so an open page finds its
 * token refused and logs out.
 */
export type MemberEvent = ({ type: 'balance' } & Balance) | { type: 'session-ended'; reason: 'protection' };

/**
 * The process caches of data an operator can change (decision 0022). Each instance forgets one when any instance
 * says it changed; the cache's own time-to-live only bounds staleness while the relay is down.
 */
export const cacheNames = [
  'merchants',
  'countries',
  'vendors',
  'registration-rules',
  'account-policy',
  'content',
] as const;
export type CacheName = (typeof cacheNames)[number];

/**
 * Something happened in a live chat (decision 0085): a message was written or the conversation changed. It names
 * them only: each instance reads what its open chat streams need, so the relay never carries a message's text.
 */
export type LiveChatNotice = {
  merchantId: string;
  conversationId: string;
  what: 'message' | 'conversation';
  messageId?: string | undefined;
};

/** What one instance tells the others: a member's balance for their streams, or a cache to forget. Never a secret. */
export type InstanceMessage =
  | { kind: 'member-event'; memberId: string; event: MemberEvent }
  | { kind: 'cache-invalidation'; cache: CacheName }
  | ({ kind: 'live-chat' } & LiveChatNotice);
export type InstanceMessageKind = InstanceMessage['kind'];

/** A message as it travels: with the random id of the instance that sent it, which drops it when it comes back. */
export type RelayedMessage = InstanceMessage & { origin: string };

/**
 * Carries messages to every other instance (Redis pub/sub or PostgreSQL LISTEN/NOTIFY, lib/event-relays.ts). A
 * transport that is down drops what it is given and says so through its log; it never throws into the publisher.
 */
export type MessageRelay = {
  readonly name: string;
  /** Starts listening; each message from any instance (this one included) goes to `deliver`. */
  start(deliver: (message: RelayedMessage) => void): Promise<void>;
  /** Answers false when the transport cannot take the message now (another may). */
  publish(message: RelayedMessage): boolean;
  close(): Promise<void>;
};

/**
 * Within a batching window only the latest message of a key matters: a balance is a figure, not a change, and a
 * cache forgotten twice is forgotten once. A session's end is its own key, so no balance after it can drop it.
 */
export const messageKey = (message: InstanceMessage) =>
  message.kind === 'member-event'
    ? `member:${message.memberId}${message.event.type === 'balance' ? '' : `:${message.event.type}`}`
    : message.kind === 'live-chat'
      ? `chat:${message.conversationId}:${message.messageId ?? message.what}`
      : `cache:${message.cache}`;

/**
 * Checks a decoded relayed message, refusing anything that is not one (another writer on the channel). A message
 * without a kind is a member event, as instances before 0022 sent them.
 */
export function readRelayedMessage(decoded: unknown): RelayedMessage | null {
  const value = decoded as Partial<Record<string, unknown>> | null;
  if (!value || typeof value.origin !== 'string') return null;
  const { origin } = value;
  if (value.kind === 'cache-invalidation') {
    const cache = cacheNames.find((name) => name === value.cache);
    return cache ? { origin, kind: 'cache-invalidation', cache } : null;
  }
  if (value.kind === 'live-chat') return readLiveChatNotice(origin, value);
  if (value.kind !== undefined && value.kind !== 'member-event') return null;
  const event = value.event as Partial<Record<string, unknown>> | undefined;
  if (typeof value.memberId !== 'string' || !event) return null;
  if (event.type === 'session-ended') {
    return {
      origin,
      kind: 'member-event',
      memberId: value.memberId,
      event: { type: 'session-ended', reason: 'protection' },
    };
  }
  if (event.type !== 'balance' || typeof event.balance !== 'string') return null;
  return { origin, kind: 'member-event', memberId: value.memberId, event: event as MemberEvent };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readLiveChatNotice(origin: string, value: Partial<Record<string, unknown>>): RelayedMessage | null {
  const { merchantId, conversationId, what, messageId } = value;
  if (typeof merchantId !== 'string' || !uuidPattern.test(merchantId)) return null;
  if (typeof conversationId !== 'string' || !uuidPattern.test(conversationId)) return null;
  if (what !== 'message' && what !== 'conversation') return null;
  if (what === 'message' && (typeof messageId !== 'string' || !uuidPattern.test(messageId))) return null;
  return {
    origin,
    kind: 'live-chat',
    merchantId,
    conversationId,
    what,
    ...(what === 'message' ? { messageId: messageId as string } : {}),
  };
}

/** Reads a relayed message back from its text (`readRelayedMessage` after decoding). */
export function parseRelayedMessage(text: string): RelayedMessage | null {
  try {
    return readRelayedMessage(JSON.parse(text));
  } catch {
    return null;
  }
}

type Handler<Kind extends InstanceMessageKind> = (message: Extract<InstanceMessage, { kind: Kind }>) => void;

/**
 * The one way instances talk (decision 0020, 0022): messages of every kind go through the relay chosen at boot, and
 * each comes back to this instance's handlers of its kind when another instance sent it. Without a relay (PGlite,
 * one process) publishing only serves this process, whose callers act locally first anyway.
 */
export function createInstanceBus(options: { relay?: MessageRelay | undefined } = {}) {
  const { relay } = options;
  const origin = randomUUID();
  const handlers: { [Kind in InstanceMessageKind]: Handler<Kind>[] } = {
    'member-event': [],
    'cache-invalidation': [],
    'live-chat': [],
  };
  const dispatch = (message: InstanceMessage) => {
    if (message.kind === 'member-event') for (const handler of handlers[message.kind]) handler(message);
    else if (message.kind === 'live-chat') for (const handler of handlers[message.kind]) handler(message);
    else for (const handler of handlers[message.kind]) handler(message);
  };
  return {
    /** Whether other instances may exist: then what happens here must also be told to them. */
    relayed: relay !== undefined,
    /** Starts the relay's listening side; until then other instances' messages are not heard. */
    start: async () => {
      await relay?.start(({ origin: sender, ...message }) => {
        if (sender !== origin) dispatch(message);
      });
    },
    close: async () => relay?.close(),
    /** Tells the other instances; this instance's own handlers are not called (the caller has acted here). */
    publish(message: InstanceMessage) {
      relay?.publish({ ...message, origin });
    },
    /** Hears the messages of one kind that other instances send. */
    subscribe<Kind extends InstanceMessageKind>(kind: Kind, handler: Handler<Kind>) {
      handlers[kind].push(handler);
    },
  };
}

export type InstanceBus = ReturnType<typeof createInstanceBus>;

import { randomUUID } from 'node:crypto';
import type { Balance } from '@croupier/contracts';

/** What the open site is told about its member, as server-sent events. */
export type MemberEvent = { type: 'balance' } & Balance;

type Listener = (event: MemberEvent) => void;

/** What crosses between instances: whose balance changed and what it is now. Never a secret. */
export type RelayedMemberEvent = { origin: string; memberId: string; event: MemberEvent };

/**
 * Carries member events to every other instance (Redis pub/sub or PostgreSQL LISTEN/NOTIFY). A transport that is
 * down drops what it is given and says so through `onWarning`; it never throws into the publisher.
 */
export type MemberEventRelay = {
  readonly name: string;
  /** Starts listening; each message from any instance (this one included) goes to `deliver`. */
  start(deliver: (message: RelayedMemberEvent) => void): Promise<void>;
  /** Answers false when the transport cannot take the message now (another may). */
  publish(message: RelayedMemberEvent): boolean;
  close(): Promise<void>;
};

/** Checks a decoded relayed message, refusing anything that is not one (another writer on the channel). */
export function readRelayedMemberEvent(decoded: unknown): RelayedMemberEvent | null {
  const value = decoded as Partial<RelayedMemberEvent> | null;
  if (!value || typeof value.origin !== 'string' || typeof value.memberId !== 'string') return null;
  const event = value.event;
  if (!event || event.type !== 'balance' || typeof event.balance !== 'string') return null;
  return { origin: value.origin, memberId: value.memberId, event };
}

/** Reads a relayed message back from its text (`readRelayedMemberEvent` after decoding). */
export function parseRelayedMemberEvent(text: string): RelayedMemberEvent | null {
  try {
    return readRelayedMemberEvent(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Fan-out of member events to the streams this instance holds, and, with a relay, to the streams every other
 * instance holds (docs/decisions/0020). An event is handed to this instance's listeners at once and to the relay
 * for the others, so a relay that is down only costs the other instances' streams their live update.
 */
export function createMemberEvents(options: { relay?: MemberEventRelay } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const origin = randomUUID();
  const { relay } = options;
  const deliverLocally = (memberId: string, event: MemberEvent) => {
    for (const listener of listeners.get(memberId) ?? []) listener(event);
  };
  return {
    /** Starts the relay's listening side; until then only this instance's streams are told. */
    start: async () => {
      await relay?.start((message) => {
        if (message.origin !== origin) deliverLocally(message.memberId, message.event);
      });
    },
    close: async () => relay?.close(),
    publish(memberId: string, event: MemberEvent) {
      deliverLocally(memberId, event);
      relay?.publish({ origin, memberId, event });
    },
    subscribe(memberId: string, listener: Listener): () => void {
      const set = listeners.get(memberId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    /** Streams of this member held by this instance. */
    listenerCount: (memberId: string) => listeners.get(memberId)?.size ?? 0,
    /** Whether reading the balance to publish it can serve anyone: with a relay, another instance may hold a stream. */
    mayHaveListeners: (memberId: string) => relay !== undefined || (listeners.get(memberId)?.size ?? 0) > 0,
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
